/**
 * Generates the demo images of the portal under apps/server/public/demo (served as /demo/...):
 * game tiles, vendor logos, brand, banners, payment marks, licence seals, app download steps,
 * placeholders, social icons and the demo Android download page. All hand-built SVG, no dependencies.
 *
 * Run from the repository root: npx tsx apps/server/scripts/gen-demo-assets.ts
 * The output is deterministic (same bytes every run): colours and shapes come from a hash of each name.
 * The script deletes apps/server/public/demo first, so files of removed games do not linger.
 *
 * The images carry no words in any language (decision 0025): the page draws game names, banner titles
 * and step captions in the member's language. Only brand marks (proper names: vendors, payment brands,
 * the site's logo) and digits or symbols are drawn; apps/server/test/wordless-demo-art.test.ts checks it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  demoGameCodeAt,
  demoIconPath,
  demoVendorLogoPath,
  demoVendors,
  type DemoVendor,
} from '../src/db/seed/demo-catalog.ts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const FONT = 'system-ui,sans-serif';
const TILE_MAX = 2600;
const BANNER_MAX = 6000;

// ---------------------------------------------------------------- helpers

const written: { path: string; bytes: number }[] = [];
const oversize: string[] = [];

function write(urlPath: string, content: string, maxBytes?: number): void {
  if (!urlPath.startsWith('/demo/')) throw new Error(`not a demo path: ${urlPath}`);
  const bytes = Buffer.byteLength(content);
  if (maxBytes !== undefined && bytes > maxBytes) oversize.push(`${urlPath}: ${bytes} bytes > ${maxBytes}`);
  const file = join(publicDir, ...urlPath.split('/').filter(Boolean));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push({ path: urlPath, bytes });
}

/** Number for SVG output: at most one decimal, no trailing zeros. */
const n = (v: number): string => String(Math.round(v * 10) / 10).replace(/^(-?)0\./, '$1.');

/** Text content for XML. */
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function at<T>(list: readonly T[], i: number): T {
  const v = list[((Math.floor(i) % list.length) + list.length) % list.length];
  if (v === undefined) throw new Error('empty list');
  return v;
}

/** FNV-1a 32-bit hash. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

type Rand = () => number;

/** mulberry32: a small seeded PRNG, so every file is reproducible. */
function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** HSL (degrees, percent, percent) to #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = s / 100;
  const ll = l / 100;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (k0: number): string => {
    const k = (k0 + hh / 30) % 12;
    const c = ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Advance widths (em) close to a heavy sans (DejaVu Sans Bold), so estimates err on the wide side. */
function charWidth(c: string): number {
  if (c === ' ') return 0.35;
  if ("iljIJ.,:;|!'".includes(c)) return 0.37;
  if ('ftr()-/'.includes(c)) return 0.5;
  if ('mw'.includes(c)) return 1;
  if ('MW%'.includes(c)) return 1.05;
  if (/[A-Z]/.test(c)) return 0.8;
  if (/[0-9]/.test(c)) return 0.7;
  return 0.7;
}

function textWidth(s: string, size: number): number {
  let w = 0;
  for (const c of s) w += charWidth(c) * size;
  return w;
}

/** Largest font size (capped) at which the text fits the width. */
const fit = (s: string, maxW: number, maxSize: number): number => Math.min(maxSize, maxW / textWidth(s, 1));

function svg(w: number, h: number, body: string, defs = ''): string {
  const out =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n';
  // Path data needs no space before a minus sign.
  return out.replace(/ d="([^"]*)"/g, (_m, d: string) => ` d="${d.replace(/ -/g, '-')}"`);
}

function dropShadow(id: string, blur: number, dy: number, opacity: number, region = ''): string {
  return (
    `<filter id="${id}"${region}><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${dy}"/>` +
    `<feComponentTransfer result="s"><feFuncA type="linear" slope="${n(opacity)}"/></feComponentTransfer>` +
    '<feComposite in="SourceGraphic" in2="s"/></filter>'
  );
}

/** Shared gradients and filters, added to a file's defs only when used. */
const DEFS = {
  au: '<linearGradient id="au" x2="0" y2="1"><stop offset="0" stop-color="#fff0a0"/><stop offset=".45" stop-color="#ffc530"/><stop offset="1" stop-color="#c97a00"/></linearGradient>',
  sh: '<radialGradient id="sh" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".4"/></radialGradient>',
  dz: '<linearGradient id="dz" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#d5d9e6"/></linearGradient>',
  or: '<linearGradient id="or" x2="0" y2="1"><stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#ff6a1a"/></linearGradient>',
  rd: '<linearGradient id="rd" x2="0" y2="1"><stop offset="0" stop-color="#ff5a6e"/><stop offset="1" stop-color="#b3001e"/></linearGradient>',
  bc: '<clipPath id="bc"><circle cx="150" cy="118" r="64"/></clipPath>',
  // A drop shadow without feDropShadow, which librsvg (and so sharp/libvips) before 2.57 does not draw.
  ds: dropShadow('ds', 4, 5, 0.35),
} as const;

class Ctx {
  readonly defs = new Map<string, string>();
  use(id: keyof typeof DEFS): string {
    this.defs.set(id, DEFS[id]);
    return `url(#${id})`;
  }
  add(id: string, def: string): string {
    this.defs.set(id, def);
    return `url(#${id})`;
  }
  get defsText(): string {
    return [...this.defs.values()].join('');
  }
}

/** Everything a motif draws is centred on (150, 118) of a 300x300 tile. */
type Motif = (ctx: Ctx, r: Rand) => string;

/** A motif drawn at another place and scale (banners, placeholders). */
function place(ctx: Ctx, motif: Motif, r: Rand, x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x - 150 * s)} ${n(y - 118 * s)}) scale(${s})">${motif(ctx, r)}</g>`;
}

const star = (cx: number, cy: number, R: number, ri: number, rot = -90): string => {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = ((rot + i * 36) * Math.PI) / 180;
    const rad = i % 2 ? ri : R;
    d += `${i ? ' ' : 'M'}${Math.round(cx + rad * Math.cos(a))} ${Math.round(cy + rad * Math.sin(a))}`;
  }
  return `${d}Z`;
};

const polygon = (cx: number, cy: number, R: number, sides: number, rot: number): string => {
  let d = '';
  for (let i = 0; i < sides; i++) {
    const a = ((rot + (i * 360) / sides) * Math.PI) / 180;
    d += `${i ? ' ' : 'M'}${Math.round(cx + R * Math.cos(a))} ${Math.round(cy + R * Math.sin(a))}`;
  }
  return `${d}Z`;
};

/** Four-point sparkle. */
const sparkle = (x: number, y: number, s: number, opacity = 1): string => {
  const k = n(s * 0.12);
  const j = n(s - s * 0.12);
  return `<path d="M${x} ${y - s}q${k} ${j} ${s} ${s}q-${j} ${k}-${s} ${s}q-${k}-${j}-${s}-${s}q${j}-${k} ${s}-${s}Z" fill="#fff"${opacity < 1 ? ` fill-opacity="${n(opacity)}"` : ''}/>`;
};

// ---------------------------------------------------------------- motif parts

const SUITS = {
  s: {
    c: '#1b1b2f',
    d: 'M0-11C-6-6-13-1-13 4a6.5 6.5 0 0 0 11 4.5L-4 13h8L2 8.5A6.5 6.5 0 0 0 13 4C13-1 6-6 0-11Z',
  },
  h: { c: '#e0243a', d: 'M0 11C-6 6-13 1-13-4a6.5 6.5 0 0 1 13 0 6.5 6.5 0 0 1 13 0C13 1 6 6 0 11Z' },
  d: { c: '#e0243a', d: 'M0-12 9 0 0 12-9 0Z' },
  c: {
    c: '#1b1b2f',
    d: 'M0-11.5a5.5 5.5 0 0 1 4.6 8.6A5.5 5.5 0 1 1 1.5 6.5L4 12h-8l2.5-5.5A5.5 5.5 0 1 1-4.6-2.9 5.5 5.5 0 0 1 0-11.5Z',
  },
} as const;
type Suit = keyof typeof SUITS;
const SUIT_KEYS: Suit[] = ['s', 'h', 'd', 'c'];
/** Card indices as digits: letters (A, K, Q, J) read as English. */
const RANKS = ['10', '9', '8', '7', '6', '5'];

/** A playing card 78x108 centred on (x, y). */
function card(x: number, y: number, rot: number, rank: string, suit: Suit): string {
  const s = SUITS[suit];
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})" fill="${s.c}">` +
    `<rect x="-39" y="-54" width="78" height="108" rx="9" fill="#fff"/>` +
    `<text x="-22" y="-28" font-size="${rank.length > 1 ? 18 : 21}">${rank}</text>` +
    `<path transform="translate(0 9) scale(2.3)" d="${s.d}"/></g>`
  );
}

function chip(x: number, y: number, rad: number, color: string): string {
  const rr = rad * 0.82;
  const dash = (2 * Math.PI * rr) / 16;
  return (
    `<g transform="translate(${x} ${y})"><circle r="${rad}" fill="${color}"/>` +
    `<circle r="${n(rr)}" fill="none" stroke="#fff" stroke-width="${n(rad * 0.34)}" stroke-dasharray="${n(dash)}"/></g>`
  );
}

const PIPS: [number, number][][] = [
  [[0, 0]],
  [
    [-1, -1],
    [1, 1],
  ],
  [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
];

function die(ctx: Ctx, x: number, y: number, s: number, rot: number, face: number, pip: string): string {
  const h = s / 2;
  const o = s * 0.27;
  const d = at(PIPS, face - 1)
    .map(([a, b]) => `M${n(a * o)} ${n(b * o)}h0`)
    .join('');
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    `<rect x="${n(-h)}" y="${n(-h)}" width="${s}" height="${s}" rx="${n(s * 0.22)}" fill="${ctx.use('dz')}"/>` +
    `<path d="${d}" stroke="${pip}" stroke-width="${n(s * 0.19)}" stroke-linecap="round"/></g>`
  );
}

function ball(ctx: Ctx, x: number, y: number, rad: number, color: string, num: number): string {
  return (
    `<g transform="translate(${x} ${y})"><circle r="${rad}" fill="${color}"/>` +
    `<circle r="${Math.round(rad * 0.56)}" fill="#fff"/>` +
    `<text y="${Math.round(rad * 0.21)}" font-size="${Math.round(rad * 0.58)}" fill="#1b1b2f">${num}</text>` +
    `<circle r="${rad}" fill="${ctx.use('sh')}"/></g>`
  );
}

/** Gold coin seen at an angle (tilt 1 = face on); small coins skip the engraving. */
function coin(ctx: Ctx, x: number, y: number, rad: number, rot = 0, tilt = 1): string {
  const detail =
    rad >= 34
      ? `<circle r="${n(rad * 0.74)}" fill="none" stroke="#d9950c" stroke-width="${n(rad * 0.08)}"/>` +
        `<path d="${star(0, 0, rad * 0.44, rad * 0.2)}" fill="#d48a00"/>`
      : `<circle r="${n(rad * 0.6)}" fill="none" stroke="#d9950c" stroke-width="${n(rad * 0.14)}"/>`;
  return (
    `<g transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${rot})` : ''}${tilt !== 1 ? ` scale(1 ${n(tilt)})` : ''}">` +
    `<circle r="${rad}" cy="${n(rad * 0.12)}" fill="#a35f00"/>` +
    `<circle r="${rad}" fill="${ctx.use('au')}"/>${detail}</g>`
  );
}

/** A stack of coins seen from the side: one body, ridges, and the top coin. */
function coinStack(ctx: Ctx, x: number, y: number, count: number, rad: number): string {
  const ry = Math.round(rad * 0.36);
  const step = Math.round(rad * 0.24);
  const top = y - (count - 1) * step;
  let ridges = `M${x - rad} ${y}a${rad} ${ry} 0 0 0 ${2 * rad} 0`;
  for (let i = 1; i < count - 1; i++) ridges += `m-${2 * rad}-${step}a${rad} ${ry} 0 0 0 ${2 * rad} 0`;
  return (
    `<path d="M${x - rad} ${top}V${y}a${rad} ${ry} 0 0 0 ${2 * rad} 0V${top}Z" fill="#c27400"/>` +
    `<path d="${ridges}" fill="none" stroke="#ffcf4d" stroke-width="2"/>` +
    `<ellipse cx="${x}" cy="${top}" rx="${rad}" ry="${ry}" fill="${ctx.use('au')}"/>`
  );
}

function gift(x: number, y: number, s: number, box: string): string {
  const w = 120 * s;
  const h = 96 * s;
  const lid = 26 * s;
  const rib = 20 * s;
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<path d="M${n(-rib / 2)} ${n(-h / 2 - lid)}C${n(-60 * s)} ${n(-h / 2 - 80 * s)} ${n(-75 * s)} ${n(-h / 2 - 10 * s)} ${n(-rib / 2)} ${n(-h / 2 - lid)}ZM${n(rib / 2)} ${n(-h / 2 - lid)}C${n(60 * s)} ${n(-h / 2 - 80 * s)} ${n(75 * s)} ${n(-h / 2 - 10 * s)} ${n(rib / 2)} ${n(-h / 2 - lid)}Z" fill="#ffd34d" stroke="#c98a00" stroke-width="${n(4 * s)}"/>` +
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(6 * s)}" fill="${box}"/>` +
    `<rect x="${n(-w / 2 - 8 * s)}" y="${n(-h / 2 - lid)}" width="${n(w + 16 * s)}" height="${n(lid)}" rx="${n(6 * s)}" fill="${box}"/>` +
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" fill="#000" fill-opacity=".18"/>` +
    `<rect x="${n(-rib / 2)}" y="${n(-h / 2 - lid)}" width="${n(rib)}" height="${n(h + lid)}" fill="#ffd34d"/></g>`
  );
}

// ---------------------------------------------------------------- motifs (tile art)

const BALL_COLORS = ['#ef476f', '#ffd166', '#06d6a0', '#3a86ff', '#ff8c42', '#9b5de5'];

const motifBalls: Motif = (ctx, r) => {
  const c = Math.floor(r() * 6);
  const num = (): number => 1 + Math.floor(r() * 49);
  return (
    ball(ctx, 88, 88, 40, at(BALL_COLORS, c + 1), num()) +
    ball(ctx, 212, 88, 40, at(BALL_COLORS, c + 3), num()) +
    ball(ctx, 150, 142, 56, at(BALL_COLORS, c), num()) +
    sparkle(232, 52, 12) +
    sparkle(70, 170, 8, 0.7)
  );
};

const motifDice: Motif = (ctx, r) => {
  const face = (): number => 1 + Math.floor(r() * 6);
  return (
    die(ctx, 112, 128, 88, -14, face(), '#e0243a') +
    die(ctx, 196, 108, 74, 16, face(), '#1b1b2f') +
    sparkle(232, 178, 10) +
    sparkle(66, 62, 12)
  );
};

const motifDice3: Motif = (ctx, r) => {
  const face = (): number => 1 + Math.floor(r() * 6);
  return (
    die(ctx, 150, 86, 66, 8, face(), '#e0243a') +
    die(ctx, 104, 150, 66, -12, face(), '#1b1b2f') +
    die(ctx, 196, 150, 66, 14, face(), '#e0243a') +
    sparkle(236, 64, 10)
  );
};

const motifCards: Motif = (_ctx, r) => {
  const k = Math.floor(r() * 6);
  const s = Math.floor(r() * 4);
  return (
    card(104, 128, -16, at(RANKS, k + 2), at(SUIT_KEYS, s + 2)) +
    card(196, 128, 16, at(RANKS, k + 1), at(SUIT_KEYS, s + 1)) +
    card(150, 116, 0, at(RANKS, k), at(SUIT_KEYS, s)) +
    sparkle(240, 58, 11)
  );
};

const motifLive: Motif = (_ctx, r) => {
  const k = Math.floor(r() * 6);
  const s = Math.floor(r() * 4);
  return (
    card(122, 110, -12, at(RANKS, k), at(SUIT_KEYS, s)) +
    card(180, 104, 12, at(RANKS, k + 3), at(SUIT_KEYS, s + 1)) +
    chip(92, 170, 30, '#e0243a') +
    chip(208, 170, 30, '#1f5fd1')
  );
};

const motifRoulette: Motif = (ctx) => {
  const c = 2 * Math.PI * 56;
  return (
    `<g transform="translate(150 116)"><circle r="82" fill="${ctx.use('au')}"/><circle r="72" fill="#4a230c"/>` +
    `<g fill="none" stroke-width="24"><circle r="56" stroke="#161616"/>` +
    `<circle r="56" stroke="#d3223a" stroke-dasharray="${n(c / 36)}"/>` +
    `<circle r="56" stroke="#12a150" stroke-dasharray="${n(c / 36)} ${n(c)}"/></g>` +
    `<circle r="42" fill="${ctx.use('au')}"/><circle r="30" fill="#6b3512"/>` +
    `<path d="M0-30v60M-30 0h60" stroke="#ffd34d" stroke-width="6" stroke-linecap="round"/>` +
    `<circle r="9" fill="${ctx.use('au')}"/><circle cx="46" cy="-32" r="7" fill="#fff"/></g>` +
    sparkle(238, 50, 12)
  );
};

const motifPrizeWheel: Motif = (ctx) => {
  const colors = ['#ff4d6d', '#ffd166', '#06d6a0', '#4cc9f0'];
  const cx = 150;
  const cy = 118;
  const R = 72;
  const paths: string[] = ['', '', '', ''];
  for (let i = 0; i < 8; i++) {
    const a0 = (i * Math.PI) / 4 - Math.PI / 2;
    const a1 = a0 + Math.PI / 4;
    paths[i % 4] +=
      `M${cx} ${cy}L${Math.round(cx + R * Math.cos(a0))} ${Math.round(cy + R * Math.sin(a0))}` +
      `A${R} ${R} 0 0 1 ${Math.round(cx + R * Math.cos(a1))} ${Math.round(cy + R * Math.sin(a1))}Z`;
  }
  let dots = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    dots += `M${Math.round(cx + 80 * Math.cos(a))} ${Math.round(cy + 80 * Math.sin(a))}h0`;
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="88" fill="${ctx.use('au')}"/>` +
    paths.map((d, i) => `<path d="${d}" fill="${at(colors, i)}"/>`).join('') +
    `<path d="${dots}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="18" fill="${ctx.use('au')}" stroke="#fff" stroke-width="4"/>` +
    `<path d="M138 22h24l-12 26Z" fill="#fff" stroke="#c97a00" stroke-width="3" stroke-linejoin="round"/>`
  );
};

const motifSoccer: Motif = (ctx) => {
  const cx = 150;
  const cy = 118;
  let outer = '';
  let lines = '';
  for (let k = 0; k < 5; k++) {
    const a = ((-90 + 72 * k) * Math.PI) / 180;
    outer += polygon(cx + 64 * Math.cos(a), cy + 64 * Math.sin(a), 22, 5, -90 + 72 * k + 180);
    lines += `M${Math.round(cx + 21 * Math.cos(a))} ${Math.round(cy + 21 * Math.sin(a))}L${Math.round(cx + 42 * Math.cos(a))} ${Math.round(cy + 42 * Math.sin(a))}`;
  }
  return (
    `<path d="M40 96h46M28 122h50M44 148h40" stroke="#fff" stroke-opacity=".55" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="64" fill="#fff"/>` +
    `<path clip-path="${ctx.use('bc')}" fill="#1b1b2f" d="${polygon(cx, cy, 22, 5, -90 + 36)}${outer}"/>` +
    `<path d="${lines}" stroke="#1b1b2f" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="64" fill="${ctx.use('sh')}"/>` +
    sparkle(236, 60, 12)
  );
};

function controller(body: string, stroke: string, buttons: readonly string[]): string {
  return (
    `<path d="M95 78h110c22 0 35 14 40 35l10 42c4 18-12 30-26 22l-26-26H97l-26 26c-14 8-30-4-26-22l10-42c5-21 18-35 40-35Z" fill="${body}" stroke="${stroke}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M96 98h10v12h12v10h-12v12H96v-12H84v-10h12Z" fill="#fff" fill-opacity=".9"/>` +
    `<path d="M204 99h0M220 115h0M204 131h0M188 115h0" stroke="${at(buttons, 0)}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M204 99h0M188 115h0" stroke="${at(buttons, 1)}" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="128" cy="144" r="12" fill="#000" fill-opacity=".35" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
    `<circle cx="172" cy="144" r="12" fill="#000" fill-opacity=".35" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`
  );
}

const motifController: Motif = (_ctx, r) => {
  const neon = at(['#4cf0ff', '#ff4dd8', '#7dff6b', '#ffd34d'], r() * 4);
  return (
    controller('#17132b', neon, ['#ff4d6d', '#4cc9f0']) + sparkle(60, 56, 12) + sparkle(246, 196, 9, 0.7)
  );
};

const motifRooster: Motif = () =>
  `<circle cx="150" cy="112" r="78" fill="#ffd34d" fill-opacity=".9"/>` +
  `<circle cx="150" cy="112" r="92" fill="none" stroke="#ffd34d" stroke-opacity=".35" stroke-width="6"/>` +
  `<g fill="#24080a">` +
  `<path d="M112 138C70 128 58 86 78 46c2 34 18 58 44 70Z"/>` +
  `<path d="M110 146C62 152 38 116 42 80c10 32 32 50 64 52Z"/>` +
  `<path d="M114 156C78 176 48 160 40 132c18 20 44 24 70 10Z"/>` +
  `<path d="M104 150c0-34 30-52 64-42l10-44c2-10 14-16 24-10 8 4 10 14 6 24l-10 34c16 24 6 60-26 72-32 10-68-6-68-34Z"/>` +
  `<path d="M138 190l-6 22M162 190l6 22M124 212h16M160 212h16" stroke="#24080a" stroke-width="7" stroke-linecap="round"/>` +
  `</g>` +
  `<path d="M206 64l18 6-18 8Z" fill="#ffb703"/>` +
  `<path d="M184 52c-6-10 2-20 10-16 2-10 14-10 16 0 8-4 14 6 8 14Z" fill="#e0243a"/>` +
  `<path d="M204 80c8 4 8 18-2 20-6-4-6-14 2-20Z" fill="#e0243a"/>` +
  `<circle cx="198" cy="64" r="3.5" fill="#fff"/>` +
  `<path d="M126 138c16 14 40 14 54 0" fill="none" stroke="#ffd34d" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>`;

function fish(x: number, y: number, s: number, fill: string, fin: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-15-26Q8-60 34-22ZM40 0l44-34q-8 34 0 68Z" fill="${fin}"/>` +
    `<path d="M-62 0C-38-44 30-46 56 0 30 46-38 44-62 0Z" fill="${fill}"/>` +
    `<path d="M-22-24q12 24 0 48M4-28q10 28 0 56" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="-38" cy="-7" r="8" fill="#fff"/><circle cx="-40" cy="-7" r="4" fill="#1b1b2f"/></g>`
  );
}

const motifFish: Motif = (ctx, r) => {
  const hue = Math.floor(r() * 360);
  return (
    `<path transform="translate(62 178) scale(.4)" d="M-62 0C-38-44 30-46 56 0 30 46-38 44-62 0ZM40 0l44-34q-8 34 0 68Z" fill="${hsl(hue, 90, 62)}"/>` +
    `<path transform="translate(244 190) scale(-.3 .3)" d="M-62 0C-38-44 30-46 56 0 30 46-38 44-62 0ZM40 0l44-34q-8 34 0 68Z" fill="${hsl(hue + 60, 90, 62)}"/>` +
    fish(150, 112, 1.12, ctx.use('or'), '#ff8c1a') +
    `<g fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"><circle cx="64" cy="86" r="9"/><circle cx="46" cy="60" r="6"/><circle cx="62" cy="38" r="4"/></g>`
  );
};

const motifSeven: Motif = () =>
  `<g font-size="170" font-weight="900" font-style="italic">` +
  `<text x="156" y="190" fill="#000" fill-opacity=".35">7</text>` +
  `<text x="150" y="182" fill="#ff2d3f" stroke="#ffd34d" stroke-width="9" stroke-linejoin="round" paint-order="stroke">7</text></g>` +
  sparkle(226, 60, 14) +
  sparkle(80, 170, 9, 0.7);

const motifCherry: Motif = (ctx) =>
  `<path d="M118 130C124 96 146 70 170 56M186 120C182 96 176 76 170 56" fill="none" stroke="#2f7d32" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="M170 56c14-20 40-22 56-10-14 20-40 22-56 10Z" fill="#43a047"/>` +
  `<circle cx="116" cy="150" r="38" fill="${ctx.use('rd')}"/><circle cx="116" cy="150" r="38" fill="${ctx.use('sh')}"/>` +
  `<circle cx="190" cy="140" r="38" fill="${ctx.use('rd')}"/><circle cx="190" cy="140" r="38" fill="${ctx.use('sh')}"/>` +
  sparkle(86, 70, 12);

const motifGem: Motif = (_ctx, r) => {
  const h = at([150, 195, 330, 275, 0], r() * 5);
  const T = [102, 150, 198].map((x) => `${x} 72`);
  const G = [70, 122, 178, 230].map((x) => `${x} 108`);
  const C = '150 198';
  const facet = (pts: string[], l: number): string =>
    `<path d="M${pts.join('L')}Z" fill="${hsl(h, 85, l)}"/>`;
  return (
    facet([at(T, 0), at(G, 0), at(G, 1)], 72) +
    facet([at(T, 0), at(T, 1), at(G, 1)], 82) +
    facet([at(T, 1), at(G, 1), at(G, 2)], 66) +
    facet([at(T, 1), at(T, 2), at(G, 2)], 78) +
    facet([at(T, 2), at(G, 2), at(G, 3)], 58) +
    facet([at(G, 0), at(G, 1), C], 50) +
    facet([at(G, 1), at(G, 2), C], 40) +
    facet([at(G, 2), at(G, 3), C], 30) +
    sparkle(112, 84, 14) +
    sparkle(236, 176, 10, 0.7)
  );
};

const motifBell: Motif = (ctx) =>
  `<path d="M150 52c-34 0-46 28-46 62l-10 44h112l-10-44c0-34-12-62-46-62Z" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="4" stroke-linejoin="round"/>` +
  `<rect x="84" y="154" width="132" height="16" rx="8" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="4"/>` +
  `<circle cx="150" cy="182" r="13" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="4"/>` +
  `<circle cx="150" cy="48" r="9" fill="#a35f00"/>` +
  `<path d="M124 80c-6 12-8 28-8 40" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="7" stroke-linecap="round"/>` +
  sparkle(224, 62, 12);

const motifStar: Motif = (ctx) =>
  `<path d="${star(150, 118, 84, 36)}" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="${star(150, 122, 40, 17)}" fill="#fff" fill-opacity=".35"/>` +
  `<path d="${star(70, 60, 18, 8)}${star(236, 176, 14, 6)}" fill="#fff"/>`;

const motifCrown: Motif = (ctx) =>
  `<path d="M80 170 68 84l42 36 40-54 40 54 42-36-12 86Z" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="5" stroke-linejoin="round"/>` +
  `<rect x="76" y="162" width="148" height="26" rx="8" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="5"/>` +
  `<path d="M68 84h0M150 62h0M232 84h0" stroke="#fff3b0" stroke-width="16" stroke-linecap="round"/>` +
  `<circle cx="150" cy="138" r="12" fill="#e0243a" stroke="#fff" stroke-width="3"/>` +
  `<path d="M108 146h0M192 146h0" stroke="#1f7bff" stroke-width="16" stroke-linecap="round"/>` +
  sparkle(236, 48, 12);

const motifCoins: Motif = (ctx) =>
  coin(ctx, 150, 100, 58) +
  coinStack(ctx, 80, 190, 5, 34) +
  coinStack(ctx, 220, 190, 3, 34) +
  sparkle(214, 48, 14);

const motifLantern: Motif = (ctx) =>
  `<ellipse cx="150" cy="112" rx="72" ry="58" fill="${ctx.use('rd')}"/>` +
  `<path d="M150 56v112M114 60q-30 52 0 104M186 60q30 52 0 104" fill="none" stroke="#ff9a6b" stroke-width="3"/>` +
  `<ellipse cx="116" cy="96" rx="14" ry="26" fill="#fff" fill-opacity=".22"/>` +
  `<rect x="118" y="44" width="64" height="16" rx="5" fill="${ctx.use('au')}"/>` +
  `<rect x="118" y="164" width="64" height="16" rx="5" fill="${ctx.use('au')}"/>` +
  `<path d="M140 182v20M150 182v24M160 182v20" stroke="#ffd34d" stroke-width="4" stroke-linecap="round"/>` +
  `<circle cx="150" cy="112" r="22" fill="${ctx.use('au')}"/>` +
  `<path d="${star(150, 112, 12, 5)}" fill="#c1121f"/>` +
  sparkle(236, 54, 12);

const motifBolt: Motif = (ctx) =>
  `<circle cx="150" cy="118" r="74" fill="#fff" fill-opacity=".12"/>` +
  `<path d="M172 34 94 134h48l-20 74 86-108h-50Z" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M160 60 120 114" stroke="#fff" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"/>` +
  sparkle(228, 66, 14) +
  sparkle(78, 170, 10, 0.7);

const motifEnvelope: Motif = (ctx) =>
  `<g transform="rotate(-8 150 118)">` +
  `<rect x="96" y="44" width="108" height="148" rx="12" fill="${ctx.use('rd')}"/>` +
  `<path d="M96 60q54 46 108 0v-4a12 12 0 0 0-12-12h-84a12 12 0 0 0-12 12Z" fill="#ff6b7d"/>` +
  `<circle cx="150" cy="104" r="22" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="3"/>` +
  `<path d="${star(150, 104, 11, 5)}" fill="#c1121f"/></g>` +
  coin(ctx, 212, 174, 28, 20, 0.7) +
  sparkle(230, 60, 12);

const motifReels: Motif = (ctx) =>
  `<rect x="44" y="50" width="212" height="124" rx="20" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="4"/>` +
  `<rect x="58" y="66" width="184" height="92" rx="10" fill="#fff"/>` +
  `<path d="M119 66v92M181 66v92" stroke="#c8ccd8" stroke-width="3"/>` +
  `<g font-size="74" font-style="italic" fill="#e0243a">` +
  `<text x="88" y="140">7</text><text x="150" y="140">7</text><text x="212" y="140">7</text></g>` +
  `<path d="M60 58h0M90 58h0M120 58h0M150 58h0M180 58h0M210 58h0M240 58h0" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
  sparkle(240, 196, 10);

const motifMahjong: Motif = () => {
  const tile = (x: number, y: number, rot: number, face: string): string =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-38" y="-46" width="76" height="100" rx="12" fill="#0e7a4c"/>` +
    `<rect x="-38" y="-54" width="76" height="100" rx="12" fill="#fbf6e6" stroke="#d9ccad" stroke-width="2"/>${face}</g>`;
  const dots =
    `<path d="M-18-30h0M18-30h0M0-4h0M-18 22h0M18 22h0" stroke="#1565c0" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M-18-30h0M18-30h0M0-4h0M-18 22h0M18 22h0" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cy="-4" r="4" fill="#e0243a"/>`;
  const bamboo = `<path d="M-16-38v24M0-38v24M16-38v24M-16 6v24M0 6v24M16 6v24" stroke="#2e8b57" stroke-width="9" stroke-linecap="round"/>`;
  return tile(112, 124, -12, bamboo) + tile(186, 116, 10, dots) + sparkle(244, 56, 11);
};

const motifMines: Motif = (ctx, r) => {
  const bomb = Math.floor(r() * 9);
  let covered = '';
  let open = '';
  let gems = '';
  for (let i = 0; i < 9; i++) {
    const x = 76 + (i % 3) * 52;
    const y = 44 + Math.floor(i / 3) * 52;
    if (i === bomb || r() < 0.45) {
      open += `M${x} ${y}h44v44h-44Z`;
      if (i !== bomb) gems += `M${x + 22} ${y + 9}l12 11-12 16-12-16Z`;
    } else covered += `M${x} ${y}h44v44h-44Z`;
  }
  const bx = 76 + (bomb % 3) * 52 + 22;
  const by = 44 + Math.floor(bomb / 3) * 52 + 24;
  return (
    `<path d="${covered}" fill="#fff" fill-opacity=".22" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${open}" fill="#0b1230" fill-opacity=".55" stroke="#000" stroke-opacity=".2" stroke-width="2"/>` +
    `<path d="${gems}" fill="#3ee08f" stroke="#b6ffd8" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M${bx + 6} ${by - 8}q6-8 12-6" fill="none" stroke="#ffd34d" stroke-width="3"/>` +
    `<circle cx="${bx}" cy="${by + 2}" r="12" fill="#1b1b2f"/><circle cx="${bx}" cy="${by + 2}" r="12" fill="${ctx.use('sh')}"/>` +
    sparkle(bx + 19, by - 11, 6)
  );
};

const motifPlinko: Motif = () => {
  let pegs = '';
  for (let row = 0; row < 6; row++) {
    for (let i = 0; i < row + 3; i++) pegs += `M${n(150 + (i - (row + 2) / 2) * 24)} ${48 + row * 22}h0`;
  }
  const bucketColors = ['#ff3d5a', '#ff7a3d', '#ffb23d', '#ffe14d', '#ffb23d', '#ff7a3d', '#ff3d5a'];
  const buckets = bucketColors
    .map(
      (c, i) => `<rect x="${n(150 + (i - 3) * 24 - 10)}" y="180" width="20" height="16" rx="4" fill="${c}"/>`,
    )
    .join('');
  return (
    `<path d="${pegs}" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M150 26q-8 30 12 44t-8 40" fill="none" stroke="#ff4dd8" stroke-opacity=".45" stroke-width="4" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    buckets +
    `<circle cx="154" cy="114" r="10" fill="#ff4dd8" stroke="#fff" stroke-width="3"/>`
  );
};

const motifKeno: Motif = (ctx, r) => {
  let dots = '';
  let hits = '';
  const picked = new Set<number>();
  while (picked.size < 5) picked.add(Math.floor(r() * 16));
  for (let i = 0; i < 16; i++) {
    const x = 96 + (i % 4) * 36;
    const y = 56 + Math.floor(i / 4) * 38;
    if (picked.has(i)) {
      hits += `<circle cx="${x}" cy="${y}" r="16" fill="${ctx.use('au')}"/><text x="${x}" y="${y + 6}" font-size="16" fill="#5a3300">${i + 1}</text>`;
    } else dots += `M${x} ${y}h0`;
  }
  return `<path d="${dots}" stroke="#fff" stroke-opacity=".25" stroke-width="30" stroke-linecap="round"/>${hits}`;
};

const motifRocket: Motif = () =>
  `<path d="M40 200C110 196 170 160 208 70" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-dasharray="3 10" stroke-linecap="round"/>` +
  `<g transform="translate(172 118) rotate(34)">` +
  `<path d="M-10 34 0 78 10 34Z" fill="#ff8c1a"/><path d="M-5 34 0 60 5 34Z" fill="#ffe14d"/>` +
  `<path d="M-16 8-34 40-16 34ZM16 8 34 40 16 34Z" fill="#e0243a"/>` +
  `<path d="M0-56C20-34 22 0 16 36h-32c-6-36-4-70 16-92Z" fill="#f4f6fb" stroke="#c8ccd8" stroke-width="3"/>` +
  `<circle cy="-10" r="10" fill="#3a86ff" stroke="#c8ccd8" stroke-width="4"/></g>` +
  `<text x="88" y="96" font-size="34" fill="#ffd34d">2.00×</text>` +
  sparkle(250, 44, 10);

const motifPlane: Motif = () =>
  `<path d="M30 200C120 196 180 166 222 92V200Z" fill="#000" fill-opacity=".25"/>` +
  `<path d="M30 200C120 196 180 166 222 92" fill="none" stroke="#ff3d5a" stroke-width="6" stroke-linecap="round"/>` +
  `<g transform="translate(204 88) rotate(-28) scale(1.5)">` +
  `<path d="M-34-2-44-24h14l12 18Z" fill="#b3001e"/>` +
  `<ellipse rx="36" ry="11" fill="#e0243a"/>` +
  `<path d="M-10 0h30l-6 20h-14Z" fill="#b3001e"/>` +
  `<circle cx="8" cy="-6" r="5" fill="#bfe4ff"/>` +
  `<ellipse cx="38" rx="4" ry="20" fill="#fff" fill-opacity=".8"/></g>` +
  sparkle(70, 70, 12) +
  sparkle(120, 40, 8, 0.7);

const SLOT_SYMBOLS: Motif[] = [
  motifSeven,
  motifCherry,
  motifGem,
  motifBell,
  motifStar,
  motifCrown,
  motifReels,
  motifLantern,
  motifBolt,
];

const RNG_KEYWORDS: [RegExp, Motif][] = [
  [/blackjack|jacks|hi lo|poker|baccarat/, motifCards],
  [/roulette/, motifRoulette],
  [/aviator/, motifPlane],
  [/goal/, motifSoccer],
  [/mahjong/, motifMahjong],
  [/koi|shark/, motifFish],
  [/reels|slots/, motifReels],
  [/thunder|storm|zeus|olympus/, motifBolt],
  [/lantern|festival/, motifLantern],
  [/envelope|cai shen/, motifEnvelope],
  [/seven|fire hot/, motifSeven],
  [/gem|diamond|crystal|emerald|jade|pearl/, motifGem],
  [/cherry|fruit|candy|sweet|bonanza/, motifCherry],
  [/jackpot|royal|king|emperor|queen|princess|pharaoh|gods/, motifCrown],
  [/star|cosmic|space|moon/, motifStar],
  [/gold|fortune|cash|treasure|lucky/, motifCoins],
];

function motifFor(v: DemoVendor, name: string, r: Rand): Motif {
  const t = name.toLowerCase();
  switch (v.gameType) {
    case 'ELOTT':
      return t.includes('dice') ? motifDice3 : motifBalls;
    case 'LIVE':
      if (t.includes('roulette')) return motifRoulette;
      if (t.includes('wheel')) return motifPrizeWheel;
      if (/sic bo|dice/.test(t)) return motifDice3;
      return motifLive;
    case 'SPORTS':
      return motifSoccer;
    case 'ESPORTS':
      return motifController;
    case 'COCKFIGHT':
      return motifRooster;
    case 'FISH':
      return motifFish;
    case 'PVP':
      return t.includes('mahjong') ? motifMahjong : motifCards;
    case 'INHOUSE':
      if (t.includes('dice')) return motifDice;
      if (t.includes('limbo')) return motifRocket;
      if (t.includes('mines')) return motifMines;
      if (t.includes('plinko')) return motifPlinko;
      if (t.includes('keno')) return motifKeno;
      return motifReels;
    default: {
      const hit = RNG_KEYWORDS.find(([re]) => re.test(t));
      return hit ? hit[1] : at(SLOT_SYMBOLS, r() * SLOT_SYMBOLS.length);
    }
  }
}

/** Background hue ranges per game type (degrees). */
const HUES: Record<DemoVendor['gameType'], [number, number][]> = {
  ELOTT: [[200, 320]],
  LIVE: [
    [140, 165],
    [340, 365],
    [210, 230],
  ],
  SPORTS: [
    [115, 165],
    [195, 215],
  ],
  ESPORTS: [
    [255, 300],
    [185, 200],
  ],
  COCKFIGHT: [[0, 25]],
  FISH: [[180, 215]],
  RNG: [[0, 360]],
  PVP: [
    [135, 170],
    [345, 370],
    [20, 35],
  ],
  INHOUSE: [
    [225, 275],
    [165, 190],
  ],
};

function hueFor(type: DemoVendor['gameType'], r: Rand): number {
  const [lo, hi] = at(HUES[type], r() * HUES[type].length);
  return Math.round(lo + r() * (hi - lo));
}

function backdrop(r: Rand): string {
  const kind = Math.floor(r() * 4);
  if (kind === 0) {
    // Sunburst: dashes of a circle whose stroke reaches from the centre outwards are wedges.
    const rays = 14 + 2 * Math.floor(r() * 4);
    return `<circle cx="150" cy="118" r="120" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="240" stroke-dasharray="${n((Math.PI * 240) / (2 * rays))}" transform="rotate(${Math.round(r() * 90)} 150 118)"/>`;
  }
  if (kind === 1) {
    return `<g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="16"><circle cx="150" cy="118" r="104"/><circle cx="150" cy="118" r="150"/><circle cx="150" cy="118" r="196"/></g>`;
  }
  if (kind === 2) {
    let s = '';
    for (let i = 0; i < 5; i++) {
      s += `<circle cx="${Math.round(r() * 300)}" cy="${Math.round(r() * 240)}" r="${Math.round(12 + r() * 40)}"/>`;
    }
    return `<g fill="#fff" fill-opacity=".08">${s}</g>`;
  }
  // Diagonal stripes: the dashes of one very wide line.
  return `<path d="M-100 150h500" stroke="#fff" stroke-opacity=".06" stroke-width="500" stroke-dasharray="26 38" transform="rotate(${Math.round(20 + r() * 20)} 150 150)"/>`;
}

function tileSvg(v: DemoVendor, name: string): string {
  const r = rng(hash(`${v.code}/${name}`));
  const h = hueFor(v.gameType, r);
  const ctx = new Ctx();
  ctx.add(
    'bg',
    `<linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 85, 58)}"/><stop offset=".5" stop-color="${hsl(h + 22, 78, 36)}"/><stop offset="1" stop-color="${hsl(h + 45, 80, 15)}"/></linearGradient>`,
  );
  // One blur makes both the glow behind the art and the shade under the name.
  ctx.add(
    'bl',
    '<filter id="bl" x="-.5" y="-.5" width="2" height="2"><feGaussianBlur stdDeviation="24"/></filter>',
  );
  ctx.add('cl', '<clipPath id="cl"><rect width="300" height="300" rx="24"/></clipPath>');
  const decor = backdrop(r);
  const art = motifFor(v, name, r)(ctx, r);
  const shadow = ctx.use('ds');
  // No title: the page shows the game's name in the member's language under the tile. The art, drawn
  // around (150, 118), moves to the middle of the tile and grows into the room the title had.
  const body =
    `<g font-family="${FONT}" font-weight="800" text-anchor="middle">` +
    `<g clip-path="url(#cl)"><rect width="300" height="300" fill="url(#bg)"/>` +
    `<g transform="translate(150 152) scale(1.14) translate(-150 -118)">${decor}` +
    `<circle cx="150" cy="118" r="80" fill="${hsl(h - 15, 100, 82)}" fill-opacity=".55" filter="url(#bl)"/>` +
    `<g filter="${shadow}">${art}</g></g>` +
    `<ellipse cx="150" cy="300" rx="230" ry="46" fill-opacity=".45" filter="url(#bl)"/>` +
    `<rect width="300" height="300" rx="24" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="4"/></g></g>`;
  return svg(300, 300, body, ctx.defsText);
}

// ---------------------------------------------------------------- vendors

/** The picture of a vendor's game type on its logo, where the category word (SLOTS...) used to be. */
const CATEGORY_MOTIF: Record<DemoVendor['gameType'], Motif> = {
  ELOTT: motifBalls,
  LIVE: motifLive,
  SPORTS: motifSoccer,
  ESPORTS: motifController,
  COCKFIGHT: motifRooster,
  FISH: motifFish,
  RNG: motifReels,
  PVP: motifCards,
  INHOUSE: motifDice,
};

/**
 * The brand a vendor's logo spells: its name without the category word (DG, not DG Live), since the page
 * names the category in the member's language. The portal's own lottery and house games carry the
 * site's name. The test's allow-list (BRAND_MARKS) holds each of these.
 */
const VENDOR_WORDMARK: Record<string, string> = {
  LOTT: 'Portal',
  TCG_LOTTO_VN: 'TCG',
  DG: 'DG',
  AG: 'AG',
  SA: 'SA',
  IMSB: 'IM',
  SABA: 'SABA',
  AV: 'AV',
  AI: 'AI',
  IMES: 'IM',
  TF: 'TF',
  IA: 'IA',
  DS88: 'DS88',
  JDBF: 'JDB',
  FC: 'FC',
  PG: 'PG Soft',
  PT: 'Playtech',
  JDB: 'JDB',
  CQ9: 'CQ9',
  SPB: 'Spribe',
  KY: 'KY',
  LEG: 'LEG',
  HOUSE: 'Portal',
  HOUSEX: 'Portal',
  HOUSESB: 'Portal',
  HOUSEES: 'Portal',
  HOUSECF: 'Portal',
  HOUSELC: 'Portal',
  HOUSEPK: 'Portal',
  HOUSEFH: 'Portal',
};

function vendorLogo(v: DemoVendor): string {
  const r = rng(hash(`vendor/${v.code}`));
  const h = hueFor(v.gameType, r);
  const word = VENDOR_WORDMARK[v.code];
  if (word === undefined)
    throw new Error(`no wordmark for vendor ${v.code}: add its brand to VENDOR_WORDMARK`);
  const ctx = new Ctx();
  ctx.add(
    'm',
    `<linearGradient id="m" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 90, 62)}"/><stop offset="1" stop-color="${hsl(h + 35, 85, 30)}"/></linearGradient>`,
  );
  ctx.add('ec', '<clipPath id="ec"><rect x="6" y="12" width="56" height="56" rx="16"/></clipPath>');
  const emblem = place(ctx, CATEGORY_MOTIF[v.gameType], r, 34, 40, 0.24);
  const ws = Math.floor(fit(word, 156, 32));
  const base = n(40 + ws * 0.36);
  const body =
    `<g font-family="${FONT}" font-weight="800">` +
    `<rect x="6" y="12" width="56" height="56" rx="16" fill="url(#m)"/>` +
    `<g clip-path="url(#ec)" text-anchor="middle">${emblem}</g>` +
    `<rect x="7" y="13" width="54" height="54" rx="15" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>` +
    `<text x="74" y="${base}" font-size="${ws}" fill="#fff">${esc(word)}</text>` +
    `<rect x="75" y="${n(40 + ws * 0.36 + 8)}" width="26" height="4" rx="2" fill="${hsl(h, 90, 70)}"/></g>`;
  return svg(240, 80, body, ctx.defsText);
}

// ---------------------------------------------------------------- brand

function brandLogo(): string {
  const defs =
    DEFS.au +
    '<linearGradient id="t" x2="0" y2="1"><stop offset="0" stop-color="#ffc53d"/><stop offset="1" stop-color="#cf6f00"/></linearGradient>';
  const body =
    `<g font-family="${FONT}" font-weight="800">` +
    `<path d="M24 4 42 14v20L24 44 6 34V14Z" fill="url(#au)" stroke="#9a5800" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M24 10 37 17v14l-13 7-13-7V17Z" fill="#1d1405"/>` +
    `<text x="24" y="31" font-size="17" text-anchor="middle" fill="#ffc53d">P</text>` +
    `<text x="50" y="34" font-size="30" fill="url(#t)" stroke="#2a1a00" stroke-opacity=".55" stroke-width="1" paint-order="stroke">Portal</text></g>`;
  return svg(184, 48, body, defs);
}

function favicon(): string {
  const defs =
    DEFS.au +
    '<linearGradient id="k" x2="0" y2="1"><stop offset="0" stop-color="#2a2147"/><stop offset="1" stop-color="#0f0b1f"/></linearGradient>';
  const body =
    `<rect width="64" height="64" rx="14" fill="url(#k)"/>` +
    `<path d="M32 7 54 19.5v25L32 57 10 44.5v-25Z" fill="url(#au)" stroke="#9a5800" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M32 14 48 23v18l-16 9-16-9V23Z" fill="#1d1405"/>` +
    `<text x="32" y="41" font-family="${FONT}" font-weight="800" font-size="23" text-anchor="middle" fill="#ffc53d">P</text>`;
  return svg(64, 64, body, defs);
}

// ---------------------------------------------------------------- banners

/**
 * A banner's picture: art on the right, the left kept calm for the title the page lays over it in the
 * member's language (the banner's localized title; see banner-carousel.tsx).
 */
interface Banner {
  id: string;
  colors: [string, string, string];
  art: (ctx: Ctx, r: Rand) => string;
}

function percentBadge(ctx: Ctx, x: number, y: number, rad: number, label: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${rad + 22}" fill="none" stroke="#ffd34d" stroke-opacity=".35" stroke-width="4" stroke-dasharray="4 10" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y + 8}" r="${rad}" fill-opacity=".3"/>` +
    `<circle cx="${x}" cy="${y}" r="${rad}" fill="${ctx.use('au')}" stroke="#a35f00" stroke-width="5"/>` +
    `<circle cx="${x}" cy="${y}" r="${rad - 16}" fill="none" stroke="#a35f00" stroke-opacity=".4" stroke-width="4"/>` +
    `<text x="${x}" y="${n(y + rad * 0.3)}" font-size="${n(fit(label, rad * 1.45, rad * 0.85))}" text-anchor="middle" fill="#5a3300">${esc(label)}</text>`
  );
}

function chatBubbles(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="M-150-100h170a24 24 0 0 1 24 24v70a24 24 0 0 1-24 24h-110l-40 32v-32h-20a24 24 0 0 1-24-24v-70a24 24 0 0 1 24-24Z" fill="#fff"/>` +
    `<path d="M-104-41h0M-64-41h0M-24-41h0" stroke="#1f6fd1" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M40 10h130a24 24 0 0 1 24 24v60a24 24 0 0 1-24 24h-16v30l-36-30H40a24 24 0 0 1-24-24V34a24 24 0 0 1 24-24Z" fill="#ffd34d"/>` +
    `<path d="M52 50h104M52 80h70" stroke="#5a3300" stroke-opacity=".55" stroke-width="12" stroke-linecap="round"/></g>`
  );
}

function phoneArt(ctx: Ctx, x: number, y: number): string {
  const tiles = ['#ff4d6d', '#ffd166', '#06d6a0', '#4cc9f0', '#9b5de5', '#ff8c42'];
  let t = '';
  tiles.forEach((c, i) => {
    t += `<rect x="${-66 + (i % 2) * 70}" y="${-92 + Math.floor(i / 2) * 62}" width="62" height="54" rx="10" fill="${c}"/>`;
  });
  return (
    `<g transform="translate(${x} ${y}) rotate(-10) scale(.85)">` +
    `<rect x="-100" y="-184" width="200" height="360" rx="34" fill="#101322" stroke="#6b7488" stroke-width="4"/>` +
    `<rect x="-86" y="-168" width="172" height="328" rx="22" fill="#1c2140"/>` +
    `<rect x="-30" y="-160" width="60" height="14" rx="7" fill="#101322"/>` +
    `<rect x="-66" y="-136" width="132" height="30" rx="8" fill="${ctx.use('au')}"/>${t}</g>` +
    `<g transform="translate(${x + 90} ${y + 100})"><circle r="44" fill="#16a34a" stroke="#fff" stroke-width="5"/>` +
    `<path d="M0-22v30M-14-6 0 8 14-6M-18 20h36" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

const BANNERS: Banner[] = [
  {
    id: 'w_home-1',
    colors: ['#1a0633', '#4b0f7a', '#b0178a'],
    art: (ctx) =>
      coinStack(ctx, 790, 330, 6, 54) +
      coinStack(ctx, 1080, 340, 4, 48) +
      gift(935, 250, 1.35, '#e0243a') +
      coin(ctx, 800, 110, 34, -20, 0.7) +
      coin(ctx, 1090, 120, 28, 25, 0.6) +
      coin(ctx, 1010, 60, 20, 10, 0.8),
  },
  {
    id: 'w_home-2',
    colors: ['#03202b', '#075b63', '#10a37f'],
    art: (ctx) =>
      percentBadge(ctx, 930, 200, 110, '%') +
      coin(ctx, 770, 120, 36, -25, 0.65) +
      coin(ctx, 1090, 100, 30, 20, 0.7) +
      coin(ctx, 790, 310, 28, 15, 0.6) +
      coin(ctx, 1100, 300, 40, -10, 0.75),
  },
  {
    id: 'w_home-3',
    colors: ['#0a0d33', '#241f86', '#5b3fd6'],
    art: (ctx, r) => place(ctx, motifPlinko, r, 1040, 200, 1.25) + place(ctx, motifDice, r, 800, 210, 1.3),
  },
  {
    id: 'w_reg-1',
    colors: ['#041634', '#0b3f8a', '#1f7ae0'],
    art: (ctx) =>
      gift(930, 250, 1.7, '#7c3aed') +
      coin(ctx, 760, 150, 36, -20, 0.7) +
      coin(ctx, 1110, 170, 30, 20, 0.65) +
      coin(ctx, 1070, 330, 24, -10, 0.8) +
      coin(ctx, 780, 330, 26, 12, 0.7),
  },
  {
    id: 'w_hot-1',
    colors: ['#021d15', '#07573a', '#15a86a'],
    art: (ctx, r) => place(ctx, motifRoulette, r, 1070, 190, 1.35) + place(ctx, motifLive, r, 830, 210, 1.35),
  },
  {
    id: 'w_hot-2',
    colors: ['#2a0510', '#8a1030', '#f0532b'],
    art: (ctx, r) =>
      place(ctx, motifReels, r, 930, 190, 1.8) +
      place(ctx, motifStar, r, 1110, 80, 0.55) +
      coinStack(ctx, 800, 360, 4, 40) +
      coinStack(ctx, 1070, 365, 3, 40),
  },
  {
    id: 'w_promotion-1',
    colors: ['#2b0313', '#7a0c3a', '#e0245e'],
    art: (ctx) =>
      percentBadge(ctx, 1020, 180, 96, '15%') +
      gift(800, 270, 1.15, '#1f7ae0') +
      coin(ctx, 1120, 330, 32, 15, 0.7) +
      coin(ctx, 900, 90, 26, -20, 0.7),
  },
  {
    id: 'w_help-1',
    colors: ['#041a2c', '#0b4a7a', '#1a8fd6'],
    art: (ctx) => chatBubbles(950, 190) + percentBadge(ctx, 790, 300, 52, '?'),
  },
  {
    id: 'w_down-1',
    colors: ['#090b26', '#24166e', '#5a2fc2'],
    art: (ctx) => phoneArt(ctx, 930, 210),
  },
  // New-player promotion cards (the register form's carousel).
  {
    id: 'promo-first-deposit',
    colors: ['#2a1402', '#7a3b06', '#e08a12'],
    art: (ctx) =>
      percentBadge(ctx, 1010, 190, 96, '100%') +
      coinStack(ctx, 800, 350, 5, 48) +
      coin(ctx, 1120, 320, 30, 15, 0.7),
  },
  {
    id: 'promo-daily-reload',
    colors: ['#031c16', '#075e48', '#11a37f'],
    art: (ctx) =>
      gift(960, 250, 1.2, '#e0243a') + coin(ctx, 820, 110, 30, -20, 0.7) + coin(ctx, 1110, 330, 26, 15, 0.7),
  },
];

function bannerSvg(b: Banner): string {
  const r = rng(hash(`banner/${b.id}`));
  const ctx = new Ctx();
  const [c1, c2, c3] = b.colors;
  ctx.add(
    'bb',
    `<linearGradient id="bb" x2="1" y2=".35"><stop offset="0" stop-color="${c1}"/><stop offset=".55" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>`,
  );
  ctx.add(
    'bg2',
    '<radialGradient id="bg2"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
  );
  ctx.add('fx', dropShadow('fx', 8, 6, 0.35, ' x="-.2" y="-.2" width="1.4" height="1.4"'));
  // Decoration: light beams, a glow behind the art, bokeh and confetti.
  let beams = '';
  for (let i = 0; i < 6; i++) {
    const a = -0.2 + i * 0.32 + r() * 0.1;
    beams += `M930 200L${n(930 + 900 * Math.cos(a - 0.07))} ${n(200 + 900 * Math.sin(a - 0.07))}L${n(930 + 900 * Math.cos(a + 0.07))} ${n(200 + 900 * Math.sin(a + 0.07))}Z`;
    beams += `M930 200L${n(930 - 900 * Math.cos(a - 0.07))} ${n(200 - 900 * Math.sin(a - 0.07))}L${n(930 - 900 * Math.cos(a + 0.07))} ${n(200 - 900 * Math.sin(a + 0.07))}Z`;
  }
  let bokeh = '';
  for (let i = 0; i < 6; i++) {
    bokeh += `<circle cx="${Math.round(700 + r() * 500)}" cy="${Math.round(r() * 400)}" r="${Math.round(6 + r() * 30)}" fill-opacity="${n(0.05 + r() * 0.12)}"/>`;
  }
  const confettiColors = ['#ffd34d', '#ff4d6d', '#4cc9f0', '#7dff6b', '#fff'];
  let confetti = '';
  for (let i = 0; i < 9; i++) {
    const x = Math.round(710 + r() * 470);
    const y = Math.round(20 + r() * 360);
    confetti += `<rect x="${x}" y="${y}" width="${Math.round(6 + r() * 8)}" height="${Math.round(4 + r() * 4)}" rx="1.5" transform="rotate(${Math.round(r() * 180)} ${x} ${y})" fill="${at(confettiColors, i)}" fill-opacity=".85"/>`;
  }
  const sparkles =
    sparkle(Math.round(700 + r() * 80), Math.round(60 + r() * 60), 14) +
    sparkle(Math.round(1120 + r() * 50), Math.round(250 + r() * 100), 10, 0.8);

  // No words: the page lays the banner's title over the calm left side, in the member's language. A
  // soft light and a few rings keep that side from looking empty without competing with the title.
  const left =
    `<circle cx="120" cy="330" r="260" fill="url(#bg2)" fill-opacity=".35"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".06" stroke-width="14"><circle cx="40" cy="420" r="150"/><circle cx="40" cy="420" r="230"/></g>`;

  const body =
    `<rect width="1200" height="400" fill="url(#bb)"/>${left}` +
    `<path d="${beams}" fill="#fff" fill-opacity=".045"/>` +
    `<circle cx="930" cy="200" r="300" fill="url(#bg2)"/>` +
    `<g fill="#fff">${bokeh}</g>${confetti}${sparkles}` +
    `<g font-family="${FONT}" font-weight="800">` +
    `<g filter="url(#fx)" text-anchor="middle">${b.art(ctx, r)}</g></g>`;
  return svg(1200, 400, body, ctx.defsText);
}

// ---------------------------------------------------------------- payments, licence, social

/** Payment marks. `label` is drawn only for a brand (a proper name); Bank and E-Wallet are words, so
 * their marks are the glyph alone and the footer names them in the member's language. */
const PAYMENTS: { id: string; label?: string; color: string; glyph: string; italic?: boolean }[] = [
  { id: 'visa', label: 'VISA', color: '#1a2a8c', glyph: '', italic: true },
  {
    id: 'mastercard',
    label: 'Mastercard',
    color: '#2b2f3a',
    glyph:
      '<rect x="10" y="12" width="24" height="16" rx="3" fill="none" stroke="#ff9f1c" stroke-width="2"/><path d="M10 17h24" stroke="#ff9f1c" stroke-width="3"/>',
  },
  {
    id: 'unionpay',
    label: 'UnionPay',
    color: '#0f6b6b',
    glyph:
      '<circle cx="22" cy="20" r="10" fill="none" stroke="#fff" stroke-width="2"/><path d="M12 20h20M22 10c-6 6-6 14 0 20M22 10c6 6 6 14 0 20" fill="none" stroke="#fff" stroke-width="1.6"/>',
  },
  {
    id: 'usdt',
    label: 'USDT',
    color: '#1f8f6b',
    glyph:
      '<circle cx="22" cy="20" r="11" fill="#fff"/><path d="M16 14h12M22 14v13" stroke="#1f8f6b" stroke-width="3"/><ellipse cx="22" cy="19" rx="7" ry="2" fill="none" stroke="#1f8f6b" stroke-width="1.5"/>',
  },
  {
    id: 'bank',
    color: '#334155',
    glyph:
      '<path d="M11 16 22 9l11 7ZM13 18h18M14 19v8M19 19v8M25 19v8M30 19v8M11 29h22" fill="#fff" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>',
  },
  {
    id: 'ewallet',
    color: '#5b21b6',
    glyph:
      '<rect x="10" y="12" width="24" height="17" rx="4" fill="#fff"/><rect x="24" y="17" width="10" height="7" rx="2" fill="#5b21b6"/><circle cx="28" cy="20.5" r="1.5" fill="#fff"/>',
  },
];

function paymentSvg(p: (typeof PAYMENTS)[number]): string {
  if (p.label === undefined) {
    // The glyph alone, larger and centred (it is drawn around (22, 20)).
    const body =
      `<rect width="120" height="40" rx="8" fill="${p.color}"/>` +
      `<g transform="translate(60 20) scale(1.45) translate(-22 -20)">${p.glyph}</g>`;
    return svg(120, 40, body);
  }
  const x0 = p.glyph ? 36 : 8;
  const w = 120 - x0 - 6;
  const size = Math.floor(fit(p.label, w, p.italic ? 22 : 15));
  const body =
    `<rect width="120" height="40" rx="8" fill="${p.color}"/>${p.glyph}` +
    `<text x="${n(x0 + w / 2)}" y="${n(20 + size * 0.36)}" font-family="${FONT}" font-weight="800" font-size="${size}"${p.italic ? ' font-style="italic" letter-spacing="2"' : ''} text-anchor="middle" fill="#fff">${esc(p.label)}</text>`;
  return svg(120, 40, body);
}

/** A round 48x48 seal like the 18+ one: a ring and a glyph drawn in a 34x34 box centred on it. */
function seal(color: string, glyph: string): string {
  const body =
    `<circle cx="24" cy="24" r="22" fill="${color}"/><circle cx="24" cy="24" r="18.5" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="2"/>` +
    `<g transform="translate(9.5 8) scale(.85)">${glyph}</g>`;
  return svg(48, 48, body);
}

/** Licence seal: a shield with a tick. The footer names it (the licence resource's label). */
function licenceSvg(): string {
  return seal(
    '#1f6f8b',
    `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">` +
      `<path d="M17 4 29 8.5v9.5c0 9-5 15-12 18C10 33 5 27 5 18V8.5Z"/><path d="M11.5 19l4 4 7-8"/></g>`,
  );
}

function eighteenSvg(): string {
  const body =
    `<circle cx="24" cy="24" r="22" fill="#d62839"/><circle cx="24" cy="24" r="18.5" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<text x="24" y="29" font-family="${FONT}" font-weight="800" font-size="14" text-anchor="middle" fill="#fff">18+</text>`;
  return svg(48, 48, body);
}

/** Responsible gaming seal: a heart with a calm line across it. The footer names it. */
function responsibleSvg(): string {
  return seal(
    '#2f855a',
    `<path d="M17 31C10 26 4 21 4 14c0-4.5 3.5-7.5 7-7.5 2.7 0 4.5 1.8 6 3.6 1.5-1.8 3.3-3.6 6-3.6 3.5 0 7 3 7 7.5 0 7-6 12-13 17Z" fill="#fff"/>` +
      `<path d="M12 17h10" stroke="#2f855a" stroke-width="3" stroke-linecap="round"/>`,
  );
}

const SOCIAL: Record<string, string> = {
  telegram:
    '<path d="M3.5 15.2 26.6 6.3c1.1-.4 2 .3 1.7 1.9l-3.9 18.5c-.3 1.3-1.1 1.6-2.2 1L16.3 23l-2.9 2.8c-.3.3-.6.6-1.2.6l.4-6 11-9.9c.5-.4-.1-.7-.7-.3L9.3 18.7l-5.8-1.8c-1.3-.4-1.3-1.3.3-1.7Z" fill="#fff"/>',
  facebook:
    '<path d="M18.4 31V18.2h4.3l.6-5h-4.9v-3.2c0-1.4.4-2.4 2.5-2.4h2.6V3.2c-.5-.1-2-.2-3.8-.2-3.8 0-6.4 2.3-6.4 6.6v3.6H9v5h4.3V31Z" fill="#fff"/>',
  instagram:
    '<rect x="4" y="4" width="24" height="24" rx="7" fill="none" stroke="#fff" stroke-width="2.6"/><circle cx="16" cy="16" r="5.6" fill="none" stroke="#fff" stroke-width="2.6"/><circle cx="23.3" cy="8.8" r="1.7" fill="#fff"/>',
  youtube:
    '<path d="M7 7h18a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5v-8a5 5 0 0 1 5-5ZM13 11.5v9l8-4.5Z" fill="#fff" fill-rule="evenodd"/>',
  x: '<path d="M4 4h7.5L28 28h-7.5Z" fill="#fff"/><path d="M26.5 4 5.5 28" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>',
};

// ---------------------------------------------------------------- download steps

const HL = '#f59e0b';

function tap(x: number, y: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="20" fill="none" stroke="${HL}" stroke-opacity=".5" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y}" r="13" fill="${HL}" fill-opacity=".35"/><circle cx="${x}" cy="${y}" r="6" fill="${HL}"/>`
  );
}

function badge(x: number, y: number, label: string): string {
  return `<circle cx="${x}" cy="${y}" r="9" fill="${HL}"/><text x="${x}" y="${y + 4}" font-size="11" text-anchor="middle" fill="#fff">${label}</text>`;
}

const appIcon = (x: number, y: number, s: number): string =>
  `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${n(s * 0.24)}" fill="url(#au)"/>` +
  `<text x="${n(x + s / 2)}" y="${n(y + s * 0.7)}" font-size="${n(s * 0.55)}" text-anchor="middle" fill="#1d1405">P</text>`;

function phone(os: 'android' | 'ios', screen: string, content: string): string {
  const top =
    os === 'ios'
      ? '<rect x="90" y="20" width="60" height="17" rx="8.5" fill="#0f1115"/>'
      : '<circle cx="120" cy="27" r="5" fill="#0f1115"/>';
  const bottom =
    os === 'ios'
      ? '<rect x="84" y="394" width="72" height="4" rx="2" fill="#111"/>'
      : '<path d="M80 392h0M120 392h0M160 392h0" stroke="#9ca3af" stroke-width="7" stroke-linecap="round"/>';
  const body =
    `<rect x="8" y="4" width="224" height="412" rx="34" fill="#0f1115"/>` +
    `<rect x="9" y="5" width="222" height="410" rx="33" fill="none" stroke="#4b5563" stroke-width="2"/>` +
    `<rect x="18" y="14" width="204" height="392" rx="26" fill="${screen}"/>` +
    `<g font-family="${FONT}" font-weight="700" fill="#111827">` +
    `<text x="38" y="33" font-size="11">9:41</text>` +
    `<path d="M176 32h0M181 30h0M186 28h0" stroke="#111827" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="192" y="25" width="16" height="9" rx="2.5" fill="none" stroke="#111827" stroke-width="1.5"/><rect x="194" y="27" width="10" height="5" rx="1" fill="#111827"/>` +
    `${top}${content}${bottom}</g>`;
  return svg(240, 420, body, DEFS.au);
}

const bar = (x: number, y: number, w: number, c = '#d1d5db', h = 8): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${c}"/>`;

function downloadSteps(): Record<string, string> {
  // No words on the phones (decision 0025): lines of text are grey bars, the control to press carries a
  // symbol. The page writes each step's caption in the member's language beside the picture.
  const ink = '#374151';
  const grey = '#9ca3af';
  const check = (cx: number, cy: number, c: string, s = 1): string =>
    `<path d="M${n(cx - 7 * s)} ${cy}l${n(5 * s)} ${n(5 * s)} ${n(9 * s)}-${n(10 * s)}" fill="none" stroke="${c}" stroke-width="${n(3 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const arrowDown = (cx: number, cy: number, c: string): string =>
    `<path d="M${cx} ${cy - 8}v12M${cx - 6} ${cy - 1}l6 6 6-6M${cx - 8} ${cy + 9}h16" fill="none" stroke="${c}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  const androidHeader = (titleW: number): string =>
    `<rect x="18" y="44" width="204" height="42" fill="#fff"/><path d="M18 86h204" stroke="#e5e7eb"/>` +
    `<path d="M40 58l-7 7 7 7M33 65h14" fill="none" stroke="#111827" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>` +
    bar(58, 61, titleW, ink, 9);
  const listRow = (y: number): string =>
    `<rect x="32" y="${y}" width="32" height="32" rx="8" fill="#e5e7eb"/>` +
    bar(74, y + 6, 96) +
    bar(74, y + 20, 60, '#e5e7eb');
  const android2 =
    androidHeader(84) +
    bar(32, 104, 34, grey, 6) +
    `<rect x="26" y="120" width="188" height="62" rx="12" fill="#fff" stroke="${HL}" stroke-width="3"/>` +
    `<rect x="22" y="116" width="196" height="70" rx="15" fill="none" stroke="${HL}" stroke-opacity=".3" stroke-width="4"/>` +
    `<rect x="38" y="133" width="36" height="36" rx="9" fill="#16a34a"/>` +
    arrowDown(56, 150, '#fff') +
    bar(84, 139, 96, ink, 8) +
    bar(84, 155, 54, grey, 6) +
    `<circle cx="152" cy="158" r="7" fill="#16a34a"/>` +
    check(152, 158, '#fff', 0.55) +
    tap(62, 170) +
    bar(32, 206, 44, grey, 6) +
    listRow(224) +
    listRow(268) +
    listRow(312);
  const android3 =
    androidHeader(126) +
    `<circle cx="48" cy="118" r="16" fill="#3b82f6"/><circle cx="48" cy="118" r="6" fill="#fff"/>` +
    bar(74, 108, 62, ink, 8) +
    bar(74, 123, 46, grey, 6) +
    `<rect x="26" y="154" width="188" height="56" rx="12" fill="#ecfdf5" stroke="${HL}" stroke-width="3"/>` +
    `<rect x="22" y="150" width="196" height="64" rx="15" fill="none" stroke="${HL}" stroke-opacity=".3" stroke-width="4"/>` +
    bar(38, 170, 92, ink, 8) +
    bar(38, 185, 70, ink, 8) +
    `<rect x="162" y="172" width="38" height="22" rx="11" fill="#16a34a"/><circle cx="189" cy="183" r="8" fill="#fff"/>` +
    tap(176, 192) +
    `<circle cx="40" cy="240" r="8" fill="none" stroke="${grey}" stroke-width="2"/><path d="M40 237v6" stroke="${grey}" stroke-width="2"/>` +
    bar(32, 258, 170, '#e5e7eb', 7) +
    bar(32, 272, 176, '#e5e7eb', 7) +
    bar(32, 286, 150, '#e5e7eb', 7) +
    bar(32, 300, 110, '#e5e7eb', 7);
  let homeGrid = '';
  for (let i = 0; i < 16; i++) {
    homeGrid += `<rect x="${34 + (i % 4) * 46}" y="${60 + Math.floor(i / 4) * 58}" width="32" height="32" rx="9" fill="${at(['#60a5fa', '#f472b6', '#34d399', '#fbbf24'], i + Math.floor(i / 4))}"/>`;
  }
  const android4 =
    homeGrid +
    `<rect x="18" y="44" width="204" height="362" fill="#000" fill-opacity=".5"/>` +
    `<rect x="28" y="150" width="184" height="156" rx="18" fill="#fff"/>` +
    appIcon(44, 166, 40) +
    bar(94, 173, 84, ink, 9) +
    bar(94, 191, 56, grey, 6) +
    bar(44, 226, 150, '#d1d5db', 7) +
    bar(44, 241, 96, '#d1d5db', 7) +
    `<rect x="104" y="266" width="96" height="30" rx="15" fill="#16a34a"/>` +
    `<rect x="99" y="261" width="106" height="40" rx="20" fill="none" stroke="${HL}" stroke-width="3"/>` +
    arrowDown(152, 281, '#fff') +
    tap(196, 294);
  const ios2 =
    `<rect x="30" y="48" width="180" height="26" rx="9" fill="#e3e3e8"/>` +
    `<path d="M94 59v-2a4 4 0 0 1 8 0v2" fill="none" stroke="#3c3c43" stroke-width="1.6"/><rect x="92" y="59" width="12" height="8" rx="2" fill="#3c3c43"/>` +
    bar(110, 58, 46, '#8e8e93', 7) +
    `<rect x="30" y="86" width="180" height="90" rx="12" fill="#c7d2fe"/>` +
    bar(30, 190, 150) +
    bar(30, 206, 120) +
    `<rect x="30" y="226" width="86" height="70" rx="10" fill="#e5e7eb"/><rect x="124" y="226" width="86" height="70" rx="10" fill="#e5e7eb"/>` +
    `<rect x="18" y="44" width="204" height="362" fill="#000" fill-opacity=".35"/>` +
    `<rect x="34" y="136" width="172" height="150" rx="16" fill="#f9f9fb"/>` +
    bar(52, 158, 136, ink, 7) +
    bar(58, 173, 124, ink, 7) +
    bar(64, 188, 112, ink, 7) +
    bar(86, 203, 68, ink, 7) +
    `<path d="M34 228h172" stroke="#d1d5db"/>` +
    `<rect x="80" y="234" width="80" height="46" rx="10" fill="#fff7e6" stroke="${HL}" stroke-width="3"/>` +
    check(120, 257, '#007aff', 1.2) +
    tap(150, 276);
  const ios3 =
    bar(32, 62, 92, '#111827', 13) +
    `<rect x="30" y="88" width="180" height="24" rx="8" fill="#e3e3e8"/>` +
    `<rect x="30" y="122" width="180" height="50" rx="10" fill="#fff"/><circle cx="54" cy="147" r="14" fill="#c7c7cc"/>` +
    bar(76, 138, 90) +
    bar(76, 152, 60, '#e5e7eb') +
    `<rect x="30" y="184" width="180" height="40" rx="10" fill="#fff" stroke="${HL}" stroke-width="3"/>` +
    `<circle cx="54" cy="204" r="10" fill="#007aff"/>` +
    `<path d="M54 198v9M50 203.5l4 4 4-4" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>` +
    bar(72, 200, 100, ink, 8) +
    `<path d="M194 198l6 6-6 6" fill="none" stroke="${grey}" stroke-width="2" stroke-linecap="round"/>` +
    badge(30, 184, '1') +
    `<path d="M18 258a16 16 0 0 1 16-16h172a16 16 0 0 1 16 16v122a26 26 0 0 1-26 26H44a26 26 0 0 1-26-26Z" fill="#fff" stroke="#d1d5db"/>` +
    bar(98, 258, 44, ink, 7) +
    `<rect x="164" y="250" width="52" height="22" rx="8" fill="#fff7e6" stroke="${HL}" stroke-width="3"/>` +
    check(190, 261, '#007aff', 0.75) +
    badge(154, 261, '2') +
    `<rect x="32" y="286" width="40" height="40" rx="10" fill="#8e8e93"/><circle cx="52" cy="306" r="9" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="4 3"/>` +
    bar(82, 293, 80, ink, 8) +
    bar(82, 309, 104, grey, 6) +
    `<path d="M32 338h176" stroke="#e5e7eb"/>` +
    bar(32, 351, 44, grey, 6) +
    bar(160, 351, 48, ink, 6) +
    tap(204, 278);
  const ios4 =
    `<path d="M36 54l-6 6 6 6" fill="none" stroke="#007aff" stroke-width="2" stroke-linecap="round"/>` +
    bar(42, 57, 44, '#007aff', 7) +
    bar(30, 87, 136, '#111827', 12) +
    bar(34, 122, 78, grey, 6) +
    `<rect x="30" y="136" width="180" height="46" rx="10" fill="#fff"/>` +
    appIcon(42, 147, 24) +
    bar(76, 155, 96, ink, 8) +
    bar(30, 200, 176, '#d1d5db', 7) +
    bar(30, 214, 168, '#d1d5db', 7) +
    bar(30, 228, 120, '#d1d5db', 7) +
    `<rect x="30" y="250" width="180" height="44" rx="10" fill="#fff7e6" stroke="${HL}" stroke-width="3"/>` +
    `<rect x="26" y="246" width="188" height="52" rx="13" fill="none" stroke="${HL}" stroke-opacity=".3" stroke-width="4"/>` +
    `<path d="M120 259l9 3.5v5.5c0 6-4 9.5-9 11.5-5-2-9-5.5-9-11.5v-5.5Z" fill="none" stroke="#007aff" stroke-width="2.2" stroke-linejoin="round"/>` +
    check(120, 269, '#007aff', 0.5) +
    tap(196, 292) +
    `<rect x="30" y="314" width="180" height="40" rx="10" fill="#fff"/>` +
    bar(42, 331, 62, '#ff3b30', 7);
  return {
    'android-step2': phone('android', '#f3f4f6', android2),
    'android-step3': phone('android', '#f3f4f6', android3),
    'android-step4': phone('android', '#f3f4f6', android4),
    'ios-step2': phone('ios', '#f2f2f7', ios2),
    'ios-step3': phone('ios', '#f2f2f7', ios3),
    'ios-step4': phone('ios', '#f2f2f7', ios4),
  };
}

// ---------------------------------------------------------------- placeholders

function defaultGame(): string {
  const defs =
    '<linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="#4a5163"/><stop offset="1" stop-color="#1c2029"/></linearGradient>';
  const body =
    `<rect width="300" height="300" rx="24" fill="url(#bg)"/>` +
    `<rect x="1" y="1" width="298" height="298" rx="23" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>` +
    `<g transform="translate(0 22)">${controller('#2b3140', '#7b8499', ['#7b8499', '#7b8499'])}</g>`;
  return svg(300, 300, body, defs);
}

function defaultAvatar(): string {
  const defs =
    '<linearGradient id="a" x2="0" y2="1"><stop offset="0" stop-color="#475063"/><stop offset="1" stop-color="#252a36"/></linearGradient><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath>';
  const body =
    `<circle cx="48" cy="48" r="48" fill="url(#a)"/>` +
    `<g clip-path="url(#c)" fill="#a3acbf"><circle cx="48" cy="38" r="17"/><path d="M14 96c0-22 15-36 34-36s34 14 34 36Z"/></g>`;
  return svg(96, 96, body, defs);
}

function defaultVendor(): string {
  // A vendor without a logo: the controller emblem in the middle, no words (the page names the vendor).
  const body =
    `<rect x="92" y="12" width="56" height="56" rx="16" fill="#3a4151"/>` +
    `<g transform="translate(96.5 20.5) scale(.17)">${controller('#3a4151', '#a3acbf', ['#a3acbf', '#a3acbf'])}</g>`;
  return svg(240, 80, body);
}

// ---------------------------------------------------------------- android download page

/** The download location page of an app resource: the operator replaces it with the real package. */
const appPageHtml = (platform: string, location: string, upload: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Portal Demo - ${platform} app</title>
    <style>
      body {
        margin: 0;
        min-height: 100vh;
        display: grid;
        place-items: center;
        background: #11131c;
        color: #e5e7eb;
        font-family: system-ui, sans-serif;
      }
      main {
        max-width: 28rem;
        padding: 2rem;
        text-align: center;
      }
      h1 {
        color: #f5b301;
        font-size: 1.5rem;
      }
      p {
        line-height: 1.5;
      }
    </style>
  </head>
  <body>
    <main>
      <img src="/demo/brand/logo.svg" width="184" height="48" alt="Portal Demo" />
      <h1>${platform} app download</h1>
      <p>This is the ${location} of the demo merchant.</p>
      <p>
        There is no real app here: the operator uploads the real ${upload} in the back office, and this
        link then serves it.
      </p>
    </main>
  </body>
</html>
`;

// ---------------------------------------------------------------- main

/** Selectable member avatars: a coloured disc with a simple face, six palettes. */
export const AVATAR_COUNT = 6;
function memberAvatar(index: number): string {
  const palettes = [
    ['#f5b301', '#7a4b00'],
    ['#34d399', '#065f46'],
    ['#60a5fa', '#1e3a8a'],
    ['#f472b6', '#831843'],
    ['#a78bfa', '#4c1d95'],
    ['#fb923c', '#7c2d12'],
  ];
  const [light, dark] = palettes[index % palettes.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#g)"/>` +
    `<circle cx="48" cy="40" r="18" fill="#fff" fill-opacity=".92"/>` +
    `<path d="M18 84c6-16 18-24 30-24s24 8 30 24" fill="#fff" fill-opacity=".92"/>` +
    `<circle cx="41" cy="38" r="2.6" fill="${dark}"/><circle cx="55" cy="38" r="2.6" fill="${dark}"/>` +
    `<path d="M41 46c4 4 10 4 14 0" stroke="${dark}" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
    `</svg>`
  );
}

function main(): void {
  rmSync(join(publicDir, 'demo'), { recursive: true, force: true });

  for (const v of demoVendors) {
    v.games.forEach((name, i) =>
      write(demoIconPath(v.code, demoGameCodeAt(v, i)), tileSvg(v, name), TILE_MAX),
    );
    write(demoVendorLogoPath(v.code), vendorLogo(v));
  }

  write('/demo/brand/logo.svg', brandLogo());
  write('/demo/brand/favicon.svg', favicon());

  for (const b of BANNERS) write(`/demo/banners/${b.id}.svg`, bannerSvg(b), BANNER_MAX);

  for (const p of PAYMENTS) write(`/demo/payments/${p.id}.svg`, paymentSvg(p));

  write('/demo/licence/licence.svg', licenceSvg());
  write('/demo/licence/18plus.svg', eighteenSvg());
  write('/demo/licence/responsible.svg', responsibleSvg());

  for (const [id, content] of Object.entries(downloadSteps())) write(`/demo/download/${id}.svg`, content);

  write('/demo/default/game.svg', defaultGame(), TILE_MAX);
  write('/demo/default/avatar.svg', defaultAvatar());
  for (let i = 1; i <= AVATAR_COUNT; i++) write(`/demo/avatars/a${i}.svg`, memberAvatar(i - 1));
  write('/demo/default/vendor.svg', defaultVendor());

  for (const [id, glyph] of Object.entries(SOCIAL)) write(`/demo/social/${id}.svg`, svg(32, 32, glyph));

  write(
    '/demo/apps/android.html',
    appPageHtml('Android', 'Android download location', 'installation package (APK)'),
  );
  write(
    '/demo/apps/ios.html',
    appPageHtml('iOS', 'iOS configuration profile location', 'mobile configuration profile'),
  );

  const total = written.reduce((s, f) => s + f.bytes, 0);
  const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `gen-demo-assets: ${written.length} files, ${(total / 1024).toFixed(1)} KiB, largest ${largest.path} (${largest.bytes} B)`,
  );
  if (oversize.length) throw new Error(`files over their size budget:\n${oversize.join('\n')}`);
}

main();
