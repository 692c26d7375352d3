import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMajor } from '@portal/contract/money';
import { isLang, translate, type Lang } from '@portal/i18n';
import type { Cashier } from './cashier.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(lang: Lang, title: string, body: string, refreshTo?: string): string {
  return `<!doctype html>
<html lang="${lang === 'TW' ? 'zh-Hant' : lang === 'VI' ? 'vi' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshTo ? `<meta http-equiv="refresh" content="2;url=${escape(refreshTo)}">` : ''}
<title>${escape(title)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f7; color: #1c2430;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans TC", sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; padding: 28px 24px;
    box-shadow: 0 10px 40px rgba(20, 40, 80, .12); }
  .brand { display: flex; align-items: center; gap: 10px; font-weight: 700; color: #1f6feb; }
  .brand span { display: inline-grid; place-items: center; width: 32px; height: 32px; border-radius: 8px;
    background: #1f6feb; color: #fff; }
  h1 { font-size: 20px; margin: 16px 0 4px; }
  p.lead { margin: 0 0 20px; color: #5b6675; font-size: 14px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5b6675; } dd { margin: 0; text-align: right; font-weight: 600; word-break: break-all; }
  dd.amount { font-size: 24px; color: #0b7a3b; }
  form { display: grid; gap: 10px; }
  button, a.button { font: inherit; font-weight: 600; border-radius: 10px; padding: 12px; border: 0; cursor: pointer;
    text-align: center; text-decoration: none; }
  button.confirm { background: #1f6feb; color: #fff; } button.cancel { background: #eef2f7; color: #1c2430; }
  a.button { display: block; background: #1f6feb; color: #fff; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #f5a524; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The sandbox payment provider's page: what a gateway's hosted page does, served by the project. The
 * member confirms or cancels; the provider then sends the platform its signed callback over HTTP (the
 * same call a real provider makes) and sends the browser back to the portal.
 */
export const sandboxPaymentPage: FastifyPluginAsyncZod<{ cashier: Cashier }> = async (app, { cashier }) => {
  const langOf = (q: { lang?: string }): Lang => (isLang(q.lang) ? q.lang : 'TW');
  const params = z.object({ token: z.string().min(16).max(64) });
  const query = z.object({ lang: z.string().max(4).optional() });
  const send = (reply: { type: (t: string) => { send: (b: string) => unknown } }, html: string) =>
    reply.type('text/html; charset=utf-8').send(html);

  app.get(
    '/sandbox/pay/:token',
    { schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const lang = langOf(request.query);
      const t = (key: string) => translate(lang, `sandbox.${key}`);
      const found = await cashier.orderForPayment(request.params.token);
      if (!found || found.order.status !== 'PENDING')
        return send(
          reply,
          page(
            lang,
            t('title'),
            `<h1>${escape(t('title'))}</h1><p>${escape(t('closed'))}</p><a class="button" href="/">${escape(t('back'))}</a>`,
          ),
        );
      const { order } = found;
      const amount = toMajor(order.amount).toFixed(2);
      const action = `/sandbox/pay/${encodeURIComponent(request.params.token)}`;
      return send(
        reply,
        page(
          lang,
          t('title'),
          `<div class="brand"><span aria-hidden="true">S</span>Sandbox Pay</div>
<h1>${escape(t('title'))}</h1>
<p class="lead">${escape(t('lead'))}</p>
<dl>
  <dt>${escape(t('order'))}</dt><dd>${escape(String(order.id))}</dd>
  <dt>${escape(t('amount'))}</dt><dd class="amount">${escape(amount)}</dd>
</dl>
<form method="post" action="${escape(action)}?lang=${lang}">
  <button class="confirm" name="action" value="confirm" type="submit">${escape(t('confirm'))}</button>
  <button class="cancel" name="action" value="cancel" type="submit">${escape(t('cancel'))}</button>
</form>`,
        ),
      );
    },
  );

  app.post(
    '/sandbox/pay/:token',
    {
      schema: {
        hide: true,
        params,
        querystring: query,
        body: z.object({ action: z.enum(['confirm', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const lang = langOf(request.query);
      const t = (key: string) => translate(lang, `sandbox.${key}`);
      const found = await cashier.orderForPayment(request.params.token);
      const secret = found?.channel.secret;
      if (!found || !secret) return reply.code(404).type('text/plain').send('unknown payment');
      const { order, channel } = found;
      const body = JSON.stringify({
        orderId: String(order.id),
        status: request.body.action === 'confirm' ? 'SUCCESS' : 'FAILED',
        amount: String(order.amount),
      });
      // The provider tells the platform first, as a real one does, before the browser comes back.
      const res = await fetch(`${request.protocol}://${request.host}/payment/callback/${channel.code}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': cashier.signCallback(secret, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) request.log.warn({ status: res.status }, 'sandbox callback refused');
      const back = `/?mc=depositv2&depositOrder=${order.id}`;
      const text = request.body.action === 'confirm' ? t('paid') : t('cancelled');
      return send(
        reply,
        page(
          lang,
          t('title'),
          `<h1>${escape(t('title'))}</h1><p role="status">${escape(text)}</p><a class="button" href="${escape(back)}">${escape(t('back'))}</a>`,
          back,
        ),
      );
    },
  );
};
