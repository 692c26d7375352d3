/**
 * Stable error codes of API.md with their HTTP status. A code is never reused for another meaning;
 * its text lives in packages/i18n under `errors.<code>`.
 */
export const errorCodes = {
  'login.not.session': 401,
  'function.not.available': 400,
  request_param_err: 400,
  'account.password.incorrect': 400,
  'captcha.invalid': 400,
  'too.many.requests': 429,
  'account.locked': 403,
  error_not_agent: 403,
  error_not_member: 403,
  'trial.account.forbidden': 403,
  'insufficient.balance': 400,
  vendor_under_maintenance: 400,
  'region.restricted': 403,
  'system.maintenance': 503,
  'affiliate.code.invalid': 400,
  'sms.code.invalid': 400,
  'not.found': 404,
  'account.exists': 400,
  'reset.link.invalid': 400,
  'permission.denied': 403,
  'oauth.ticket.invalid': 400,
  'idempotency.key.conflict': 409,
  'transfer.already.resolved': 409,
  'deposit.channel.unavailable': 400,
  'deposit.amount.out.of.range': 400,
  'deposit.pending.exists': 400,
  'signature.invalid': 401,
  'promotion.not.available': 400,
  withdraw_turnover_not_enough: 400,
  'invalid.payment.pw': 400,
  'not.exists.payment.password': 400,
  'payment.password.exists': 400,
  'member.info.incomplete': 400,
  'withdraw.outside.window': 400,
  'withdraw.amount.out.of.range': 400,
  'withdraw.daily.limit': 400,
  'bank.card.limit': 400,
  'bank.card.invalid': 400,
  'bank.card.exists': 400,
  'internal.error': 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;
export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];
