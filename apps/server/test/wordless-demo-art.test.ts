import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 14 item 7 and decision 0025: the demo images carry no words in any language. A TW page showed
// English drawn into the art (NEW PLAYERS, Claim Now, SLOTS, game titles, step captions...); the page
// now draws those words itself, in the member's language. An image may still show brand marks, which
// are proper names and read the same in every language, and digits or symbols.

const demoDir = path.join(import.meta.dirname, '../public/demo');

/**
 * Words an image may draw: each is a proper name, spelled the same in TW, EN and VI, never translated.
 * Keep it short: a new entry must be a brand, not a word of any language.
 */
export const BRAND_MARKS: readonly string[] = [
  // The site's own logo: its name and the initial on the favicon and app icon.
  'Portal',
  'P',
  // Payment brands on the footer's payment marks.
  'VISA',
  'Mastercard',
  'UnionPay',
  'USDT',
  // Game vendors' brand names and abbreviations on their logos (the category word, such as Live or
  // Slots, is left off: the page names the category).
  'PG Soft',
  'Playtech',
  'Spribe',
  'CQ9',
  'JDB',
  'FC',
  'KY',
  'LEG',
  'DS88',
  'DG',
  'AG',
  'SA',
  'IM',
  'SABA',
  'AV',
  'AI',
  'TF',
  'IA',
  'TCG',
];

/** Digits and symbols only: 18+, 100%, 15%, 2.00×, 9:41, 7, a ball's number, the help banner's ?. */
const DIGITS_AND_SYMBOLS = /^[\d\s.,:+\-×x%#/?!]*$/u;

/** The contents of an SVG's text and tspan elements, without markup, trimmed (a text element's own words first). */
export function drawnTexts(svg: string): string[] {
  const clean = (s: string): string =>
    s
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
      .trim();
  const own = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) =>
    clean(m[1]!.replace(/<tspan\b[\s\S]*?<\/tspan>/g, ' ')),
  );
  const spans = [...svg.matchAll(/<tspan\b[^>]*>([\s\S]*?)<\/tspan>/g)].map((m) => clean(m[1]!));
  return [...own, ...spans].filter(Boolean);
}

function svgFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return svgFiles(full);
    return e.name.endsWith('.svg') ? [full] : [];
  });
}

describe('demo images (decision 0025)', () => {
  it('finds the demo images', () => {
    expect(svgFiles(demoDir).length).toBeGreaterThan(100);
  });

  it('draw no words: only brand marks, digits and symbols', () => {
    const allowed = new Set(BRAND_MARKS);
    const found: string[] = [];
    for (const file of svgFiles(demoDir)) {
      for (const text of drawnTexts(fs.readFileSync(file, 'utf8'))) {
        if (!allowed.has(text) && !DIGITS_AND_SYMBOLS.test(text)) {
          found.push(`${path.relative(demoDir, file)}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('reads text and tspan contents', () => {
    expect(
      drawnTexts('<text x="1">Claim <tspan>Now</tspan></text><text> 18+ </text><tspan>&amp;</tspan>'),
    ).toEqual(['Claim', '18+', 'Now', '&']);
  });
});
