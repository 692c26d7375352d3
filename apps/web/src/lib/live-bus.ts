/**
 * The member's live pushes, handed on to whichever page wants them: the one socket (member centre's
 * LiveNotices) publishes every event it understood; pages subscribe by event type (the lottery page
 * refreshes its results and orders on `lottery.draw` and `lottery.settled`). No second socket.
 */
export interface LiveMessage {
  readonly type: string;
}

type Listener = (event: LiveMessage) => void;
const listeners = new Set<Listener>();

export const liveBus = {
  publish(event: LiveMessage): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        /* one page's failure must not stop the others */
      }
    }
  },
  /** Returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
