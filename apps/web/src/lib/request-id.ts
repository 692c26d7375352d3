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
