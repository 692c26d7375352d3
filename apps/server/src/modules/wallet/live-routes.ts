import websocket from '@fastify/websocket';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  isLivePath,
  liveAuthMessage,
  LIVE_PATH,
  LIVE_SESSION_CLOSED,
  STAFF_LIVE_PATH,
} from '@portal/contract';
import type { WebSocket } from 'ws';
import { staffChannel, type HubEvent, type LiveHub, type StaffLiveEvent } from '../../lib/live-hub.ts';
import { send } from '../../plugins/errors.ts';
import type { AccountService } from '../accounts/service.ts';
import type { TenantService } from '../merchants/service.ts';

/** How long a new socket may stay silent before its auth message. */
export const LIVE_AUTH_TIMEOUT_MS = 5_000;

/**
 * `GET /wps/live` (WebSocket): the member's live events as JSON messages. A browser cannot send headers
 * with a WebSocket, and a token in the URL would end up in access logs and proxies, so the first message
 * names the merchant and the session token (`{type:"auth", merchant, token}`). A socket whose first
 * message is not a valid auth, or that sends none in time, is closed with 4401; so is a socket whose
 * session ends, at its next event. The page routes (`/live` is the live casino) stay the web app's.
 */
export async function liveRoutes(
  app: FastifyInstance,
  opts: {
    hub: LiveHub;
    accounts: AccountService;
    tenants: TenantService;
    authTimeoutMs?: number;
    /**
     * The back office's socket: the merchant a staff token may watch queues of, and which queues (null:
     * none); asked at the auth message and again before each event (without extending the staff session).
     */
    staffMerchant?: (
      merchant: string,
      token: string,
    ) => Promise<{ merchantId: number; queues: ReadonlySet<StaffLiveEvent['queue'] | 'chat'> } | null>;
  },
) {
  await app.register(websocket, { options: { maxPayload: 1024 } });
  const staffMerchant = opts.staffMerchant;
  if (staffMerchant)
    app.route({
      method: 'GET',
      url: STAFF_LIVE_PATH,
      schema: { hide: true },
      // Authenticated by its first message, as the member socket (staff-access: no header to check).
      config: { staffPublic: true },
      handler: (request, reply) => send(request, reply, 404, 'not.found'),
      wsHandler: (socket) =>
        authenticatedSocket(socket, opts.authTimeoutMs, async ({ merchant, token }) => {
          const watch = await staffMerchant(merchant, token);
          if (watch === null) return null;
          return (listener) =>
            opts.hub.subscribe(staffChannel(watch.merchantId), (event) => {
              if (event.type !== 'bo.queue' && event.type !== 'bo.chat') return;
              void staffMerchant(merchant, token).then((still) => {
                if (still === null) listener(null);
                // Each queue to the staff who may read it (the cashier's, the rewards', the live chat's).
                else if (still.queues.has(event.type === 'bo.chat' ? 'chat' : event.queue)) listener(event);
              });
            });
        }),
    });
  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: { hide: true },
    // A plain GET (no upgrade) gets the API's error envelope.
    handler: (request, reply) => send(request, reply, 404, 'not.found'),
    wsHandler: (socket) =>
      authenticatedSocket(socket, opts.authTimeoutMs, async ({ merchant, token }) => {
        const user = await authenticate(merchant, token);
        if (!user) return null;
        return (listener) =>
          opts.hub.subscribe(user.id, (event) => {
            void opts.accounts.authenticate(token).then((still) => listener(still ? event : null));
          });
      }),
  });

  async function authenticate(merchant: string, token: string) {
    const tenant = await opts.tenants.get(merchant);
    const user = tenant ? await opts.accounts.authenticate(token) : null;
    // A session that must change its password first gets no live events either (decision 0026).
    return tenant && user && user.merchantId === tenant.id && !user.passwordChangeRequired ? user : null;
  }
}

/**
 * Any other request that asks for an upgrade is answered as plain HTTP (a page, an API answer), then its
 * connection is closed: Node hands upgrade requests' sockets out of the HTTP server, so nobody else would
 * close them and they would hold the server open at shutdown. Registered at the root, before the routes.
 */
export const closeStrayUpgrades: onRequestHookHandler = (request, reply, done) => {
  if (request.headers.upgrade === undefined || isLivePath(request.url)) return done();
  const socket = request.raw.socket;
  reply.header('connection', 'close');
  reply.raw.once('finish', () => socket.end());
  reply.raw.once('close', () => socket.destroySoon());
  done();
};

function parseAuth(text: string) {
  try {
    const parsed = liveAuthMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The socket protocol both sockets share: the first message authenticates (else 4401, also after
 * `authTimeoutMs` of silence); `open` answers the subscription for that auth (null: refused), which hands
 * each event to the socket, or null once the session behind it has ended (then 4401).
 */
function authenticatedSocket(
  socket: WebSocket,
  authTimeoutMs: number | undefined,
  open: (auth: {
    merchant: string;
    token: string;
  }) => Promise<((listener: (event: HubEvent | null) => void) => () => void) | null>,
) {
  let unsubscribe: (() => void) | null = null;
  let first = true;
  const refuse = () => socket.close(LIVE_SESSION_CLOSED, 'login.not.session');
  const timer = setTimeout(refuse, authTimeoutMs ?? LIVE_AUTH_TIMEOUT_MS);
  socket.on('close', () => {
    clearTimeout(timer);
    unsubscribe?.();
  });
  socket.on('message', (data: Buffer, isBinary: boolean) => {
    // Only the first message counts; the socket carries nothing else from the client.
    if (!first) return;
    first = false;
    const parsed = isBinary ? null : parseAuth(data.toString());
    if (!parsed) return refuse();
    void open(parsed).then((subscribe) => {
      clearTimeout(timer);
      if (socket.readyState !== socket.OPEN) return;
      if (!subscribe) return refuse();
      unsubscribe = subscribe((event) => {
        if (event === null) refuse();
        else if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    }, refuse);
  });
}
