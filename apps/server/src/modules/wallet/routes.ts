import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankCardsValue,
  bankListValue,
  bindCardRequest,
  changePaymentPasswordRequest,
  deleteCardRequest,
  consolidatedValue,
  merchantWalletValue,
  depositChannelsValue,
  depositPromotionsValue,
  setPaymentPasswordRequest,
  withdrawal,
  withdrawRequest,
  withdrawSettingsValue,
  withdrawalsValue,
  depositOrder,
  depositReferenceRequest,
  depositRequest,
  successEnvelope,
  transactionHistoryQuery,
  transactionHistoryValue,
  profitLossQuery,
  profitLossValue,
  uplineTransferRequest,
  uplineTransferValue,
  uplineTransfersValue,
  walletBalanceValue,
  bonusDetailsValue,
  walletReturnValue,
  walletTransferRequest,
  walletTransferValue,
} from '@portal/contract';
import multipart from '@fastify/multipart';
import { AppError, ok } from '../../lib/app-error.ts';
import { imageUploadLimits, readImageUpload } from '../../lib/image-upload.ts';
import type { Cashier } from './cashier.ts';
import type { WalletService } from './service.ts';
import type { ProfitLossReport } from './profit-loss.ts';
import type { UplineTransfers } from './upline.ts';
import type { Withdrawals } from './withdrawals.ts';
import type { VendorTransfers } from './vendor-transfers.ts';
import type { Bonuses } from './bonuses.ts';

const orderIdParam = z.object({ orderId: z.string().regex(/^\d{1,18}$/) });

/** The member's wallet calls: balance, account record, deposits. */
export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  cashier: Cashier;
  withdrawals: Withdrawals;
  upline: UplineTransfers;
  profitLoss: ProfitLossReport;
  vendorTransfers: VendorTransfers;
  bonuses: Bonuses;
}> = async (app, { wallet, cashier, withdrawals, upline, profitLoss, vendorTransfers, bonuses }) => {
  const tags = ['wallet'];
  const preHandler = app.requireUser;

  app.get(
    '/wps/v2/wallets/balance',
    { preHandler, schema: { tags, response: { 200: successEnvelope(walletBalanceValue) } } },
    async (request) => ok(await wallet.balance(request.tenant, request.user, request.lang)),
  );

  app.get(
    '/wps/relay/MCSFE_getBonusDetails',
    {
      preHandler,
      schema: {
        tags,
        description:
          'Promotion bonuses with their turnover progress; bonuses whose turnover is met move to the main wallet first.',
        response: { 200: successEnvelope(bonusDetailsValue) },
      },
    },
    async (request) => ok(await bonuses.details(request.tenant, request.user, request.lang)),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      preHandler,
      schema: {
        tags,
        description:
          "Moves money between the main wallet (accountTypeId 0) and a transfer-mode vendor's wallet, once per requestId. PENDING: the vendor's answer was lost; the reconcile job finishes it either way.",
        body: walletTransferRequest,
        response: { 200: successEnvelope(walletTransferValue) },
      },
    },
    async (request) => ok(await vendorTransfers.transfer(request.tenant, request.user, request.body)),
  );
  app.post(
    '/wps/relay/GCS_walletReturn',
    {
      preHandler,
      schema: {
        tags,
        description: "Every transfer-mode vendor's balance back into the main wallet.",
        response: { 200: successEnvelope(walletReturnValue) },
      },
    },
    async (request) => ok(await vendorTransfers.recallAll(request.tenant, request.user)),
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    { preHandler, schema: { tags, response: { 200: successEnvelope(merchantWalletValue) } } },
    async (request) => ok(await wallet.merchantWallet(request.tenant)),
  );
  app.get(
    '/wps/member/info/funds/consolidated',
    {
      preHandler,
      schema: {
        tags,
        description:
          "The member's agent contracts and pending contract requests (empty until contracts exist).",
        response: { 200: successEnvelope(consolidatedValue) },
      },
    },
    async (request) => ok(wallet.consolidated(request.tenant)),
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

  app.get(
    '/wps/relay/MCSFE_getDepositPromotionsV3',
    {
      preHandler,
      schema: {
        tags,
        description:
          'Deposit promotions to choose in the deposit form (fixed tiers or a clamped percentage).',
        response: { 200: successEnvelope(depositPromotionsValue) },
      },
    },
    async (request) => ok(await cashier.promotions(request.tenant, request.user, request.lang)),
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

  const done = successEnvelope(z.null());
  app.post(
    '/wps/relay/MCSFE_setPaymentPassword',
    { preHandler, schema: { tags, body: setPaymentPasswordRequest, response: { 200: done } } },
    async (request) => {
      await withdrawals.setPaymentPassword(request.user, request.body);
      return ok(null);
    },
  );
  app.post(
    '/wps/relay/MCSFE_changePaymentPassword',
    { preHandler, schema: { tags, body: changePaymentPasswordRequest, response: { 200: done } } },
    async (request) => {
      await withdrawals.changePaymentPassword(request.user, request.body);
      return ok(null);
    },
  );
  app.get(
    '/wps/relay/MCSFE_getBankList',
    { preHandler, schema: { tags, response: { 200: successEnvelope(bankListValue) } } },
    async () => ok(withdrawals.banks()),
  );
  app.get(
    '/wps/relay/MCSFE_getBankCards',
    { preHandler, schema: { tags, response: { 200: successEnvelope(bankCardsValue) } } },
    async (request) => ok(await withdrawals.cards(request.user)),
  );
  app.post(
    '/wps/relay/MCSFE_bindCard',
    {
      preHandler,
      schema: {
        tags,
        description: 'Binds a bank card (10 to 19 digits) or e-wallet, with the payment password.',
        body: bindCardRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await withdrawals.bindCard(request.tenant, request.user, request.body);
      return ok(null);
    },
  );
  app.post(
    '/wps/relay/MCSFE_deleteCard',
    { preHandler, schema: { tags, body: deleteCardRequest, response: { 200: done } } },
    async (request) => {
      await withdrawals.deleteCard(request.user, request.body);
      return ok(null);
    },
  );
  app.get(
    '/wps/relay/MCSFE_getWithdrawSettings',
    {
      preHandler,
      schema: {
        tags,
        description: 'Time window, limits, remaining count and amount today, fee, and the turnover panel.',
        response: { 200: successEnvelope(withdrawSettingsValue) },
      },
    },
    async (request) => ok(await withdrawals.settings(request.tenant, request.user)),
  );
  app.post(
    '/wps/relay/MCSFE_withdraw',
    {
      preHandler,
      schema: {
        tags,
        description:
          'A withdrawal request: the money is reserved until the operator pays it out or returns it.',
        body: withdrawRequest,
        response: { 200: successEnvelope(withdrawal) },
      },
    },
    async (request) => ok(await withdrawals.request(request.tenant, request.user, request.body)),
  );
  app.get(
    '/wps/relay/MCSFE_getRecentWithdrawals',
    { preHandler, schema: { tags, response: { 200: successEnvelope(withdrawalsValue) } } },
    async (request) => ok(await withdrawals.recent(request.tenant, request.user)),
  );

  app.post(
    '/wps/relay/MCSFE_transferUpline',
    {
      preHandler,
      schema: {
        tags,
        description:
          "From the member's main wallet to its upline's, with the payment password; once per requestId.",
        body: uplineTransferRequest,
        response: { 200: successEnvelope(uplineTransferValue) },
      },
    },
    async (request) => ok(await upline.transfer(request.tenant, request.user, request.body)),
  );
  app.get(
    '/wps/relay/MCSFE_getUplineTransfers',
    { preHandler, schema: { tags, response: { 200: successEnvelope(uplineTransfersValue) } } },
    async (request) => ok(await upline.recent(request.tenant, request.user)),
  );

  app.get(
    '/wps/relay/ODSFE2_MemPNLDet',
    {
      preHandler,
      schema: {
        tags,
        description: 'Personal profit and loss per day (merchant time zone); gameCategory CONS for all.',
        querystring: profitLossQuery,
        response: { 200: successEnvelope(profitLossValue) },
      },
    },
    async (request) => ok(await profitLoss.report(request.tenant, request.user, request.query)),
  );

  // The receipt of a manual deposit: one JPG or PNG picture of at most 5 MB (decision 0014), in its own scope.
  const uploadScope: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, { limits: imageUploadLimits(1) });
    scope.post(
      '/wps/relay/MCSFE_depositUploadImage',
      {
        preHandler,
        schema: {
          tags,
          description:
            'multipart/form-data: `depositId` (the order id) and one `image` (JPG or PNG, at most 5 MB).',
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(z.null()) },
        },
      },
      async (request) => {
        const { fields, images } = await readImageUpload(request, {
          fileField: 'image',
          fields: ['depositId'],
          maxFiles: 1,
          invalid: 'receipt.invalid',
        });
        const orderId = fields.depositId;
        if (!orderId || !/^[1-9]\d{0,17}$/.test(orderId))
          throw new AppError('request_param_err', { depositId: 'required' });
        await cashier.uploadReceipt(request.tenant, request.user, BigInt(orderId), images[0]!.bytes);
        return ok(null);
      },
    );
  };
  await app.register(uploadScope);

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
