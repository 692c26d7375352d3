import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createLiveHub, type HubEvent, type LiveHub } from './live-hub.ts';

export interface RedisLiveHubOptions {
  /** `redis://[user:password@]host:port[/db]` */
  url: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Start of the channel's name; tests give each run its own so that parallel runs do not cross. */
  channelPrefix?: string;
}

/** What travels on the channel: the publishing node, whose event it is, and the event. */
interface RelayMessage {
  node: string;
  /** Null: to every socket (a broadcast). */
  customerId: number | null;
  event: HubEvent;
}

function parseRelayMessage(text: string): RelayMessage | null {
  try {
    const m = JSON.parse(text) as Partial<RelayMessage> | null;
    return m &&
      typeof m.node === 'string' &&
      (m.customerId === null || Number.isInteger(m.customerId)) &&
      typeof m.event === 'object' &&
      m.event !== null &&
      typeof m.event.type === 'string'
      ? (m as RelayMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * The hub across nodes. One channel (`<prefix>live`) for every merchant, the customer id in the
 * message: customer ids are unique across merchants, and behind a load balancer every node has members
 * of every merchant, so per-merchant channels would filter nothing; per-customer ones would cost a
 * SUBSCRIBE per socket for a handful of events per money move. Each node subscribes once.
 *
 * The publishing node delivers to its own listeners at once and skips its own message when it comes
 * back, so Redis being down or reconnecting only costs the other nodes' members their notices (the
 * page still shows fresh figures at its next load): a warning is logged once per outage, and events
 * published meanwhile are not queued for later.
 */
export function createRedisLiveHub({ url, log, channelPrefix = 'portal:' }: RedisLiveHubOptions): LiveHub {
  const local = createLiveHub();
  const channel = `${channelPrefix}live`;
  const node = randomUUID();
  // No offline queue: a publish while Redis is away fails at once instead of piling up stale events.
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Subscribes on every (re)connection itself, so a first connection that failed is retried too.
  const subscriber = new Redis(url, { autoResubscribe: false });
  let subscribed = false;
  let closing = false;
  let down = false;

  const degraded = (err: unknown) => {
    if (closing || down) return;
    down = true;
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'live pushes: Redis unavailable, events reach only the members connected to this node until it is back',
    );
  };
  const recovered = () => {
    if (!down || publisher.status !== 'ready' || !subscribed) return;
    down = false;
    log.info('live pushes: Redis relay back');
  };

  for (const client of [publisher, subscriber]) {
    client.on('error', degraded);
    // A clean close by the server comes without an error event.
    client.on('close', () => degraded(new Error('connection closed')));
  }
  publisher.on('ready', recovered);
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(() => {
      subscribed = true;
      recovered();
    }, degraded);
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseRelayMessage(text);
    if (!message || message.node === node) return;
    if (message.customerId === null) local.broadcast(message.event);
    else local.publish(message.customerId, message.event);
  });

  return {
    publish(customerId, event) {
      local.publish(customerId, event);
      const message: RelayMessage = { node, customerId, event };
      publisher.publish(channel, JSON.stringify(message)).catch(degraded);
    },
    broadcast(event) {
      local.broadcast(event);
      const message: RelayMessage = { node, customerId: null, event };
      publisher.publish(channel, JSON.stringify(message)).catch(degraded);
    },
    subscribe: local.subscribe,
    listenerCount: local.listenerCount,
    async close() {
      closing = true;
      await Promise.all(
        [publisher, subscriber].map(async (client) => {
          // QUIT when connected (pending publishes go out first); otherwise stop the reconnect loop.
          if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
          else client.disconnect();
        }),
      );
    },
  };
}
