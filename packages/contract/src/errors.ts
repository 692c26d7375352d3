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
  'login.verification.required': 403,
  'login.verification.invalid': 400,
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
  'receipt.invalid': 400,
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
  'vendor.unavailable': 400,
  'wallet.transfer.failed': 400,
  'lottery.content.invalid': 400,
  'lottery.content.duplicate': 400,
  'lottery.content.range': 400,
  'lottery.content.count': 400,
  'lottery.game.unknown': 400,
  'lottery.play.unknown': 400,
  'lottery.play.not.offered': 400,
  'lottery.unit.invalid': 400,
  'lottery.multiple.invalid': 400,
  'lottery.series.invalid': 400,
  'lottery.prize.mode.unavailable': 400,
  'lottery.stake.below.min': 400,
  'lottery.stake.above.max': 400,
  'lottery.numero.invalid': 400,
  'lottery.numero.closed': 400,
  'lottery.chase.invalid': 400,
  CANCEL_CHASE_ORDER_IS_NOT_LAST_START: 400,
  LGS_CANCEL_ORDER_NOT_AVAILABLE: 400,
  ORDER_NOT_DRAWABLE: 400,
  /** An SMS code cannot be sent yet: value {retryAfter: seconds}, also the Retry-After header. */
  'sms.send.wait': 429,
  /** Change password: the current password typed is not the account's. */
  'password.old.incorrect': 400,
  /** Registration is switched off (DIRECTREG3 or the way's own flag): the reason, not an invalid URL. */
  'registration.closed': 400,
  /** The free demo (FREEPLAY3) is switched off. */
  'free.play.unavailable': 400,
  /**
   * The session was opened with the merchant's default password or an expired one (spec section 4): only
   * the password change, logout and member info answer until the password changes (decision 0026).
   */
  'password.change.required': 403,
  'internal.error': 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;
export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];
