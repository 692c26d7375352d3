/**
 * The house vendor's game names in every language, by game code: the one source the platform's
 * catalog (its tiles) and the house game pages (their title bar, paytable, verify page) both read
 * (issue 14 item 21: a slot was 龍之財富 on its tile and 龍騰財富 inside the game).
 */
export const houseGameNames = {
  HOUSE_DRAGON_FORTUNE: { TW: '龍之財富', EN: 'Dragon Fortune', VI: 'Rồng Tài Lộc' },
  HOUSE_NEON_FRUITS: { TW: '霓虹水果', EN: 'Neon Fruits', VI: 'Trái Cây Neon' },
  HOUSE_DICE: { TW: '骰子', EN: 'Dice', VI: 'Xúc Xắc' },
  HOUSE_CRASH: { TW: '飛升爆點', EN: 'Crash', VI: 'Tên Lửa' },
  HOUSE_PLINKO: { TW: '彈珠台', EN: 'Plinko', VI: 'Plinko' },
  HOUSEX_DICE: { TW: '骰子（街機館）', EN: 'Dice (Arcade)', VI: 'Xúc Xắc (Arcade)' },
  HOUSEX_PLINKO: { TW: '彈珠台（街機館）', EN: 'Plinko (Arcade)', VI: 'Plinko (Arcade)' },
  // The virtual sportsbook (issue 19): one lobby per category, each its own platform vendor (HOUSESB, HOUSEES, HOUSECF).
  HOUSESB_VIRTUAL: { TW: '虛擬體育', EN: 'Virtual Sports', VI: 'Thể thao ảo' },
  HOUSEES_VIRTUAL: { TW: '虛擬電競', EN: 'Virtual Esports', VI: 'Thể thao điện tử ảo' },
  HOUSECF_VIRTUAL: { TW: '虛擬鬥雞', EN: 'Virtual Cockfight', VI: 'Đá gà ảo' },
  // Shared-round casino tables (issue 20, /live): vendor HOUSELC.
  HOUSELC_BACCARAT: { TW: '百家樂', EN: 'Baccarat', VI: 'Baccarat' },
  HOUSELC_BACCARAT_NC: { TW: '免佣百家樂', EN: 'No Commission Baccarat', VI: 'Baccarat không hoa hồng' },
  HOUSELC_DRAGON_TIGER: { TW: '龍虎', EN: 'Dragon Tiger', VI: 'Rồng Hổ' },
  HOUSELC_ROULETTE: { TW: '歐式輪盤', EN: 'European Roulette', VI: 'Roulette châu Âu' },
  HOUSELC_SICBO: { TW: '骰寶', EN: 'Sic Bo', VI: 'Tài Xỉu' },
  // Card rooms, players against each other (issue 20, /pvp): vendor HOUSEPK.
  HOUSEPK_HOLDEM: { TW: '德州撲克', EN: "Texas Hold'em", VI: "Poker Texas Hold'em" },
  HOUSEPK_BULLBULL: { TW: '搶莊牛牛', EN: 'Bull Bull', VI: 'Ngưu Ngưu' },
  // Fishing (issue 20, /fish): vendor HOUSEFH.
  HOUSEFH_OCEAN: { TW: '海洋捕魚', EN: 'Ocean Hunter', VI: 'Săn Cá Đại Dương' },
} as const satisfies Record<string, { TW: string; EN: string; VI: string }>;

export type HouseGameNameCode = keyof typeof houseGameNames;

/** The `game.<code>` messages of one language, for the house game pages' message files. */
export function houseGameNameMessages(lang: 'TW' | 'EN' | 'VI'): {
  readonly [K in HouseGameNameCode as `game.${K}`]: string;
} {
  return Object.fromEntries(
    Object.entries(houseGameNames).map(([code, names]) => [`game.${code}`, names[lang]]),
  ) as { readonly [K in HouseGameNameCode as `game.${K}`]: string };
}

/**
 * What the back office may set per merchant for each house game (decision 0032): stake limits within the
 * engine's own (minor units of a two-decimal currency, apps/house-games limits.ts) and the RTP variants the
 * engine plays, in percent, the first being the default (what a merchant who never chose plays). The
 * house engine has a paytable, table or edge per variant, its exact RTP pinned by tests, and refuses a
 * session whose variant it does not declare (decision 0034). Crash keeps one variant: its rounds are
 * shared by every merchant. HOUSEX_* codes mirror their HOUSE_* games.
 */
export const houseGameDeclared = {
  HOUSE_DRAGON_FORTUNE: { rtpVariants: [96, 94, 92], minBet: 20n, maxBet: 100_000n },
  HOUSE_NEON_FRUITS: { rtpVariants: [95, 93, 91], minBet: 10n, maxBet: 100_000n },
  HOUSE_DICE: { rtpVariants: [99, 98, 97], minBet: 200n, maxBet: 500_000n },
  HOUSE_CRASH: { rtpVariants: [99], minBet: 100n, maxBet: 500_000n },
  HOUSE_PLINKO: { rtpVariants: [99, 98, 97, 95], minBet: 100n, maxBet: 100_000n },
  HOUSEX_DICE: { rtpVariants: [99, 98, 97], minBet: 200n, maxBet: 500_000n },
  HOUSEX_PLINKO: { rtpVariants: [99, 98, 97, 95], minBet: 100n, maxBet: 100_000n },
  // Sports: one variant (the house's margin, set on the house vendor, decision 0070); stakes 1 to 10,000.
  HOUSESB_VIRTUAL: { rtpVariants: [95], minBet: 100n, maxBet: 1_000_000n },
  HOUSEES_VIRTUAL: { rtpVariants: [95], minBet: 100n, maxBet: 1_000_000n },
  HOUSECF_VIRTUAL: { rtpVariants: [95], minBet: 100n, maxBet: 1_000_000n },
  // Tables (decision 0075): one variant each, the game's own rules rounded (baccarat 98.94 % on banker,
  // dragon tiger 96.27 %, European roulette 97.30 %, sic bo big/small 97.22 %); a chip from 1 to 50,000.
  HOUSELC_BACCARAT: { rtpVariants: [99], minBet: 100n, maxBet: 5_000_000n },
  HOUSELC_BACCARAT_NC: { rtpVariants: [99], minBet: 100n, maxBet: 5_000_000n },
  HOUSELC_DRAGON_TIGER: { rtpVariants: [96], minBet: 100n, maxBet: 5_000_000n },
  HOUSELC_ROULETTE: { rtpVariants: [97], minBet: 100n, maxBet: 5_000_000n },
  HOUSELC_SICBO: { rtpVariants: [97], minBet: 100n, maxBet: 5_000_000n },
  // Card rooms: players play each other, the house takes a rake set per room (100 = nothing kept from the
  // cards themselves); the stake is the buy-in, 10 to 100,000.
  HOUSEPK_HOLDEM: { rtpVariants: [100], minBet: 1_000n, maxBet: 10_000_000n },
  HOUSEPK_BULLBULL: { rtpVariants: [100], minBet: 1_000n, maxBet: 10_000_000n },
  // Fishing: the hit probability of every fish gives the variant's RTP; the stake is one bullet, 0.10 to 100.
  HOUSEFH_OCEAN: { rtpVariants: [97, 96, 95], minBet: 10n, maxBet: 10_000n },
} as const satisfies Record<
  HouseGameNameCode,
  { rtpVariants: readonly number[]; minBet: bigint; maxBet: bigint }
>;
