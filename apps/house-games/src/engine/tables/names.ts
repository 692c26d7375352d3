/**
 * The words for table spots and outcomes in TW, EN and VI: one copy for the server's betting-record
 * detail and the web pages.
 */
import type { BaccaratOutcome } from './baccarat.ts';
import { type TableGame, cardLabel } from './cards.ts';
import type { DragonTigerOutcome } from './dragon-tiger.ts';
import { ROULETTE_RED, type RouletteOutcome } from './roulette.ts';
import { type SicBoOutcome, isTriple, sicBoTotal } from './sicbo.ts';
import { type TableOutcome, isSpot } from './spots.ts';

export interface Localized {
  TW: string;
  EN: string;
  VI: string;
}

const L = (TW: string, EN: string, VI: string): Localized => ({ TW, EN, VI });
/** The same template in every language, `words` giving each language's word. */
const each = (words: Localized, text: (word: string) => string): Localized =>
  L(text(words.TW), text(words.EN), text(words.VI));

const BACCARAT: Record<string, Localized> = {
  player: L('閒', 'Player', 'Người chơi'),
  banker: L('莊', 'Banker', 'Nhà cái'),
  tie: L('和', 'Tie', 'Hòa'),
  'player-pair': L('閒對', 'Player Pair', 'Đôi người chơi'),
  'banker-pair': L('莊對', 'Banker Pair', 'Đôi nhà cái'),
};

const DRAGON_TIGER: Record<string, Localized> = {
  dragon: L('龍', 'Dragon', 'Rồng'),
  tiger: L('虎', 'Tiger', 'Hổ'),
  tie: L('和', 'Tie', 'Hòa'),
};

const ROULETTE_KINDS: Record<string, Localized> = {
  straight: L('直注', 'Straight', 'Cược thẳng'),
  split: L('分注', 'Split', 'Cược chia'),
  street: L('街注', 'Street', 'Cược hàng'),
  corner: L('角注', 'Corner', 'Cược góc'),
  trio: L('三數注', 'Trio', 'Cược bộ ba'),
  line: L('六線注', 'Six Line', 'Cược sáu số'),
};

const ROULETTE_OUTSIDE: Record<string, Localized> = {
  red: L('紅', 'Red', 'Đỏ'),
  black: L('黑', 'Black', 'Đen'),
  odd: L('單', 'Odd', 'Lẻ'),
  even: L('雙', 'Even', 'Chẵn'),
  low: L('小 (1–18)', 'Low (1–18)', 'Thấp (1–18)'),
  high: L('大 (19–36)', 'High (19–36)', 'Cao (19–36)'),
};

const ORDINAL_TW = ['', '一', '二', '三'];

const SICBO_KINDS: Record<string, Localized> = {
  big: L('大', 'Big', 'Tài'),
  small: L('小', 'Small', 'Xỉu'),
  odd: L('單', 'Odd', 'Lẻ'),
  even: L('雙', 'Even', 'Chẵn'),
  triple: L('圍骰', 'Triple', 'Bộ ba'),
  'any-triple': L('全圍', 'Any Triple', 'Bộ ba bất kỳ'),
  double: L('對子', 'Double', 'Đôi'),
  total: L('點數', 'Total', 'Tổng'),
  combo: L('組合', 'Combination', 'Cặp'),
  single: L('三軍', 'Single', 'Số đơn'),
};

function rouletteSpotName(spot: string): Localized {
  const [kind = '', arg = ''] = spot.split(':');
  if (ROULETTE_OUTSIDE[kind]) return ROULETTE_OUTSIDE[kind];
  const k = Number(arg);
  if (kind === 'dozen') {
    const range = `${12 * k - 11}–${12 * k}`;
    return L(`第${ORDINAL_TW[k]}打 (${range})`, `Dozen ${k} (${range})`, `Tá ${k} (${range})`);
  }
  if (kind === 'column') return L(`第${ORDINAL_TW[k]}列`, `Column ${k}`, `Cột ${k}`);
  if (kind === 'street') return each(ROULETTE_KINDS.street!, (w) => `${w} ${k}–${k + 2}`);
  if (kind === 'line') return each(ROULETTE_KINDS.line!, (w) => `${w} ${k}–${k + 5}`);
  return each(ROULETTE_KINDS[kind]!, (w) => `${w} ${arg}`);
}

function sicBoSpotName(spot: string): Localized {
  const [kind = '', arg] = spot.split(':');
  const words = SICBO_KINDS[kind]!;
  return arg === undefined ? words : each(words, (w) => `${w} ${arg}`);
}

/** A spot's name, e.g. 莊 / Banker / Nhà cái, 直注 17 / Straight 17 / Cược thẳng 17; a RangeError for an unknown spot. */
export function spotName(game: TableGame, spot: string): Localized {
  if (!isSpot(game, spot)) throw new RangeError(`not a ${game} spot: ${spot}`);
  switch (game) {
    case 'baccarat':
    case 'baccarat-nc':
      return BACCARAT[spot]!;
    case 'dragon-tiger':
      return DRAGON_TIGER[spot]!;
    case 'roulette':
      return rouletteSpotName(spot);
    default:
      return sicBoSpotName(spot);
  }
}

const cardText = (c: number): string => {
  const { rank, suit } = cardLabel(c);
  return `${rank}${suit}`;
};

function baccaratText(o: BaccaratOutcome): Localized {
  const b = BACCARAT;
  const pairs = (lang: keyof Localized) =>
    [o.bankerPair ? b['banker-pair']![lang] : '', o.playerPair ? b['player-pair']![lang] : '']
      .filter(Boolean)
      .map((p) => ` · ${p}`)
      .join('');
  const line = (lang: keyof Localized) =>
    `${b.banker![lang]} ${o.bankerTotal} : ${b.player![lang]} ${o.playerTotal}${pairs(lang)}`;
  return L(line('TW'), line('EN'), line('VI'));
}

function dragonTigerText(o: DragonTigerOutcome): Localized {
  const d = DRAGON_TIGER;
  const line = (lang: keyof Localized) =>
    `${d.dragon![lang]} ${cardText(o.dragon)} : ${d.tiger![lang]} ${cardText(o.tiger)}`;
  return L(line('TW'), line('EN'), line('VI'));
}

function rouletteText(o: RouletteOutcome): Localized {
  const colour =
    o.number === 0
      ? L('綠', 'Green', 'Xanh')
      : ROULETTE_RED.has(o.number)
        ? ROULETTE_OUTSIDE.red!
        : ROULETTE_OUTSIDE.black!;
  return each(colour, (w) => `${w} ${o.number}`);
}

function sicBoText(o: SicBoOutcome): Localized {
  const total = sicBoTotal(o);
  const dice = o.dice.join(' ');
  const verdict = isTriple(o) ? SICBO_KINDS.triple! : total >= 11 ? SICBO_KINDS.big! : SICBO_KINDS.small!;
  return L(
    `${dice}（${total}，${verdict.TW}）`,
    `${dice} (${total}, ${verdict.EN})`,
    `${dice} (${total}, ${verdict.VI})`,
  );
}

/** One line for a round's result, e.g. "莊 7 : 閒 5", "Red 17", "2 3 5 (10, Small)". */
export function outcomeText(game: TableGame, outcome: TableOutcome): Localized {
  if ((game === 'baccarat' || game === 'baccarat-nc') && 'bankerTotal' in outcome)
    return baccaratText(outcome);
  if (game === 'dragon-tiger' && 'dragon' in outcome) return dragonTigerText(outcome);
  if (game === 'roulette' && 'number' in outcome) return rouletteText(outcome);
  if (game === 'sicbo' && 'dice' in outcome) return sicBoText(outcome);
  throw new RangeError(`not a ${game} outcome`);
}
