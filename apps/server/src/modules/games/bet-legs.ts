import { vendorBetDetail, vendorWinDetail, type BetLeg } from '@portal/contract';
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
 * A sports bet's legs for the betting record, in the reader's language: the vendor's `detail` of the bet
 * with each leg's result from the `detail` of its win (null while open). Undefined for a round without a
 * readable detail (every other game, rows from before migration 0065).
 */
export function betLegs(
  row: { vendor_code: string; bet_detail: unknown; win_detail: unknown },
  lang: Lang,
  verifyBase: string | null,
): BetLeg[] | undefined {
  const bet = vendorBetDetail.safeParse(row.bet_detail);
  if (!bet.success) return undefined;
  const win = vendorWinDetail.safeParse(row.win_detail);
  const results = win.success ? win.data.legs : [];
  return bet.data.legs.map((leg, i) => {
    const settled = results[i]?.eventId === leg.eventId ? results[i] : undefined;
    return {
      eventId: leg.eventId,
      sport: leg.sport,
      eventName: leg.event[lang] || leg.event.TW,
      market: leg.market[lang] || leg.market.TW,
      selection: leg.selection[lang] || leg.selection.TW,
      odds: leg.odds / 1000,
      kickoffAt: leg.kickoffAt,
      result: settled?.result ?? null,
      verifyUrl: houseVerifyUrl(verifyBase, row.vendor_code, { event: leg.eventId }, lang),
    };
  });
}
