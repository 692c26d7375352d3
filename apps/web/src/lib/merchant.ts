/** The merchant code the server writes into index.html (`<meta name="portal-merchant">`), from the host. */
export const DEFAULT_MERCHANT = 'demo';

let cached: string | undefined;

export function getMerchantCode(): string {
  if (cached) return cached;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="portal-merchant"]');
  const code = meta?.content.trim();
  cached = code ? code : DEFAULT_MERCHANT;
  return cached;
}
