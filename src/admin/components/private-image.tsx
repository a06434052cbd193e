/**
 * An uploaded image (a KYC photo, a deposit proof) from the operator API. `<img>` cannot send the bearer token, so
 * the image is fetched with it and shown from a blob URL, which is revoked when the image leaves the screen. The
 * answer is `no-store`, and the console has no service worker, so the image is kept nowhere. A click opens it
 * larger, with zoom.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { adminPaths } from '../../common/api-paths';
import { adminApi, pathWith } from '../api';
import { ImageViewer } from './image-viewer';

export function PrivateImage({ fileId, label }: { fileId: string; label: string }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    let current = true;
    adminApi.blob(pathWith(adminPaths.kycFile, { fileId })).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  if (failed) {
    return (
      <div className="image-frame image-missing">
        <Trans>This image could not be loaded.</Trans>
      </div>
    );
  }
  return (
    <figure className="image-frame">
      {url ? (
        <button type="button" className="image-button" onClick={() => setOpen(true)} title={t`Enlarge`}>
          <img src={url} alt={label} />
        </button>
      ) : (
        <div className="image-loading" aria-busy="true">
          <Trans>Loading…</Trans>
        </div>
      )}
      <figcaption>{label}</figcaption>
      {open && url ? <ImageViewer url={url} label={label} onClose={() => setOpen(false)} /> : null}
    </figure>
  );
}
