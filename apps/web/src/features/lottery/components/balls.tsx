import { useTranslation } from 'react-i18next';
import './lottery-base.css';

type Size = 'sm' | 'md' | 'lg';

/** A lottery ball: a coloured sphere per number (the same number always the same colour). */
export function Ball({ value, size = 'md', dim = false }: { value: string; size?: Size; dim?: boolean }) {
  const n = Number(value);
  return (
    <span
      className={`lball lball--${size} lball--c${Number.isFinite(n) ? n % 12 : 0}${dim ? ' lball--dim' : ''}`}
    >
      {value}
    </span>
  );
}

/** A PK10 car number: a rounded square in the car's racing colour. */
export function CarSquare({ value, size = 'md' }: { value: number; size?: Size }) {
  return <span className={`lcar lcar--${size} lcar--${value}`}>{value}</span>;
}

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [30, 24],
    [70, 24],
    [30, 50],
    [70, 50],
    [30, 76],
    [70, 76],
  ],
};

/** A die face with its pips; 1 and 4 have red pips, as Chinese dice do. */
export function DieFace({ value, size = 'md', label }: { value: number; size?: Size; label?: string }) {
  const pips = PIPS[value] ?? [];
  const red = value === 1 || value === 4;
  return (
    <svg
      className={`ldie ldie--${size}`}
      viewBox="0 0 100 100"
      role="img"
      aria-label={label ?? String(value)}
      focusable="false"
    >
      <rect x="4" y="4" width="92" height="92" rx="20" className="ldie__face" />
      {pips.map(([x, y], i) => (
        <circle
          key={i}
          cx={x}
          cy={y}
          r={value === 1 ? 15 : 10}
          className={red ? 'ldie__pip ldie__pip--red' : 'ldie__pip'}
        />
      ))}
    </svg>
  );
}

/** The family of a game group code ("VNC_27" → "VNC"). */
export const familyOf = (groupCode: string) => (groupCode.startsWith('VNC') ? 'VNC' : groupCode);

/**
 * A draw's winning number as balls: coloured balls (SSC, 11X5, 3D), car squares (PK10), dice with their
 * sum (K3), the special prize's digits (Vietnam). Text that is not a ball list is shown as it is.
 */
export function DrawBalls({
  winNo,
  groupCode,
  size = 'md',
}: {
  winNo: string | null | undefined;
  groupCode: string;
  size?: Size;
}) {
  const { t } = useTranslation();
  if (!winNo) return <span className="ldraw ldraw--none">—</span>;
  const parts = winNo.split(',');
  const family = familyOf(groupCode);
  const label = t('lottery.winNoLabel', { winNo });
  if (family === 'PK10')
    return (
      <span className="ldraw ldraw--pk10" role="img" aria-label={label}>
        {parts.map((p, i) => (
          <CarSquare key={i} value={Number(p)} size={size} />
        ))}
      </span>
    );
  if (family === 'K3' && parts.length === 3) {
    const dice = parts.map(Number);
    return (
      <span className="ldraw ldraw--k3" role="img" aria-label={label}>
        {dice.map((d, i) => (
          <DieFace key={i} value={d} size={size} />
        ))}
        <span className="ldraw__sum">= {dice.reduce((a, b) => a + b, 0)}</span>
      </span>
    );
  }
  // A Vietnamese prize number ("12345") or any single figure: its digits as balls.
  const balls = parts.length === 1 && family === 'VNC' ? parts[0]!.split('') : parts;
  return (
    <span className={`ldraw${family === 'VNC' ? ' ldraw--vn' : ''}`} role="img" aria-label={label}>
      {balls.map((p, i) => (
        <Ball key={i} value={p} size={size} />
      ))}
    </span>
  );
}
