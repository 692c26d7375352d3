import { ROULETTE_RED } from '../../../../src/engine/tables/index.ts';
import { useI18n } from '../../i18n/react.tsx';
import { POCKET_DEGREES, WHEEL_ORDER, pocketAngle } from './roulette-layout.ts';
import { animationProgress, easeOut } from './table-clock.ts';
import { dieGlyph } from './table-spots.ts';

const R = 100;
const SPINS = 4;

const colourOf = (n: number) => (n === 0 ? 'green' : ROULETTE_RED.has(n) ? 'red' : 'black');

function pocketPath(i: number): string {
  const a0 = ((i - 0.5) * POCKET_DEGREES - 90) * (Math.PI / 180);
  const a1 = ((i + 0.5) * POCKET_DEGREES - 90) * (Math.PI / 180);
  const [ro, ri] = [R - 4, R - 30];
  const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
  return `M ${p(ro, a0)} A ${ro} ${ro} 0 0 1 ${p(ro, a1)} L ${p(ri, a1)} A ${ri} ${ri} 0 0 0 ${p(ri, a0)} Z`;
}

/**
 * The European wheel (SVG): it turns from the reveal's start and the ball runs the other way, both
 * easing out so the result's pocket stops under the marker at the top with the ball in it; with reduced
 * motion (or after the animation) the wheel stands at the result.
 */
export function WheelReveal({
  number,
  elapsed,
  duration,
}: {
  /** null while betting: the wheel stands still at the last number. */
  number: number | null;
  elapsed: number;
  duration: number;
}) {
  const { t } = useI18n();
  const p = number === null ? 1 : easeOut(animationProgress(elapsed, duration));
  const wheel = pocketAngle(number ?? 0) - SPINS * 360 * (1 - p);
  const ball = SPINS * 1.5 * 360 * (1 - p);
  const ballR = p < 1 ? R - 2 - 10 * p : R - 17;
  const landed = p >= 1 && number !== null;
  return (
    <figure
      className="wheel"
      aria-label={landed ? t('tables.wheel', { n: number }) : t('tables.wheelSpinning')}
    >
      <svg viewBox="-104 -104 208 208" role="img" aria-hidden="true">
        <circle r={R + 2} className="wheel__rim" />
        <g transform={`rotate(${wheel})`}>
          {WHEEL_ORDER.map((n, i) => (
            <g key={n}>
              <path d={pocketPath(i)} className={`wheel__pocket wheel__pocket--${colourOf(n)}`} />
              <text
                className="wheel__num"
                transform={`rotate(${i * POCKET_DEGREES}) translate(0 ${-(R - 15)})`}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {n}
              </text>
            </g>
          ))}
          <circle r={R - 30} className="wheel__hub" />
        </g>
        <circle r={5} className="wheel__ball" transform={`rotate(${ball}) translate(0 ${-ballR})`} />
        <path d="M -6 -104 L 6 -104 L 0 -93 Z" className="wheel__marker" />
      </svg>
      {landed && (
        <figcaption className={`wheel__result wheel__result--${colourOf(number)}`}>{number}</figcaption>
      )}
    </figure>
  );
}

/**
 * Sic bo's three dice: shaken (faces tumbling with the server's clock) over the animation, then the
 * result; with reduced motion the result at once.
 */
export function DiceReveal({
  dice,
  elapsed,
  duration,
}: {
  dice: readonly [number, number, number] | null;
  elapsed: number;
  duration: number;
}) {
  const { t } = useI18n();
  const shaking = dice !== null && animationProgress(elapsed, duration) < 1;
  const tick = Math.floor(elapsed / 110);
  const faces = dice ? dice.map((d, i) => (shaking ? ((tick + i * 2 + d) % 6) + 1 : d)) : [1, 1, 1];
  const sum = dice ? dice[0] + dice[1] + dice[2] : null;
  return (
    <figure
      className={`dice3${shaking ? ' dice3--shaking' : ''}${dice ? '' : ' dice3--idle'}`}
      aria-label={shaking ? t('tables.diceShaking') : t('tables.dice')}
    >
      <div className="dice3__bowl">
        {faces.map((f, i) => (
          <span key={i} className="dice3__die" aria-hidden={shaking}>
            {dieGlyph(f)}
          </span>
        ))}
      </div>
      {dice && !shaking && <figcaption className="dice3__sum">{sum}</figcaption>}
    </figure>
  );
}
