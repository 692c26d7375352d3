import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankCardsValue,
  bankListValue,
  bindCardRequest,
  changePaymentPasswordRequest,
  deleteCardRequest,
  merchantWalletValue,
  depositChannelsValue,
  depositPromotionsValue,
  depositPreviewRequest,
  depositPreviewValue,
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
import { memberCalls } from '../../lib/member-calls.ts';
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
  const call = memberCalls(app, { tags, preHandler });

  call.get('/wps/v2/wallets/balance', { value: walletBalanceValue }, (r) =>
    wallet.balance(r.tenant, r.user, r.lang),
  );
  call.get(
    '/wps/relay/MCSFE_getBonusDetails',
    {
      description:
        'Promotion bonuses with their turnover progress; bonuses whose turnover is met move to the main wallet first.',
      value: bonusDetailsValue,
    },
    (r) => bonuses.details(r.tenant, r.user, r.lang),
  );

  call.post(
    '/wps/relay/GCS_walletTransfer',
    {
      description:
        "Moves money between the main wallet (accountTypeId 0) and a transfer-mode vendor's wallet, once per requestId. PENDING: the vendor's answer was lost; the reconcile job finishes it either way.",
      body: walletTransferRequest,
      value: walletTransferValue,
    },
    (r) => vendorTransfers.transfer(r.tenant, r.user, r.body),
  );
  call.post(
    '/wps/relay/GCS_walletReturn',
    {
      description: "Every transfer-mode vendor's balance back into the main wallet.",
      value: walletReturnValue,
    },
    (r) => vendorTransfers.recallAll(r.tenant, r.user, r.lang),
  );

  call.get('/wps/relay/GCS_merchantWallet', { value: merchantWalletValue }, (r) =>
    wallet.merchantWallet(r.tenant),
  );
  call.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      description: 'Account record: ledger entries of the wallets, newest first, by date range and type.',
      querystring: transactionHistoryQuery,
      value: transactionHistoryValue,
    },
    (r) => wallet.history(r.tenant, r.user, r.query, r.lang),
  );

  call.get(
    '/wps/relay/MCSFE_getDepositChannels',
    {
      description: 'The deposit gate and the channels with limits, fees, rebates and fixed amounts.',
      value: depositChannelsValue,
    },
    (r) => cashier.channels(r.tenant, r.user, r.lang),
  );
  call.get(
    '/wps/relay/MCSFE_getDepositPromotionsV3',
    {
      description: 'Deposit promotions to choose in the deposit form (fixed tiers or a clamped percentage).',
      value: depositPromotionsValue,
    },
    (r) => cashier.promotions(r.tenant, r.user, r.lang),
  );
  call.post(
    '/wps/relay/MCSFE_depositPreview',
    {
      description:
        'What a deposit would be before the member confirms it: fee, rebate, amount credited, the promotion bonus and its turnover, computed as the order will be.',
      body: depositPreviewRequest,
      value: depositPreviewValue,
    },
    (r) => cashier.preview(r.tenant, r.user, r.body),
  );
  call.post(
    '/wps/relay/MCSFE_deposit',
    {
      description:
        'Creates a deposit order (once per requestId). Gateway channels answer a payUrl to open; manual channels the receiving account.',
      body: depositRequest,
      value: depositOrder,
    },
    (r) => cashier.deposit(r.tenant, r.user, r.body),
  );
  call.get('/wps/relay/MCSFE_getDepositOrder', { querystring: orderIdParam, value: depositOrder }, (r) =>
    cashier.order(r.tenant, r.user, BigInt(r.query.orderId)),
  );
  call.post(
    '/wps/relay/MCSFE_updateDepositReference',
    { description: 'The transfer reference of a pending manual deposit.', body: depositReferenceRequest },
    (r) => cashier.setReference(r.tenant, r.user, BigInt(r.body.orderId), r.body.referenceNo),
  );
  call.post('/wps/relay/MCSFE_cancelDeposit', { body: orderIdParam }, (r) =>
    cashier.cancel(r.tenant, r.user, BigInt(r.body.orderId)),
  );

  call.post('/wps/relay/MCSFE_setPaymentPassword', { body: setPaymentPasswordRequest }, (r) =>
    withdrawals.setPaymentPassword(r.user, r.body),
  );
  call.post('/wps/relay/MCSFE_changePaymentPassword', { body: changePaymentPasswordRequest }, (r) =>
    withdrawals.changePaymentPassword(r.user, r.body),
  );
  call.get('/wps/relay/MCSFE_getBankList', { value: bankListValue }, () => withdrawals.banks());
  call.get('/wps/relay/MCSFE_getBankCards', { value: bankCardsValue }, (r) => withdrawals.cards(r.user));
  call.post(
    '/wps/relay/MCSFE_bindCard',
    {
      description: 'Binds a bank card (10 to 19 digits) or e-wallet, with the payment password.',
      body: bindCardRequest,
    },
    (r) => withdrawals.bindCard(r.tenant, r.user, r.body),
  );
  call.post('/wps/relay/MCSFE_deleteCard', { body: deleteCardRequest }, (r) =>
    withdrawals.deleteCard(r.user, r.body),
  );
  call.get(
    '/wps/relay/MCSFE_getWithdrawSettings',
    {
      description: 'Time window, limits, remaining count and amount today, fee, and the turnover panel.',
      value: withdrawSettingsValue,
    },
    (r) => withdrawals.settings(r.tenant, r.user),
  );
  call.post(
    '/wps/relay/MCSFE_withdraw',
    {
      description:
        'A withdrawal request: the money is reserved until the operator pays it out or returns it.',
      body: withdrawRequest,
      value: withdrawal,
    },
    (r) => withdrawals.request(r.tenant, r.user, r.body),
  );
  call.get('/wps/relay/MCSFE_getRecentWithdrawals', { value: withdrawalsValue }, (r) =>
    withdrawals.recent(r.tenant, r.user),
  );

  call.post(
    '/wps/relay/MCSFE_transferUpline',
    {
      description:
        "From the member's main wallet to its upline's, with the payment password; once per requestId.",
      body: uplineTransferRequest,
      value: uplineTransferValue,
    },
    (r) => upline.transfer(r.tenant, r.user, r.body),
  );
  call.get('/wps/relay/MCSFE_getUplineTransfers', { value: uplineTransfersValue }, (r) =>
    upline.recent(r.tenant, r.user),
  );

  call.get(
    '/wps/relay/ODSFE2_MemPNLDet',
    {
      description: 'Personal profit and loss per day (merchant time zone); gameCategory CONS for all.',
      querystring: profitLossQuery,
      value: profitLossValue,
    },
    (r) => profitLoss.report(r.tenant, r.user, r.query),
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
            request.ip,
          ),
        );
      },
    );
  };
  await app.register(callbackScope);
};
