import { vendorBetDetail, vendorWinDetail, type BetLeg, type MemberBetLeg } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import { houseVendors } from './vendors.ts';

/** The house vendor's verify page of a round, or of a sports event (decision 0071). */
export function houseVerifyUrl(
  verifyBase: string | null,
  vendorCode: string,
  target: { round: string } | { event: string },
  lang: Lang,
): string | null {
  if (!verifyBase || !(houseVendors as readonly string[]).includes(vendorCode)) return null;
  const [name, value] = 'round' in target ? ['round', target.round] : ['event', target.event];
  return `${verifyBase}/verify?${name}=${encodeURIComponent(value)}&lang=${lang}`;
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
    verifyUrl: houseVerifyUrl(verifyBase, row.vendor_code, { event: leg.eventId }, lang),
  }));
}
