/**
 * The live socket (member pushes): where it is and how a client opens it. Zod-free, so the web app's
 * eagerly loaded code can import it from `@portal/contract/live`.
 */

/** Under the API, so no page route (`/live` is the live casino) is taken by the socket. */
export const LIVE_PATH = '/wps/live';

/** Close code of a socket without a live session (bad or missing auth, session ended): do not reconnect. */
export const LIVE_SESSION_CLOSED = 4401;

/** The client's first message: the merchant and the session token, never in the URL (logs, proxies). */
export interface LiveAuthMessage {
  type: 'auth';
  merchant: string;
  token: string;
}
