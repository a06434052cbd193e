/** One of the user's uploaded ID photos, fetched with the session token and shown through an object URL. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/connectivity/connectivity-store';
import { fetchUserFile } from './kyc-api';
import { useObjectUrl } from '../../lib/image/object-url';

type Load = { state: 'loading' } | { state: 'ready'; blob: Blob } | { state: 'failed'; message: string };

export function UserFileImage({ fileId, alt }: { fileId: string; alt: string }) {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const url = useObjectUrl(load.state === 'ready' ? load.blob : null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchUserFile(fileId, controller.signal).then(
      (blob) => setLoad({ state: 'ready', blob }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: String((error as Error).message) });
      },
    );
    return () => controller.abort();
  }, [fileId, attempt]);

  if (load.state === 'ready' && url) {
    return <img className="me-photo__image" src={url} alt={alt} data-testid={`kyc-file-${fileId}`} />;
  }
  if (load.state === 'failed') {
    return (
      <div className="me-photo__placeholder" role="alert">
        <span>{online ? load.message : <Trans>Connect to see this photo.</Trans>}</span>
        {online ? (
          <button type="button" className="me-link-button" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
      </div>
    );
  }
  return <div className="me-photo__placeholder me-photo__placeholder--loading" aria-busy="true" />;
}
