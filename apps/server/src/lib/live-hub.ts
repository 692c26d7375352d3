import type { LiveEvent, StaffChatEvent, StaffLiveEvent } from '@portal/contract/live';

export type { LiveEvent, StaffChatEvent, StaffLiveEvent };

/** Sends one event to a member's open pages (the hub's `publish`; services take it as a dependency). */
export type Publish = (customerId: number, event: LiveEvent) => void;
/** A push to a merchant's back office (its staff channel). */
export type PublishStaff = (merchantId: number, event: StaffLiveEvent) => void;

/** What travels through the hub: member pushes, and the back office's on merchant channels. */
export type HubEvent = LiveEvent | StaffLiveEvent | StaffChatEvent;
/** A live-chat change to a merchant's back office (decision 0066). */
export type PublishStaffChat = (merchantId: number, event: StaffChatEvent) => void;

/**
 * Live pushes to a member's open pages (deposit and withdrawal status, money from a downline). In one
 * process the hub hands events to the member's sockets directly; with REDIS_URL, `live-hub-redis.ts`
 * relays them between nodes through Redis pub/sub, on top of this one.
 */
export interface LiveHub {
  publish(customerId: number, event: HubEvent): void;
  /** To every open socket (public news such as lottery results). */
  broadcast(event: HubEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(customerId: number, listener: (event: HubEvent) => void): () => void;
  /** Listeners on this node. */
  listenerCount(customerId: number): number;
  /** Ends the hub's connections, if it has any (the app's onClose). */
  close(): Promise<void>;
}

/**
 * The hub channel of a merchant's back office (staff sockets of that merchant): member channels are
 * customer ids (positive), so a merchant's is its id negated, relayed between nodes like any other.
 */
export const staffChannel = (merchantId: number): number => -merchantId;

/** The in-process hub: every event reaches the listeners of this process only. */
export function createLiveHub(): LiveHub {
  const listeners = new Map<number, Set<(event: HubEvent) => void>>();
  const deliver = (set: Iterable<(event: HubEvent) => void>, event: HubEvent) => {
    for (const listener of set) {
      try {
        listener(event);
      } catch {
        /* a broken socket must not stop the others */
      }
    }
  };
  return {
    publish(customerId, event) {
      deliver(listeners.get(customerId) ?? [], event);
    },
    broadcast(event) {
      for (const set of listeners.values()) deliver(set, event);
    },
    subscribe(customerId, listener) {
      let set = listeners.get(customerId);
      if (!set) listeners.set(customerId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(customerId);
      };
    },
    listenerCount: (customerId) => listeners.get(customerId)?.size ?? 0,
    close: async () => {},
  };
}
