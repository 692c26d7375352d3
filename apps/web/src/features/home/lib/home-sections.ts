import type { GameType, VendorCard, VendorLane } from '@portal/contract';

/** Blockchain (SPB) vendors: their cards leave the slots lane for a section of their own (inventory 4.2). */
const BLOCKCHAIN_VENDORS = ['SPB', 'SS'];
/** Shown last, in this order, after every other category (inventory 4.2). */
const LAST: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

export interface HomeSection {
  /** The category a section belongs to; `blockchain` is the SPB section carved out of the slots. */
  key: GameType | 'blockchain';
  gameType: GameType;
  cards: VendorCard[];
}

/**
 * The home page's category sections in the order of inventory 4.2: lottery (ELOTT) first, then the
 * blockchain games (SPB cards taken from the slots lane), every other category in menu order, and
 * sports, esports and cockfighting last. Lanes without vendors are left out.
 */
export function homeSections(lanes: readonly VendorLane[]): HomeSection[] {
  const isBlockchain = (card: VendorCard) => BLOCKCHAIN_VENDORS.includes(card.vassalage);
  const section = (lane: VendorLane): HomeSection => ({
    key: lane.gameClassify,
    gameType: lane.gameClassify,
    cards: lane.gameClassify === 'RNG' ? lane.cards.filter((c) => !isBlockchain(c)) : lane.cards,
  });
  const blockchain = lanes
    .filter((lane) => lane.gameClassify === 'RNG')
    .flatMap((lane) => lane.cards.filter(isBlockchain));
  const lottery = lanes.filter((lane) => lane.gameClassify === 'ELOTT').map(section);
  const middle = lanes
    .filter((lane) => lane.gameClassify !== 'ELOTT' && !LAST.includes(lane.gameClassify))
    .map(section);
  const last = LAST.flatMap((type) => lanes.filter((lane) => lane.gameClassify === type).map(section));
  return [
    ...lottery,
    ...(blockchain.length > 0
      ? [{ key: 'blockchain' as const, gameType: 'RNG' as const, cards: blockchain }]
      : []),
    ...middle,
    ...last,
  ].filter((s) => s.cards.length > 0);
}
