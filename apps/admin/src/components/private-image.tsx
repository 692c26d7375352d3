import { useEffect, useState } from 'react';
import { errorText } from '../lib/api';
import { getLang } from '../lib/i18n';
import { getMerchant, getToken } from '../lib/session';
import { ErrorState, Skeleton } from './ui';

/**
 * A picture the back office may not link to publicly (identity documents, feedback pictures, deposit
 * receipts): fetched with the staff token in its header (an <img src> could not carry it), as an object URL
 * released when the path changes or the component goes.
 */
export function usePrivateImage(path: string): { src: string | null; error: string | null } {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    fetch(path, {
      headers: { Authorization: getToken() ?? '', Merchant: getMerchant(), Language: getLang() },
      credentials: 'omit',
      signal: controller.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(res.statusText || String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setSrc(objectUrl);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(errorText(err));
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return { src, error };
}

/** A private picture (see usePrivateImage), opening full size in a new tab. */
export function PrivateImage({ path, alt, size = 220 }: { path: string; alt: string; size?: number }) {
  const { src, error } = usePrivateImage(path);
  if (error) return <ErrorState message={error} />;
  if (!src) return <Skeleton lines={2} />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img
        src={src}
        alt={alt}
        style={{ maxWidth: size, maxHeight: size, borderRadius: 6, display: 'block' }}
      />
    </a>
  );
}
