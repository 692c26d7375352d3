import { useMemo, useRef } from 'react';

/**
 * The id of one money attempt (a deposit, a withdrawal): made once, sent again on a retry of the same
 * attempt, so the server creates one order however often the request arrives. `randomUUID` needs a
 * secure context; a plain-HTTP deployment gets the same 128 random bits as hex.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The request id of the attempt on screen: the same id while the inputs stay the same (a retry after a lost
 * answer), a new one once they change or after `done()` (the attempt went through).
 */
export function useAttemptId() {
  const attempt = useRef<{ key: string; id: string } | null>(null);
  return useMemo(
    () => ({
      idFor(inputs: unknown): string {
        const key = JSON.stringify(inputs);
        if (attempt.current?.key !== key) attempt.current = { key, id: newRequestId() };
        return attempt.current.id;
      },
      done() {
        attempt.current = null;
      },
    }),
    [],
  );
}
