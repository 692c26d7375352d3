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
  /** The member named is not in the agent's downline (or does not exist): the same answer either way. */
  'agent.downline.not.found': 404,
  /** A downline's rebate may only be raised, never lowered (inventory 2.1.3, decision 0054). */
  'downline.rebate.update.lower.reb': 400,
  /** A rebate value out of its range (above the upline's, below the minimum) or not a known product. */
  'invalid.rebate.value': 400,
  /** The invitation link is not one of the agent's (or was deleted). */
  'agent.link.not.found': 404,
  /** The action is for the agent's direct downline only (status, set as agent, rebates). */
  'customer.action.forbidden': 403,
  /** Agent contracts (decision 0056). */
  'agent.contract.not.found': 404,
  'agent.contract.status.invalid': 400,
  'agent.contract.tier.order': 400,
  'agent.contract.rate.invalid': 400,
  'agent.contract.rate.above.upline': 400,
  'agent.contract.upline.none': 400,
  'agent.contract.not.direct.agent': 400,
  'agent.contract.pending.exists': 400,
  'agent.contract.exists': 400,
  'agent.contract.no.change': 400,
  'agent.contract.not.root.agent': 400,
  'agent.contract.record.not.found': 404,
  'agent.contract.record.not.claimable': 400,
  'agent.contract.record.not.pending': 400,
  'agent.contract.reason.required': 400,
  /** Messages (decision 0060): not one of the member's messages (or deleted); the same either way. */
  'message.not.found': 404,
  /** The send type is not open to this member (not an agent, no upline agent, or a flag is off). */
  'message.send.type.unavailable': 403,
  /** The send type reaches nobody now (no downline of that kind). */
  'message.recipients.empty': 400,
  /** A platform message cannot be answered. */
  'message.reply.unavailable': 400,
  /** Live chat (decision 0066): not a conversation of the merchant (or of the member): the same either way. */
  'chat.not.found': 404,
  'chat.closed': 400,
  /** Another staff member took the conversation first. */
  'chat.taken': 409,
  /** Only the staff member the conversation is assigned to writes in it. */
  'chat.not.assignee': 403,
  /** The staff member to assign is not one of the merchant's who may reply. */
  'chat.staff.invalid': 400,
  /** Invite friends (decision 0063): the program is off (REFERRAL flag) or this account cannot take part (trial). */
  'referral.unavailable': 403,
  /** The achievement tier is unknown, off, or its targets are not reached yet. */
  'referral.achievement.not.reached': 400,
  /** The achievement tier was claimed already. */
  'referral.achievement.claimed': 409,
  /** A promotion domain of the settings is not one of the merchant's domains. */
  'referral.domain.unknown': 400,
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
  /** An uploaded image is not PNG, JPEG or ICO by its bytes, or is over 5 MB. */
  'image.invalid': 400,
  /** Approving a promotion application would spend more than the promotion's budget (decision 0038). */
  'promotion.budget.exceeded': 400,
  /** A promotion category with this code exists already. */
  'promotion.category.exists': 409,
  /** A promotion category still has promotions filed under it (value: how many). */
  'promotion.category.in.use': 409,
  /** The member already applied for this promotion and it allows one (decision 0038). */
  'prom.claim.processed': 400,
  /** A promotion application was already reviewed the other way (decision 0038). */
  'promotion.application.reviewed': 409,
  /** Staff froze the member's betting (back office, decision 0030): no new bet or lottery order. */
  'betting.frozen': 403,
  /** A mission reward's conditions are not all met yet (decision 0040). */
  'mission.condition.unmet': 400,
  /** The member already took this mission reward. */
  'mission.already.claimed': 409,
  'rebate.nothing.to.claim': 400,
  'rebate.date.not.claimable': 400,
  'rebate.amount.changed': 409,
  'rebate.feature.off': 403,
  /** The reward cannot be claimed now: a prize before the mission ends, or after its claim period. */
  'mission.claim.closed': 400,
  /** The member holds no prize rank on the mission's leaderboard. */
  'mission.not.ranked': 400,
  /** Sign-in (decision 0042): the period's deposit is below the day's requirement (value: actual vs required). */
  claim_deposit_required: 400,
  /** Sign-in: the period's valid bet is below the day's requirement (value: actualBet vs requiredValidBet). */
  claim_bet_required: 400,
  /** Sign-in: the member's information the config requires is incomplete (value: requiredInformation). */
  required_member_information_incomplete: 400,
  /** Sign-in: the member already took this period's reward. */
  'signin.already.claimed': 409,
  /** Sign-in: the day's reward is not open yet (a later day, or the config has not started). */
  'signin.not.open': 400,
  /** Sign-in: the day has passed or the config is closed; it can no longer be claimed. */
  'signin.closed': 400,
  /** Rescue fund / manual bonus (decision 0046): the member already took this issued reward. */
  'reward.already.claimed': 409,
  /** An issued reward past its claim expiry. */
  'reward.expired': 400,
  /** A manual bonus over the threshold is approved by another staff member than its creator. */
  'manual.bonus.self.approval': 403,
  /** A manual bonus already approved or rejected. */
  'manual.bonus.decided': 409,
  /** User names that are not members of this merchant (value: usernames). */
  'manual.bonus.unknown.members': 400,
  /** Newbie tasks (decision 0045): the member already took this newbie task's reward. */
  'newbie.already.claimed': 409,
  /** Newbie tasks: the task has not started yet. */
  'newbie.not.open': 400,
  /** Newbie tasks: the task has ended. */
  'newbie.closed': 400,
  /** Newbie tasks: the member registered before the task started (it is for members who join during it). */
  'newbie.not.eligible': 400,
  /** Promo codes (decision 0045): no enabled code of this merchant has this text. */
  'promocode.not.found': 404,
  /** Promo codes: every redemption of the code's budget is taken. */
  'promocode.used.up': 400,
  /** Promo codes: the member already redeemed this code. */
  'promocode.already.claimed': 409,
  /** Promo codes: the code's validity has ended. */
  'promocode.expired': 400,
  /** Promo codes: the code's validity has not started. */
  'promocode.not.open': 400,
  /** Promo codes: the code's deposit condition is unmet (value: accumulatedDepositAmount vs requiredDepositAmount). */
  'promocode.condition.unmet': 400,
  /** Promo codes (back office): another code of the merchant has this text (case-insensitively). */
  'promocode.exists': 409,
  /** Points mall (back office, decision 0049): the merchant has a category with this code already. */
  'pointcategory.exists': 409,
  /** Points mall: items are still filed under the category (value: how many). */
  'pointcategory.inuse': 409,
  /** Points mall: an item's category is not one of the merchant's categories. */
  'pointcategory.unknown': 400,
  /** Tickets (decision 0047): the ticket was already opened or given up. */
  'ticket.used': 409,
  /** Tickets: the ticket's validity has not started yet. */
  'ticket.not.open': 400,
  /** Tickets: the ticket's validity has ended. */
  'ticket.expired': 400,
  /** Tickets: the ticket's conditions are not met (value: conditions with actual vs target). */
  'ticket.conditions.unmet': 400,
  /** Tickets: the gift code pool of the template is empty. */
  'ticket.codes.empty': 409,
  /** Tickets: the template is disabled or has nothing to draw. */
  'ticket.template.closed': 400,
  /** Raffles (back office, decision 0050): a schedule members claimed cannot be moved or removed. */
  'raffle.schedule.claimed': 409,
  /** Binding a mobile number (decision 0051): another member of the merchant has this number. */
  'mobile.exists': 400,
  /** A code to the current number was asked for, but no verified number is on file. */
  'mobile.not.verified': 400,
  /** A balance adjustment is approved by a staff member other than its requester (decision 0030). */
  'adjustment.self.approval': 403,
  /** Staff locked the member's account (back office): no login until it is unlocked. */
  'account.suspended': 403,
  /** Back office games and lottery (decision 0032). */
  'vendor.credential.secret.required': 400,
  'vendor.wallet.mode.unsupported': 400,
  'vendor.wallet.mode.busy': 409,
  'staff.platform.required': 403,
  'house.setting.invalid': 400,
  'lottery.draw.not.voidable': 409,
  'lottery.void.numero.mismatch': 400,
  'lottery.draw.closed': 400,
  /** The house sportsbook's back office (decision 0072). */
  // 400 like vendor.unavailable: the house is a vendor the platform could not reach.
  'sportsbook.unavailable': 400,
  'sportsbook.event.not.found': 404,
  'sportsbook.event.final': 409,
  'sportsbook.settings.invalid': 400,
  /** The house's tables, card rooms and fishing in the back office (decision 0075). */
  'houseTables.unavailable': 400,
  'houseTables.settings.invalid': 400,
  'houseTables.room.not.found': 404,
  'bet.limit': 400,
  /** A content preview link that has expired or is not of this site (decision 0035). */
  'preview.invalid': 403,
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
  /** Staff login (decision 0029): the login challenge is unknown, used, expired or out of attempts; log in again. */
  'staff.challenge.invalid': 400,
  /** Staff login: the authenticator or recovery code is wrong (value {attemptsLeft}). */
  'staff.code.invalid': 400,
  /** The staff account is disabled. */
  'staff.disabled': 403,
  /** The back-office setup link is invalid, used or expired, or an owner exists already. */
  'staff.setup.invalid': 400,
  /** A role some staff member holds cannot be deleted. */
  'staff.role.in.use': 409,
  /** Built-in roles cannot be changed or deleted. */
  'staff.role.builtin': 400,
  /** No such role (or not one for this staff member's merchant). */
  'staff.role.unknown': 400,
  /** A staff member cannot grant a permission or merchant scope it does not hold, nor change an owner unless an owner. */
  'staff.grant.denied': 403,
  /** The last enabled owner of all merchants cannot be disabled or given another role. */
  'staff.last.owner': 400,
  /** Points (decision 0039): the member has fewer points than the redemption or conversion takes. */
  'points.insufficient': 400,
  /** Points mall: fewer items left than asked for. */
  'points.out.of.stock': 400,
  /** Points mall: the item is unknown, disabled, or has no points-plus-cash price. */
  'points.item.unavailable': 400,
  /** Points conversion: below the minimum, or worth less than the smallest unit of cash. */
  'points.convert.too.small': 400,
  /** Points mall: the redemption was already approved or rejected. */
  'points.redemption.decided': 409,
  /** VIP ranks (decision 0062): another level of the merchant already has this rank level. */
  'vip.level.duplicate': 400,
  /** The level has members (or claims): it cannot be deleted. */
  'vip.level.in.use': 400,
  /** The rank reward of this period is not unlocked yet, or the member's level has none. */
  'vip.reward.locked': 400,
  /** The rank reward of this period was already claimed. */
  'vip.reward.claimed': 409,
  /** Feedback (decision 0064): not one of the member's feedback (or none such); closed feedback takes no reply. */
  'feedback.not.found': 404,
  'feedback.closed': 400,
  /** Identity verification (decision 0065): the merchant asks for an approved identity before a deposit or withdrawal. */
  required_id_not_verified: 403,
  /** The identity cannot be sent in its present status (pending review or already approved), or reviewed twice. */
  invalid_id_verification_status: 400,
  /** The merchant asks for an approved identity before a promotion is claimed. */
  id_not_verified: 403,
  /** The birth date makes the member younger than the merchant's minimum age. */
  'kyc.under.age': 403,
  'kyc.not.found': 404,
  'internal.error': 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;
export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];
