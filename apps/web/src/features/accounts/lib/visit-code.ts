import { sessionStore } from '@/lib/storage';

/**
 * The invitation code a visit arrived with (`?affiliateCode=` or `?r=` on any page), kept for the
 * visit so a registration later in it still carries the code (spec section 4).
 */
const KEY = 'visitAffiliateCode';

export function captureVisitCode(search: string): void {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? params.get('r') ?? '').trim();
  if (code) sessionStore.set(KEY, code.slice(0, 32));
}

export function getVisitCode(): string {
  return sessionStore.get(KEY) ?? '';
}
