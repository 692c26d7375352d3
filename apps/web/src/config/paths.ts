import { gameTypeRoutes, type BannerGroup, type GameType } from '@portal/contract/constants';

/**
 * Every route of the player portal (spec section 2). Paths match case-insensitively, so
 * `/pointMall` also answers `/pointmall`. `aliases` are extra paths that show the same page.
 */
export const paths = {
  home: { path: '/', aliases: ['/index', '/index.html', '/home'] },
  register: { path: '/register', aliases: ['/register.html'] },
  lottery: { path: '/lottery' },
  vnlottery: { path: '/vnlottery' },
  lotteryVerify: { path: '/lottery/verify' },
  pointMall: { path: '/pointMall' },
  promotions: { path: '/promotions' },
  promoDetail: { path: '/promoDetail' },
  seamless: { path: '/seamless' },
  helpmc: { path: '/helpmc' },
  help: { path: '/help' },
  down: { path: '/down' },
  game: { path: '/game' },
  login: { path: '/login' },
  /** The stand-alone agent site (inventory 2.0). */
  agent: { path: '/agent', aliases: ['/agentHome'] },
} as const;

/** Category route of each game type (the contract's table, one source for server and web). */
export const categoryPaths: Record<GameType, string> = gameTypeRoutes;

/** Banner group of each route family (spec section 2). `/cockfight` shows none (DECISIONS 15). */
export const bannerGroupOf = {
  home: 'w_home',
  register: 'w_reg',
  category: 'w_hot',
  pointMall: 'w_shop',
  promotions: 'w_promotion',
  help: 'w_help',
  down: 'w_down',
} as const satisfies Record<string, BannerGroup>;

/** Link helpers, so components never spell a path by hand. */
export const links = {
  home: () => paths.home.path,
  category: (type: GameType, vassalage?: string) =>
    vassalage ? `${categoryPaths[type]}?vassalage=${encodeURIComponent(vassalage)}` : categoryPaths[type],
  promotions: (id?: string | number) =>
    id === undefined
      ? paths.promotions.path
      : `${paths.promotions.path}?id=${encodeURIComponent(String(id))}`,
  help: (articleId?: number) =>
    articleId === undefined ? paths.help.path : `${paths.help.path}?id=${articleId}`,
  down: () => paths.down.path,
  game: () => paths.game.path,
  seamless: () => paths.seamless.path,
  /**
   * The lottery page (spec section 2): `playType` 1 traditional, 2 entertainment; `bet_param` the quick
   * bet's numbers; `play` and `content` pre-fill a play (long dragon); `panel` opens results, trend or orders.
   */
  lottery: (
    gameCode?: string,
    opts: {
      playType?: number;
      betParam?: readonly string[];
      play?: string;
      content?: string;
      panel?: 'results' | 'trend' | 'orders';
    } = {},
  ) => {
    const query = new URLSearchParams();
    if (gameCode) query.set('gameCode', gameCode);
    if (opts.playType) query.set('playType', String(opts.playType));
    if (opts.betParam?.length) query.set('bet_param', opts.betParam.join(','));
    if (opts.play) query.set('play', opts.play);
    if (opts.content !== undefined) query.set('content', opts.content);
    if (opts.panel) query.set('panel', opts.panel);
    const text = query.toString().replace(/%2C/g, ',').replace(/%7C/g, '|');
    return text ? `${paths.lottery.path}?${text}` : paths.lottery.path;
  },
  lotteryVerify: (gameCode: string, numero: string) =>
    `${paths.lotteryVerify.path}?gameCode=${encodeURIComponent(gameCode)}&numero=${encodeURIComponent(numero)}`,
  vnlottery: (gameCode?: string) =>
    gameCode ? `${paths.vnlottery.path}?gameCode=${encodeURIComponent(gameCode)}` : paths.vnlottery.path,
};
