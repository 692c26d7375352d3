import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { SymbolIcon } from './symbols.tsx';

export type ReelMode = 'idle' | 'spin' | 'land';

/** Symbols that pass by before the reel settles on its final window. */
const LAND_FILLERS = 7;
const LOOP_LENGTH = 8;

/**
 * One reel. `spin` loops a blurred run of the reel's own strip while the server answers; `land` scrolls
 * down onto the final window (the symbols before it are the strip's own, taken from the server's stop)
 * and reports when it has settled; `idle` shows the window still.
 */
export const Reel = memo(function Reel({
  index,
  game,
  strip,
  cells,
  stop,
  mode,
  landMs,
  reducedMotion,
  winRows,
  dim,
  onLanded,
}: {
  index: number;
  game: string;
  strip: readonly string[];
  cells: readonly string[];
  stop: number | null;
  mode: ReelMode;
  landMs: number;
  reducedMotion: boolean;
  /** Rows of this reel that are part of the win being shown. */
  winRows: readonly number[];
  dim: boolean;
  onLanded: (index: number) => void;
}) {
  const stripRef = useRef<HTMLDivElement>(null);

  const loop = useMemo(() => {
    const start = Math.floor(Math.random() * strip.length);
    const run = Array.from({ length: LOOP_LENGTH }, (_, k) => strip[(start + k) % strip.length] as string);
    return [...run, ...run];
    // A new run for every spin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [strip, mode === 'spin']);

  const landing = useMemo(() => {
    const n = strip.length;
    const fillers = Array.from({ length: LAND_FILLERS }, (_, k) =>
      stop === null
        ? (strip[Math.floor(Math.random() * n)] as string)
        : (strip[(stop + 3 + k) % n] as string),
    );
    return [...cells, ...fillers];
  }, [cells, stop, strip]);

  useLayoutEffect(() => {
    if (mode !== 'land') return;
    const el = stripRef.current;
    if (!el || reducedMotion || typeof el.animate !== 'function') {
      const id = setTimeout(() => onLanded(index), reducedMotion ? 90 : 0);
      return () => clearTimeout(id);
    }
    const from = `translateY(-${(LAND_FILLERS / (LAND_FILLERS + 3)) * 100}%)`;
    const anim = el.animate([{ transform: from }, { transform: 'translateY(0)' }], {
      duration: landMs,
      // Overshoots a little and settles back: the reel "clunks" into place.
      easing: 'cubic-bezier(0.2, 0.7, 0.35, 1.12)',
      fill: 'forwards',
    });
    let done = false;
    anim.onfinish = () => {
      done = true;
      onLanded(index);
    };
    return () => {
      if (!done) anim.cancel();
    };
  }, [mode, landMs, reducedMotion, index, onLanded]);

  const symbols = mode === 'spin' ? (reducedMotion ? cells : loop) : mode === 'land' ? landing : cells;
  const cls = [
    'reel',
    mode !== 'idle' && !reducedMotion ? 'reel--moving' : '',
    mode === 'spin' && !reducedMotion ? 'reel--spin' : '',
    mode === 'spin' && reducedMotion ? 'reel--waiting' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cls} style={{ ['--reel-i' as string]: index }}>
      <div className="reel__strip" ref={stripRef} key={mode}>
        {symbols.map((id, k) => {
          const row = k < 3 && mode === 'idle' ? k : -1;
          const win = row >= 0 && winRows.includes(row);
          return (
            <div
              key={k}
              className={`reel__cell${win ? ' reel__cell--win' : ''}${dim && !win && row >= 0 ? ' reel__cell--dim' : ''}`}
            >
              <SymbolIcon game={game} id={id} />
            </div>
          );
        })}
      </div>
    </div>
  );
});
