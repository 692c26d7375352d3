/**
 * The live socket (member pushes): where it is and how a client opens it. Zod-free, so the web app's
 * eagerly loaded code can import it from `@portal/contract/live`.
 */

/** Under the API, so no page route (`/live` is the live casino) is taken by the socket. */
export const LIVE_PATH = '/wps/live';

/** The back office's socket: cashier queue changes of the staff member's merchant (same auth message). */
export const STAFF_LIVE_PATH = '/bo/v1/live';

/**
 * Whether a request URL (path and query) is one of the live sockets: a prefix test first, so the hooks
 * that run on every request pay a string comparison, not a split.
 */
export function isLivePath(url: string): boolean {
  if (!url.startsWith(LIVE_PATH) && !url.startsWith(STAFF_LIVE_PATH)) return false;
  const path = url.split('?', 1)[0];
  return path === LIVE_PATH || path === STAFF_LIVE_PATH;
}

/** Close code of a socket without a live session (bad or missing auth, session ended): do not reconnect. */
export const LIVE_SESSION_CLOSED = 4401;

/** The client's first message: the merchant and the session token, never in the URL (logs, proxies). */
export interface LiveAuthMessage {
  type: 'auth';
  merchant: string;
  token: string;
}

/** What the server pushes to a member's sockets (through the live hub, one node or many). */
export type LiveEvent =
  | { type: 'deposit'; orderId: string; status: string }
  | { type: 'withdrawal'; withdrawalId: string; status: string }
  | { type: 'upline'; from: string; amount: number }
  /** Money from an upline agent (transfer to downline or a lucky bag, decision 0054). */
  | { type: 'downline'; from: string; amount: number }
  | { type: 'balance' }
  /**
   * A reward the member claimed was paid (sign-in, missions, tickets, newbie tasks, promo codes, rebates,
   * issued bonuses): every open page refreshes the balance, points and the reward centre.
   */
  | { type: 'reward'; source: string }
  /** A manual bonus was issued to the member (decision 0046): the reward centre's MANUAL tab has it to claim. */
  | { type: 'manualPromo'; rewardId: string; amount: number; pointAmount: number; name: string }
  /** A new message in the member's inbox (the original's `INBOX` push, decision 0060); sender null: the platform. */
  | {
      type: 'inbox';
      inboxId: number;
      subject: string;
      from: string | null;
      /** A platform message's subject by language (decision 0067): the page shows its language's. */
      subjects?: Partial<Record<'TW' | 'EN' | 'VI', string>>;
    }
  /** The member rose to a VIP rank (decision 0062): the level-up modal and the VIP marks refresh. */
  | { type: 'vipLevelUp'; rankLevel: number }
  /** A lottery numero drawn (to every socket). */
  | { type: 'lottery.draw'; gameCode: string; numero: string; winNo: string }
  /** The member's orders of a numero settled; `won` is how many of them won. */
  | { type: 'lottery.settled'; gameCode: string; numero: string; won: number }
  /** The member's live chat changed (a reply, an agent joined, closed; decision 0066): reload it. */
  | { type: 'chat'; conversationId: number };

/** What the server pushes to a merchant's back office (`STAFF_LIVE_PATH`): a queue staff decide on changed. */
export type StaffLiveEvent = {
  type: 'bo.queue';
  /** `manual-bonuses`: large manual bonuses waiting for a second staff member (decision 0046). */
  queue: 'deposits' | 'withdrawals' | 'manual-bonuses';
  change: 'new' | 'decided';
};

/** The live-chat console (decision 0066): a conversation of the merchant changed (to staff with chat.read). */
export type StaffChatEvent = {
  type: 'bo.chat';
  conversationId: number;
  change: 'new' | 'message' | 'assigned' | 'closed';
};

/** Every message the back office's socket reads. */
export type StaffLiveMessage = { type: 'ready' } | StaffLiveEvent | StaffChatEvent;

/** Every message a client reads: the pushes, and `ready` once the socket is authenticated. */
export type LiveMessage = { type: 'ready' } | LiveEvent;
