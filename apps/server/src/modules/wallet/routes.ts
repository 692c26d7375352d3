import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  depositChannelsValue,
  depositOrder,
  depositReferenceRequest,
  depositRequest,
  successEnvelope,
  transactionHistoryQuery,
  transactionHistoryValue,
  walletBalanceValue,
} from '@portal/contract';
import { ok } from '../../lib/app-error.ts';
import type { Cashier } from './cashier.ts';
import type { WalletService } from './service.ts';

const orderIdParam = z.object({ orderId: z.string().regex(/^\d{1,18}$/) });

/** The member's wallet calls: balance, account record, deposits. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; cashier: Cashier }> = async (
  app,
  { wallet, cashier },
) => {
  const tags = ['wallet'];
  const preHandler = app.requireUser;

  app.get(
    '/wps/v2/wallets/balance',
    { preHandler, schema: { tags, response: { 200: successEnvelope(walletBalanceValue) } } },
    async (request) => ok(await wallet.balance(request.tenant, request.user, request.lang)),
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      preHandler,
      schema: {
        tags,
        description: 'Account record: ledger entries of the wallets, newest first, by date range and type.',
        querystring: transactionHistoryQuery,
        response: { 200: successEnvelope(transactionHistoryValue) },
      },
    },
    async (request) => ok(await wallet.history(request.tenant, request.user, request.query, request.lang)),
  );

  app.get(
    '/wps/relay/MCSFE_getDepositChannels',
    {
      preHandler,
      schema: {
        tags,
        description: 'The deposit gate and the channels with limits, fees, rebates and fixed amounts.',
        response: { 200: successEnvelope(depositChannelsValue) },
      },
    },
    async (request) => ok(await cashier.channels(request.tenant, request.user, request.lang)),
  );

  app.post(
    '/wps/relay/MCSFE_deposit',
    {
      preHandler,
      schema: {
        tags,
        description:
          'Creates a deposit order (once per requestId). Gateway channels answer a payUrl to open; manual channels the receiving account.',
        body: depositRequest,
        response: { 200: successEnvelope(depositOrder) },
      },
    },
    async (request) => ok(await cashier.deposit(request.tenant, request.user, request.body)),
  );

  app.get(
    '/wps/relay/MCSFE_getDepositOrder',
    {
      preHandler,
      schema: { tags, querystring: orderIdParam, response: { 200: successEnvelope(depositOrder) } },
    },
    async (request) => ok(await cashier.order(request.tenant, request.user, BigInt(request.query.orderId))),
  );

  app.post(
    '/wps/relay/MCSFE_updateDepositReference',
    {
      preHandler,
      schema: {
        tags,
        description: 'The transfer reference of a pending manual deposit.',
        body: depositReferenceRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await cashier.setReference(
        request.tenant,
        request.user,
        BigInt(request.body.orderId),
        request.body.referenceNo,
      );
      return ok(null);
    },
  );

  app.post(
    '/wps/relay/MCSFE_cancelDeposit',
    { preHandler, schema: { tags, body: orderIdParam, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await cashier.cancel(request.tenant, request.user, BigInt(request.body.orderId));
      return ok(null);
    },
  );

  // Payment providers call back server to server, without the Merchant header; the signature is over
  // the exact bytes received, so this scope keeps the body as text.
  const callbackScope: FastifyPluginAsyncZod = async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/payment/callback/:channel',
      {
        schema: {
          tags,
          description:
            'A payment provider reports an order: JSON {orderId, status: SUCCESS|FAILED, amount (minor units, text)} signed with `X-Signature: hex(HMAC-SHA256(channel secret, body))`.',
          params: z.object({ channel: z.string().max(32) }),
        },
      },
      async (request) => {
        const signature = request.headers['x-signature'];
        return ok(
          await cashier.callback(
            request.params.channel,
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : '',
          ),
        );
      },
    );
  };
  await app.register(callbackScope);
};
