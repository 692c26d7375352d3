/**
 * Slot symbols as inline SVG, one set per game (viewBox 0 0 100 100). Dragon Fortune is lacquer red and
 * gold with calligraphy medallions; Neon Fruits is neon tubes on black. Gradients live once in
 * <SymbolDefs>, rendered by the game.
 */
import type { ReactNode } from 'react';

const serif = "'Noto Serif CJK TC', 'Noto Serif TC', 'Songti TC', 'PMingLiU', serif";

export function SymbolDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sym-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="0.45" stopColor="#f5c542" />
          <stop offset="1" stopColor="#a86a12" />
        </linearGradient>
        <linearGradient id="sym-gold-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe78a" />
          <stop offset="0.5" stopColor="#b87a16" />
          <stop offset="1" stopColor="#ffd86b" />
        </linearGradient>
        <radialGradient id="sym-red" cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#e8413a" />
          <stop offset="1" stopColor="#6e0d12" />
        </radialGradient>
        <radialGradient id="sym-jade" cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#3fc6a4" />
          <stop offset="1" stopColor="#0b4b45" />
        </radialGradient>
        <radialGradient id="sym-amber" cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#ff9d3a" />
          <stop offset="1" stopColor="#7a2e05" />
        </radialGradient>
        <radialGradient id="sym-lantern" cx="0.45" cy="0.4" r="0.7">
          <stop offset="0" stopColor="#ff6a4d" />
          <stop offset="1" stopColor="#9c0f14" />
        </radialGradient>
        <linearGradient id="sym-card-a" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff7b7b" />
          <stop offset="1" stopColor="#b3121f" />
        </linearGradient>
        <linearGradient id="sym-card-k" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d59bff" />
          <stop offset="1" stopColor="#6a1fb0" />
        </linearGradient>
        <linearGradient id="sym-card-q" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7ee7ff" />
          <stop offset="1" stopColor="#0b6f9c" />
        </linearGradient>
        <linearGradient id="sym-card-j" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a6f59a" />
          <stop offset="1" stopColor="#217a2c" />
        </linearGradient>
        <linearGradient id="sym-card-10" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9bb6ff" />
          <stop offset="1" stopColor="#2541a8" />
        </linearGradient>
        <linearGradient id="sym-card-9" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd08a" />
          <stop offset="1" stopColor="#b2560c" />
        </linearGradient>
      </defs>
    </svg>
  );
}

function Medallion({
  fill,
  glyph,
  glyphFill = 'url(#sym-gold)',
}: {
  fill: string;
  glyph: string;
  glyphFill?: string;
}) {
  return (
    <>
      <circle cx="50" cy="50" r="44" fill="url(#sym-gold-ring)" />
      <circle cx="50" cy="50" r="38" fill={fill} />
      <circle
        cx="50"
        cy="50"
        r="34"
        fill="none"
        stroke="#ffd86b"
        strokeOpacity="0.45"
        strokeWidth="1.5"
        strokeDasharray="3 3"
      />
      <text
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={serif}
        fontWeight="900"
        fontSize="46"
        fill={glyphFill}
        stroke="#3a0505"
        strokeWidth="1.2"
        paintOrder="stroke"
      >
        {glyph}
      </text>
    </>
  );
}

function Card({ rank, id }: { rank: string; id: string }) {
  return (
    <text
      x="50"
      y="54"
      textAnchor="middle"
      dominantBaseline="central"
      fontFamily={serif}
      fontWeight="900"
      fontSize={rank.length > 1 ? 50 : 64}
      letterSpacing={rank.length > 1 ? -4 : 0}
      fill={`url(#sym-card-${id})`}
      stroke="url(#sym-gold-ring)"
      strokeWidth="3"
      paintOrder="stroke"
    >
      {rank}
    </text>
  );
}

const dragon: Record<string, ReactNode> = {
  WILD: (
    <>
      <path
        d="M50 6l12 14 18 2-6 17 10 14-17 6-4 18-13-10-13 10-4-18-17-6 10-14-6-17 18-2z"
        fill="url(#sym-gold)"
        stroke="#7a3b05"
        strokeWidth="2"
      />
      <rect
        x="12"
        y="40"
        width="76"
        height="22"
        rx="6"
        fill="#a3101a"
        stroke="url(#sym-gold-ring)"
        strokeWidth="2.5"
      />
      {/* No word on the band (decision 0025): three gold pearls; the paytable names the symbol. */}
      <path d="M30 44l5 7-5 7-5-7zM50 44l5 7-5 7-5-7zM70 44l5 7-5 7-5-7z" fill="url(#sym-gold)" />
    </>
  ),
  DRAGON: <Medallion fill="url(#sym-red)" glyph="龍" />,
  TIGER: <Medallion fill="url(#sym-amber)" glyph="虎" />,
  KOI: <Medallion fill="url(#sym-jade)" glyph="鯉" />,
  LANTERN: (
    <>
      <path d="M50 4v10" stroke="#ffd86b" strokeWidth="3" />
      <rect x="34" y="13" width="32" height="9" rx="3" fill="url(#sym-gold)" />
      <ellipse cx="50" cy="50" rx="33" ry="29" fill="url(#sym-lantern)" stroke="#5a0509" strokeWidth="1.5" />
      <path
        d="M50 21c-12 6-12 52 0 58M50 21c12 6 12 52 0 58M32 29c-8 10-8 32 0 42M68 29c8 10 8 32 0 42"
        fill="none"
        stroke="#ffb35c"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={serif}
        fontWeight="900"
        fontSize="22"
        fill="url(#sym-gold)"
      >
        福
      </text>
      <rect x="34" y="77" width="32" height="8" rx="3" fill="url(#sym-gold)" />
      <path d="M44 85v11M50 85v13M56 85v11" stroke="#ff4a3a" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  SCATTER: (
    <>
      <circle cx="50" cy="50" r="45" fill="url(#sym-gold)" stroke="#7a3b05" strokeWidth="2" />
      <circle cx="50" cy="50" r="36" fill="none" stroke="#8a4a08" strokeWidth="2" />
      <rect
        x="36"
        y="36"
        width="28"
        height="28"
        fill="#8c0f16"
        stroke="#7a3b05"
        strokeWidth="2"
        transform="rotate(45 50 50)"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={serif}
        fontWeight="900"
        fontSize="24"
        fill="url(#sym-gold)"
      >
        財
      </text>
      <path
        d="M50 13l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM34 20l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5zM66 20l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z"
        fill="#7a3b05"
      />
    </>
  ),
  A: <Card rank="A" id="a" />,
  K: <Card rank="K" id="k" />,
  Q: <Card rank="Q" id="q" />,
  J: <Card rank="J" id="j" />,
  '10': <Card rank="10" id="10" />,
  '9': <Card rank="9" id="9" />,
};

const neonGlow = (color: string) => ({
  filter: `drop-shadow(0 0 3px ${color}) drop-shadow(0 0 8px ${color})`,
});

function Neon({ color, children }: { color: string; children: ReactNode }) {
  return (
    <g
      fill="none"
      stroke={color}
      strokeWidth="4.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={neonGlow(color)}
    >
      {children}
    </g>
  );
}

const neon: Record<string, ReactNode> = {
  SEVEN: (
    <Neon color="#ff3d7f">
      <path d="M26 22h48L46 82" strokeWidth="9" />
      <path d="M26 22h48L46 82" stroke="#ffd1e1" strokeWidth="2.5" />
      <path d="M38 52h24" />
    </Neon>
  ),
  BAR: (
    <Neon color="#22e4ff">
      <rect x="10" y="30" width="80" height="40" rx="8" />
      {/* Bars, not the word BAR (decision 0025). */}
      <path d="M24 41h52M24 50h52M24 59h52" stroke="#c9fbff" strokeWidth="4" />
    </Neon>
  ),
  BELL: (
    <Neon color="#ffd52e">
      <path d="M50 14c-17 0-24 14-24 30v16l-8 12h64l-8-12V44c0-16-7-30-24-30z" />
      <circle cx="50" cy="80" r="6" />
      <path d="M50 8v6" />
      <path d="M36 40c1-8 5-13 10-15" stroke="#fff3b0" strokeWidth="2.5" />
    </Neon>
  ),
  MELON: (
    <Neon color="#3dff8a">
      <path d="M12 40a38 38 0 0 0 76 0z" />
      <path d="M20 43a30 30 0 0 0 60 0" stroke="#ff4f7b" strokeWidth="4" />
      <g stroke="#ffffff" strokeWidth="3.5">
        <path d="M40 50v3M50 55v3M60 50v3M45 62v2M55 62v2" />
      </g>
    </Neon>
  ),
  PLUM: (
    <Neon color="#b15cff">
      <circle cx="50" cy="56" r="28" />
      <path d="M50 28c0-8 4-14 10-17" />
      <path d="M52 24c8-8 20-8 26-2-8 6-18 6-26 2z" stroke="#3dff8a" />
      <path d="M36 48c2-5 6-8 11-9" stroke="#e7c8ff" strokeWidth="2.5" />
    </Neon>
  ),
  ORANGE: (
    <Neon color="#ff8a1f">
      <circle cx="50" cy="54" r="30" />
      <path d="M50 24v60M24 40l52 28M24 68l52-28" strokeWidth="2" strokeOpacity="0.6" />
      <path d="M50 24c4-8 12-11 20-10-3 8-11 11-20 10z" stroke="#3dff8a" />
    </Neon>
  ),
  LEMON: (
    <Neon color="#f4ff3d">
      <path d="M14 52c6-16 22-28 38-28 14 0 26 8 34 22-6 16-22 28-38 28-14 0-26-8-34-22z" />
      <path d="M30 46c4-6 10-10 17-11" stroke="#ffffc8" strokeWidth="2.5" />
    </Neon>
  ),
  CHERRY: (
    <Neon color="#ff2e4d">
      <circle cx="32" cy="68" r="16" />
      <circle cx="66" cy="72" r="15" />
      <path d="M32 52c4-16 14-30 30-38M66 57c-2-16-2-30-4-43" stroke="#3dff8a" />
      <path d="M60 14c10-4 18-2 24 4-8 4-16 4-24-4z" stroke="#3dff8a" />
      <path d="M24 62c2-3 5-5 8-5" stroke="#ffc2cc" strokeWidth="2.5" />
    </Neon>
  ),
  WILD: (
    <Neon color="#ff4df8">
      <path d="M50 8l11 25 27 3-20 18 6 27-24-14-24 14 6-27-20-18 27-3z" />
      <path d="M50 34l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" stroke="#ffd6fd" strokeWidth="2.5" />
    </Neon>
  ),
  SCATTER: (
    <Neon color="#2effd5">
      <path d="M50 8l34 28-34 56-34-56z" />
      <path d="M16 36h68M36 36l14 56M64 36L50 92M36 36l14-28 14 28" strokeWidth="2.5" />
      <circle cx="50" cy="24" r="3" fill="#c9fff4" stroke="none" />
    </Neon>
  ),
};

export const symbolArt: Record<string, Record<string, ReactNode>> = {
  'dragon-fortune': dragon,
  'neon-fruits': neon,
};

export function SymbolIcon({ game, id, label }: { game: string; id: string; label?: string }) {
  const art = symbolArt[game]?.[id];
  return (
    <svg
      className="sym"
      viewBox="0 0 100 100"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {art ?? (
        <text x="50" y="55" textAnchor="middle" dominantBaseline="central" fontSize="28" fill="currentColor">
          {id}
        </text>
      )}
    </svg>
  );
}
