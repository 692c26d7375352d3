import { useEffect, useState } from 'react';
import { getMerchantCode } from '@/lib/merchant';
import { getToken } from '@/lib/session';

/**
 * A private picture (an identity document, a feedback's picture) fetched with the session's token in its
 * header, never in the address, and shown from an object URL released when the view goes.
 */
export function usePrivateImage(path: string | null) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getToken();
    void (async () => {
      try {
        const res = await fetch(path, {
          headers: { Merchant: getMerchantCode(), ...(token ? { Authorization: token } : {}) },
          signal: controller.signal,
          credentials: 'same-origin',
        });
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setState({ url: objectUrl, failed: false });
      } catch {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return state;
}
