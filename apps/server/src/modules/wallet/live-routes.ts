import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LiveHub } from '../../lib/live-hub.ts';
import type { AccountService } from '../accounts/service.ts';
import type { TenantService } from '../merchants/service.ts';

/**
 * `GET /live?merchant=&token=` (WebSocket): the member's live events as JSON messages. A browser cannot
 * send headers with a WebSocket, so the merchant and the session token come in the query; a socket
 * whose session ends is closed (code 4401) at its next event.
 */
export async function liveRoutes(
  app: FastifyInstance,
  opts: { hub: LiveHub; accounts: AccountService; tenants: TenantService },
) {
  await app.register(websocket, { options: { maxPayload: 1024 } });
  const query = z.object({ merchant: z.string().max(32), token: z.string().max(128) });
  app.get('/live', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const parsed = query.safeParse(request.query);
    const tenant = parsed.success ? await opts.tenants.get(parsed.data.merchant) : null;
    const user = parsed.success && tenant ? await opts.accounts.authenticate(parsed.data.token) : null;
    if (!parsed.success || !tenant || !user || user.merchantId !== tenant.id) {
      socket.close(4401, 'login.not.session');
      return;
    }
    const token = parsed.data.token;
    const unsubscribe = opts.hub.subscribe(user.id, (event) => {
      void opts.accounts.authenticate(token).then((still) => {
        if (!still) socket.close(4401, 'login.not.session');
        else socket.send(JSON.stringify(event));
      });
    });
    socket.on('close', unsubscribe);
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
