import type { Lang } from '@portal/i18n';

/** Whether a call is made with a session: answers that may differ after login are cached apart. */
export type LoginState = 'member' | 'visitor';

/**
 * The one query-key factory. Every key that holds server text starts with the language, so a
 * language switch refetches it (the server answers in the `Language` header's language).
 */
export const queryKeys = {
  /** The member's agent contracts and pending contract requests (inventory 2.2): no server text. */
  consolidated: (token: string) => ['agent', 'consolidated', token] as const,
  /** Agent contracts (decision 0056): my downlines' contracts, my records, my dividend estimates. */
  agentContracts: (token: string, ...rest: (string | number)[]) =>
    ['agent', 'contracts', token, ...rest] as const,
  /** The agent announcements (agent centre), in the member's language. */
  agentAnnouncements: (token: string, lang: Lang, platform: 'W' | 'M') =>
    ['agent', 'announcements', token, lang, platform] as const,
  /** One of the agent centre's reports (decision 0055) with its filters, in the member's language. */
  agentReport: (token: string, lang: Lang, report: string, filters: Record<string, string | number>) =>
    ['agent', 'report', report, token, lang, filters] as const,
  systemStatus: (lang: Lang, host: string) => ['system', 'status', lang, host] as const,
  whitelabel: (lang: Lang) => ['system', 'whitelabel', lang] as const,
  domainRoute: (lang: Lang) => ['system', 'domainRoute', lang] as const,
  helpCenter: (lang: Lang) => ['system', 'helpCenter', lang] as const,
  footerPreview: () => ['system', 'footer', 'preview'] as const,
  /** `execution` picks the popups (B, A or F), so before- and after-login lists never mix. */
  announcements: (lang: Lang, groupName: string | undefined, execution: string, loginState: LoginState) =>
    ['announcements', lang, groupName ?? '', execution, loginState] as const,
  vendors: (lang: Lang) => ['games', 'vendors', lang] as const,
  gameList: (lang: Lang, filters: Record<string, string | number>) =>
    ['games', 'list', lang, filters] as const,
  vassGameType: (token: string, lang: Lang, vassalage: string) =>
    ['games', 'vassGameType', token, lang, vassalage] as const,
  hotGames: (lang: Lang) => ['games', 'hot', lang] as const,
  rankList: (lang: Lang, gameCategory: string, limitNum: number) =>
    ['games', 'rankList', lang, gameCategory, limitNum] as const,
  /** Lottery lobby reads (decision 0011): public, so shared by visitors and members. */
  lotteryMenus: (lang: Lang, lane: 'LOTT' | 'ELOTT' | 'VN') => ['lottery', 'menus', lang, lane] as const,
  lotteryPopular: (lang: Lang, count: number) => ['lottery', 'popular', lang, count] as const,
  lotteryNear: (gameCode: string) => ['lottery', 'near', gameCode] as const,
  /** The latest draw of every game and each game's history: one prefix, refreshed on every draw. */
  lotteryDraws: (lang: Lang) => ['lottery', 'draws', lang] as const,
  lotteryDrawHistory: (lang: Lang, gameCode: string, limit: number) =>
    ['lottery', 'draws', lang, gameCode, limit] as const,
  /** The member's own lottery series cap (agent tree): per session, no server text. */
  lotteryMemberSeries: (token: string) => ['lottery', 'memberSeries', token] as const,
  lotteryGame: (lang: Lang, gameCode: string, prizeMode: 'LOTT' | 'ELOTT') =>
    ['lottery', 'game', lang, gameCode, prizeMode] as const,
  lotteryVerify: (gameCode: string, numero: string) => ['lottery', 'verify', gameCode, numero] as const,
  lotteryLongDragon: (lang: Lang) => ['lottery', 'longDragon', lang] as const,
  lotteryVnOpened: (lang: Lang) => ['lottery', 'vnOpened', lang] as const,
  /** The house vendor's jackpot pool: a figure, no server text. */
  jackpot: () => ['games', 'jackpot'] as const,
  /** Member data is keyed by the session token, so another login never sees the last one's. */
  member: () => ['member'] as const,
  memberInfo: (token: string) => ['member', 'info', token] as const,
  memberProfile: (token: string) => ['member', 'profile', token] as const,
  /** The balances of every language (for invalidation after money moves). */
  balance: (token: string) => ['member', 'balance', token] as const,
  /** The manual rebate of a business day (decision 0043); without the day: every day's. */
  rebate: (token: string, day?: string) =>
    (day ? ['member', 'rebate', token, day] : ['member', 'rebate', token]) as readonly string[],
  /** The balance call names the wallets (main, bonus, each vendor's) in the page's language. */
  balanceIn: (token: string, lang: Lang) => ['member', 'balance', token, lang] as const,
  memberIcon: (token: string) => ['member', 'icon', token] as const,
  /** The cashier (member centre): channel names and descriptions are server text, so by language. */
  depositChannels: (token: string, lang: Lang) => ['member', 'deposit', 'channels', token, lang] as const,
  depositOrder: (token: string, orderId: string) => ['member', 'deposit', 'order', token, orderId] as const,
  /** Every account-record page of the session, for invalidation after money moves. */
  transactions: (token: string) => ['member', 'transactions', token] as const,
  transactionPage: (token: string, lang: Lang, filters: Record<string, string | number>) =>
    ['member', 'transactions', token, lang, filters] as const,
  depositPromotions: (token: string, lang: Lang) => ['member', 'deposit', 'promotions', token, lang] as const,
  /** Withdrawal settings, bank cards and recent withdrawals: one prefix, refreshed together after money moves. */
  withdrawals: (token: string) => ['member', 'withdraw', token] as const,
  withdrawSettings: (token: string) => ['member', 'withdraw', token, 'settings'] as const,
  recentWithdrawals: (token: string) => ['member', 'withdraw', token, 'recent'] as const,
  bankCards: (token: string) => ['member', 'withdraw', token, 'cards'] as const,
  bankList: (token: string, lang: Lang) => ['member', 'withdraw', token, 'banks', lang] as const,
  uplineTransfers: (token: string) => ['member', 'upline', token] as const,
  /** The agent centre's team part (decision 0054): one prefix, refreshed together after a change. */
  agentTeam: (token: string, ...parts: readonly unknown[]) =>
    ['member', 'agentTeam', token, ...parts] as const,
  bonusDetails: (token: string, lang: Lang) => ['member', 'bonusDetails', token, lang] as const,
  lotteryBonus: (token: string, lang: Lang, tab: string, series: number) =>
    ['member', 'lotteryBonus', token, lang, tab, series] as const,
  profitLoss: (token: string, filters: Record<string, string | number>) =>
    ['member', 'profitLoss', token, filters] as const,
  /** Favourite node ids and the favourite games: one prefix, refreshed together after a toggle. */
  favorites: (token: string) => ['member', 'favorites', token] as const,
  favoriteIds: (token: string) => ['member', 'favorites', token, 'ids'] as const,
  favoriteGames: (token: string, lang: Lang, gameType: string) =>
    ['member', 'favorites', token, 'list', lang, gameType] as const,
  recentGames: (token: string, lang: Lang, gameType: string) =>
    ['member', 'recentGames', token, lang, gameType] as const,
  roomList: (token: string, lang: Lang) => ['member', 'rooms', token, lang] as const,
  betHistory: (token: string, lang: Lang, filters: Record<string, string | number>) =>
    ['member', 'betHistory', token, lang, filters] as const,
  merchantWallet: (token: string) => ['member', 'merchantWallet', token] as const,
  /** Numeros on sale with countdowns (a member's call). */
  lotteryOpened: (token: string, lang: Lang) => ['member', 'lotteryOpened', token, lang] as const,
  /** Every lottery order list of the session (records, the bet page's own), refreshed together. */
  lotteryOrders: (token: string) => ['member', 'lotteryOrders', token] as const,
  lotteryOrderPage: (token: string, lang: Lang, filters: Record<string, string | number | boolean>) =>
    ['member', 'lotteryOrders', token, lang, filters] as const,
};
