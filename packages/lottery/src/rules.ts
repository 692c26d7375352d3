/**
 * Rules text of a play type in TW, EN and VI: how to pick, the content format, what wins, the prize at the
 * group's default (maximum) series for a single bet of 2 (the yuan unit), and a worked example computed by
 * the engine itself, so the text can never disagree with settlement.
 */
import type { GroupDef, PrizeMode } from './groups.ts';
import type { PrizeLevel } from './odds.ts';
import { decimalOdds, percentText, prizeMinor, rtp, winMinor } from './odds.ts';
import { rat, toFixedFloor } from './rational.ts';
import type { Text, TextLang } from './text.ts';
import { mapText } from './text.ts';

/** The nominal unit of rules text: a single bet of 2 (yuan mode), in minor units of a 2-decimal currency. */
export const RULES_UNIT = 200n;

const money = (minor: bigint) => toFixedFloor(rat(minor, 100), 2);

export interface RulesInput {
  readonly group: GroupDef;
  readonly prizeMode: PrizeMode;
  readonly how: Text;
  readonly grammar: Text;
  readonly wins: Text;
  readonly levels: readonly PrizeLevel[];
  readonly example: {
    readonly content: string;
    readonly winNo: string;
    readonly betCount: number;
    readonly winningBets: Readonly<Record<string, number>>;
  };
}

const LABELS: Record<
  TextLang,
  { how: string; format: string; wins: string; prize: string; example: string }
> = {
  TW: { how: '玩法', format: '格式', wins: '中獎', prize: '獎金', example: '範例' },
  EN: { how: 'How to play', format: 'Format', wins: 'Winning', prize: 'Prize', example: 'Example' },
  VI: { how: 'Cách chơi', format: 'Định dạng', wins: 'Trúng thưởng', prize: 'Tiền thưởng', example: 'Ví dụ' },
};

export function composeRules(input: RulesInput): Text {
  const { group, levels, example } = input;
  const series = group.series.max;
  const base = group.series.base;
  const rtpText = percentText(rtp(series, base));
  // Entertainment plays are shown with decimal odds (prize ÷ stake), as the original's odds-style menus.
  const withOdds = input.prizeMode === 'ELOTT';
  const oddsOf = (l: PrizeLevel) =>
    toFixedFloor(decimalOdds(l.expected, series, base), 4).replace(/\.?0+$/, '');
  const prizeOf = (l: PrizeLevel) => money(prizeMinor(l.expected, RULES_UNIT, series, base));
  const win = winMinor(levels, example.winningBets, RULES_UNIT, 1, series, base);
  const wonBets = Object.values(example.winningBets).reduce((s, n) => s + n, 0);
  const stake = money(BigInt(example.betCount) * RULES_UNIT);

  return mapText((lang) => {
    const L = LABELS[lang];
    const odds = (l: PrizeLevel) =>
      withOdds
        ? { TW: `（賠率 ${oddsOf(l)}）`, EN: ` (odds ${oddsOf(l)})`, VI: ` (tỷ lệ ${oddsOf(l)})` }[lang]
        : '';
    const prizes =
      levels.length === 1
        ? {
            TW: `每注中獎 ${prizeOf(levels[0]!)}`,
            EN: `${prizeOf(levels[0]!)} per winning bet`,
            VI: `${prizeOf(levels[0]!)} mỗi cược trúng`,
          }[lang] + odds(levels[0]!)
        : levels.map((l) => `${l.name[lang]} ${prizeOf(l)}${odds(l)}`).join(lang === 'TW' ? '；' : '; ');
    const prizeLine = {
      TW: `${L.prize}（獎金組 ${series}，單注 2，返還率 ${rtpText}%）：${prizes}`,
      EN: `${L.prize} (series ${series}, single bet of 2, return ${rtpText}%): ${prizes}`,
      VI: `${L.prize} (bậc thưởng ${series}, mỗi cược 2, tỷ lệ hoàn trả ${rtpText}%): ${prizes}`,
    }[lang];
    const exampleLine = {
      TW: `${L.example}：投注「${example.content}」共 ${example.betCount} 注（投注額 ${stake}），開獎 ${example.winNo}，中 ${wonBets} 注，獎金 ${money(win)}。`,
      EN: `${L.example}: "${example.content}" is ${example.betCount} bet${example.betCount === 1 ? '' : 's'} (stake ${stake}); draw ${example.winNo}: ${wonBets} winning bet${wonBets === 1 ? '' : 's'}, win ${money(win)}.`,
      VI: `${L.example}: cược "${example.content}" gồm ${example.betCount} cược (tiền cược ${stake}); kết quả ${example.winNo}: trúng ${wonBets} cược, thưởng ${money(win)}.`,
    }[lang];
    const sep = lang === 'TW' ? '：' : ': ';
    return [
      `${L.how}${sep}${input.how[lang]}`,
      `${L.format}${sep}${input.grammar[lang]}`,
      `${L.wins}${sep}${input.wins[lang]}`,
      prizeLine,
      exampleLine,
    ].join('\n');
  });
}
