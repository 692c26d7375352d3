export { MemberCentreHost } from './components/member-centre-host';
export { LiveNotices } from './components/live-notices';
export { RaffleTip } from './components/raffle-tip';
// The outgoing amount field and its check, shared with the agent centre's transfer to a downline.
export { OutgoingAmountField } from './components/amount-field';
export { checkOutgoingAmount } from './lib/money-forms';
// The VIP level-up modal (decision 0062), loaded for logged-in members only.
export { VipLevelUpHost } from './components/vip-level-up-host';
// Invite friends of the menus: the member centre's page, or the program's overview for a visitor.
export { ReferralProgramHost, useInviteFriends } from './components/referral-program-host';
// Feedback of the left menu: the member centre's page, or the visitor's form (decision 0064).
export { FeedbackHost, useOpenFeedback } from './components/feedback-host';
