/**
 * An object URL for a blob (a picked photo or one fetched from the server), revoked when the blob changes or the
 * component goes away, so previews of ID documents do not linger in memory.
 */
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | null): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
