import {
  vendorBetDetail,
  vendorWinDetail,
  type BetLeg,
  type BetLines,
  type MemberBetLeg,
  type MemberBetLines,
} from '@portal/contract';
import type { Lang } from '@portal/i18n';
import { houseVendors } from './vendors.ts';

/**
 * The house vendor's verify page of a round, of a sports event (decision 0071), or of what a lines round names
 * (a table round, a hand, a batch of shots; decision 0075).
 */
export function houseVerifyUrl(
  verifyBase: string | null,
  vendorCode: string,
  target: { name: string; id: string },
  lang: Lang,
): string | null {
  if (!verifyBase || !(houseVendors as readonly string[]).includes(vendorCode)) return null;
  return `${verifyBase}/verify?${target.name}=${encodeURIComponent(target.id)}&lang=${lang}`;
}

/**
 * A sports bet's legs as the vendor named them (TW, EN, VI), each with its result from the `detail` of the
 * bet's win (null while open). Undefined for a round without a readable detail (every other game, rows from
 * before migration 0065). The back office shows these; the member's record one language of them.
 */
export function betLegDetails(row: { bet_detail: unknown; win_detail: unknown }): MemberBetLeg[] | undefined {
  const bet = vendorBetDetail.safeParse(row.bet_detail);
  if (!bet.success || bet.data.kind !== 'sports') return undefined;
  const win = vendorWinDetail.safeParse(row.win_detail);
  const results = win.success && win.data.kind === 'sports' ? win.data.legs : [];
  return bet.data.legs.map((leg, i) => ({
    ...leg,
    result: results[i]?.eventId === leg.eventId ? results[i]!.result : null,
  }));
}

/**
 * A table, card room or fishing round's lines as its vendor named them (TW, EN, VI), with the result and the
 * winning lines from its win's detail (none while open). Undefined for a round without them.
 */
export function betLineDetails(row: {
  bet_detail: unknown;
  win_detail: unknown;
}): MemberBetLines | undefined {
  const bet = vendorBetDetail.safeParse(row.bet_detail);
  if (!bet.success || bet.data.kind !== 'lines') return undefined;
  const win = vendorWinDetail.safeParse(row.win_detail);
  const settled = win.success && win.data.kind === 'lines' ? win.data : null;
  return { placed: bet.data.lines, result: settled?.result ?? null, won: settled?.lines ?? [] };
}

/** A lines round in the reader's language, and the verify page its vendor named. */
export function betLines(
  row: { vendor_code: string; bet_detail: unknown; win_detail: unknown },
  lang: Lang,
  verifyBase: string | null,
): { lines: BetLines; verifyUrl: string | null } | undefined {
  const detail = betLineDetails(row);
  if (!detail) return undefined;
  const bet = vendorBetDetail.parse(row.bet_detail);
  const target = bet.kind === 'lines' ? bet.verify : undefined;
  const word = (text: { TW: string; EN: string; VI: string }) => text[lang] || text.TW;
  const line = (l: MemberBetLines['placed'][number]) => ({ label: word(l.label), amount: l.amount });
  return {
    lines: {
      placed: detail.placed.map(line),
      result: detail.result ? word(detail.result) : null,
      won: detail.won.map(line),
    },
    verifyUrl: target ? houseVerifyUrl(verifyBase, row.vendor_code, target, lang) : null,
  };
}

/** The legs in the reader's language, each with the vendor's verify page of its event. */
export function betLegs(
  row: { vendor_code: string; bet_detail: unknown; win_detail: unknown },
  lang: Lang,
  verifyBase: string | null,
): BetLeg[] | undefined {
  return betLegDetails(row)?.map((leg) => ({
    eventId: leg.eventId,
    sport: leg.sport,
    eventName: leg.event[lang] || leg.event.TW,
    market: leg.market[lang] || leg.market.TW,
    selection: leg.selection[lang] || leg.selection.TW,
    odds: leg.odds / 1000,
    kickoffAt: leg.kickoffAt,
    result: leg.result,
    verifyUrl: houseVerifyUrl(verifyBase, row.vendor_code, { name: 'event', id: leg.eventId }, lang),
  }));
}
