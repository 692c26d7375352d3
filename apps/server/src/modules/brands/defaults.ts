import { modIds, type PatternId } from '@portal/contract';

/** Feature flags of spec section 9 and the modules they gate; a child only counts while its parent is on. */
export const defaultModuleTree: {
  modId: string;
  enabled: boolean;
  children?: { modId: string; enabled: boolean }[];
}[] = [
  {
    modId: modIds.directRegistration,
    enabled: true,
    children: [
      { modId: modIds.usernameRegistration, enabled: true },
      { modId: modIds.mobileRegistration, enabled: false },
      { modId: modIds.smsVerification, enabled: false },
      { modId: modIds.mobilePasswordRegistration, enabled: false },
    ],
  },
  { modId: modIds.freePlay, enabled: true },
  { modId: modIds.forcedPasswordExpiryChange, enabled: false },
  { modId: modIds.mobileCodeLogin, enabled: false },
  { modId: modIds.forgotPasswordByPhone, enabled: false },
  { modId: modIds.loginIpVerification, enabled: false },
  { modId: modIds.goHomeAfterLogin, enabled: false },
  {
    modId: modIds.agentCentre,
    enabled: true,
    children: [
      { modId: modIds.registerCentre, enabled: true },
      { modId: modIds.teamManagement, enabled: true },
      { modId: modIds.teamBetting, enabled: true },
      { modId: modIds.teamProfitLoss, enabled: true },
      { modId: modIds.agentIncome, enabled: true },
      { modId: modIds.luckyBags, enabled: true },
      { modId: modIds.manualDailySalary, enabled: true },
      { modId: modIds.contracts, enabled: true },
      { modId: modIds.dailySalary, enabled: true },
      { modId: modIds.hourlySalary, enabled: false },
      { modId: modIds.realTimeSalary, enabled: false },
    ],
  },
  { modId: modIds.referral, enabled: true },
  { modId: modIds.deposit, enabled: true },
  { modId: modIds.withdraw, enabled: true },
  { modId: modIds.points, enabled: true },
  { modId: modIds.manualRebate, enabled: true },
  { modId: modIds.totalPromoEarnings, enabled: true },
  {
    modId: modIds.mailCentre,
    enabled: true,
    children: [
      { modId: modIds.inbox, enabled: true },
      { modId: modIds.outbox, enabled: true },
      { modId: modIds.sendMail, enabled: true },
    ],
  },
  { modId: modIds.feedback, enabled: true },
  { modId: modIds.googleLogin, enabled: false },
  { modId: modIds.facebookLogin, enabled: false },
];

/**
 * Registration by username without captcha or SMS; the optional fields off (API.md). The accepted pattern
 * of each field is the shared module's one for its pattern id, so server and web cannot drift.
 */
export const defaultFieldRules: [
  name: string,
  enabled: boolean,
  required: boolean,
  patternId: PatternId,
  min: number,
  max: number,
  type: string,
][] = [
  ['username', true, true, 'LETTER_FIRST_ALNUM', 6, 16, 'text'],
  // Decision 0013: 8 to 128 characters (SECURITY.md item 2 wants at least 64 accepted).
  ['password', true, true, 'NO_SPACES', 8, 128, 'password'],
  ['confirmPassword', true, true, 'ANY', 8, 128, 'password'],
  ['payeeName', false, false, 'LETTERS_CHINESE', 2, 30, 'text'],
  ['email', false, false, 'EMAIL', 5, 60, 'email'],
  ['qqNum', false, false, 'DIGITS', 5, 12, 'text'],
  ['mobileNum', false, false, 'DIGITS', 6, 15, 'tel'],
  ['paymentPassword', false, false, 'DIGITS', 6, 6, 'password'],
  ['line', false, false, 'NO_SPACES', 1, 30, 'text'],
  ['whatsapp', false, false, 'DIGITS', 6, 15, 'text'],
  ['zalo', false, false, 'DIGITS', 6, 15, 'text'],
  ['facebook', false, false, 'NO_SPACES', 1, 50, 'text'],
  ['wechat', false, false, 'NO_SPACES', 1, 30, 'text'],
  ['idNumber', false, false, 'ALNUM_NO_CHINESE', 5, 20, 'text'],
  ['affiliateCode', false, false, 'ALNUM_NO_CHINESE', 1, 20, 'text'],
  ['captcha', false, false, 'ALNUM_NO_CHINESE', 4, 4, 'text'],
  ['verificationCode', false, false, 'DIGITS', 6, 6, 'text'],
];
