import type { Brand } from '@portal/contract';

const hex = /^#[0-9a-f]{3,8}$/i;
const safeColor = (value: string): string | null =>
  hex.test(value) || /^(rgb|hsl)a?\([\d\s.,%]+\)$/i.test(value) ? value : null;

/**
 * The merchant's brand on the page: colours as CSS variables on :root (set through the CSSOM, which
 * the CSP allows), favicon and document title.
 */
export function applyBrand(brand: Brand): void {
  const root = document.documentElement.style;
  const colors: [string, string][] = [
    ['--primary', brand.colors.primary],
    ['--primary-contrast', brand.colors.primaryContrast],
    ['--accent', brand.colors.accent],
  ];
  for (const [name, value] of colors) {
    const color = safeColor(value);
    if (color) root.setProperty(name, color);
  }
  if (brand.faviconUrl) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    if (link.getAttribute('href') !== brand.faviconUrl) link.href = brand.faviconUrl;
  }
}

export function setDocumentTitle(brandName: string, pageTitle?: string): void {
  document.title = pageTitle ? `${pageTitle} | ${brandName}` : brandName;
}
