import { useEffect, useId, useRef, useState } from 'react';
import {
  DICE,
  diceMultiplier,
  diceWinningOutcomes,
  validateDiceParams,
  type DiceDirection,
} from '../../../../src/engine/dice.ts';
import { HouseApiError } from '../../api/client.ts';
import { useI18n } from '../../i18n/react.tsx';
import { clampBet } from '../../lib/bet.ts';
import { formatMultiplier4, winFor } from '../../lib/money.ts';
import { diceOutcome, read } from '../../lib/outcomes.ts';
import { BetSelector, useBetRules } from '../../shell/BetSelector.tsx';
import { useSpaceKey } from '../../shell/hooks.ts';
import { useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import '../games.css';
import './dice.css';

/** Target range (hundredths) that keeps the win chance between 1% and 95%. */
export function targetRange(direction: DiceDirection): [number, number] {
  return direction === 'under'
    ? [DICE.minWinningOutcomes, DICE.maxWinningOutcomes]
    : [DICE.outcomes - 1 - DICE.maxWinningOutcomes, DICE.outcomes - 1 - DICE.minWinningOutcomes];
}

const clampTarget = (target: number, direction: DiceDirection) => {
  const [lo, hi] = targetRange(direction);
  return Math.min(hi, Math.max(lo, Math.round(target)));
};

interface Result {
  readonly id: string;
  readonly roll: number;
  readonly won: boolean;
  readonly win: number;
}

export default function DiceGame() {
  const house = useHouse();
  const { t, locale } = useI18n();
  const rules = useBetRules(1);
  const bet = clampBet(house.bet, rules);
  const rm = house.reducedMotion;
  const targetId = useId();

  const [direction, setDirection] = useState<DiceDirection>('over');
  const [target, setTarget] = useState(4999);
  const [targetDraft, setTargetDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [display, setDisplay] = useState<number | null>(null);
  const [last, setLast] = useState<Result | null>(null);
  const [recent, setRecent] = useState<Result[]>([]);
  const rollAnim = useRef(0);
  useEffect(() => () => cancelAnimationFrame(rollAnim.current), []);

  const params = { target, direction };
  const outcomes = diceWinningOutcomes(params);
  const valid = validateDiceParams(params) === null;
  // The session's RTP variant: the multiplier shown is the one the server pays (decision 0034).
  const multiplier = diceMultiplier(outcomes, house.rtp);
  const payout = winFor(house.major(bet), multiplier, DICE.multiplierScale, house.decimals);
  const [lo, hi] = targetRange(direction);

  const flip = () => {
    // Same win chance on the other side: under t <-> over 9999 - t.
    const next = direction === 'over' ? 'under' : 'over';
    setDirection(next);
    setTarget(clampTarget(DICE.outcomes - 1 - target, next));
  };

  /** The number spins through random values and settles on the roll. */
  const animateRoll = (roll: number) =>
    new Promise<void>((resolve) => {
      if (rm) {
        setDisplay(roll);
        resolve();
        return;
      }
      const start = performance.now();
      const ms = 750;
      const from = display ?? 5000;
      const step = (now: number) => {
        const p = Math.min(1, (now - start) / ms);
        const eased = 1 - (1 - p) ** 4;
        const jitter = p < 0.75 ? (Math.random() - 0.5) * 3000 * (1 - p) : 0;
        setDisplay(Math.max(0, Math.min(9999, Math.round(from + (roll - from) * eased + jitter))));
        if (p < 1) rollAnim.current = requestAnimationFrame(step);
        else {
          setDisplay(roll);
          resolve();
        }
      };
      rollAnim.current = requestAnimationFrame(step);
    });

  const roll = async () => {
    if (busy || !valid) return;
    if (bet > house.minor(house.balance)) {
      house.fail(new HouseApiError('insufficient.balance', ''));
      return;
    }
    setBusy(true);
    setLast(null);
    house.cue('tick');
    try {
      const answer = await house.api.dice(house.major(bet), target, direction);
      const ticket = house.beginRound(answer, answer.round.win);
      const o = read(diceOutcome, answer.round.outcome);
      const won = o?.won ?? answer.round.win > 0;
      if (o) await animateRoll(o.roll);
      house.endRound(ticket);
      const result = { id: answer.round.roundId, roll: o?.roll ?? 0, won, win: answer.round.win };
      setLast(result);
      setRecent((r) => [result, ...r].slice(0, 14));
      house.cue(won ? 'win' : 'lose');
    } catch (e) {
      house.fail(e);
    } finally {
      setBusy(false);
    }
  };

  useSpaceKey(() => void roll(), true);

  const commitTarget = (text: string) => {
    setTargetDraft(null);
    const v = Number(text.replace(',', '.'));
    if (Number.isFinite(v)) setTarget(clampTarget(v * 100, direction));
  };

  const pct = (v: number) => `${(v / (DICE.outcomes - 1)) * 100}%`;
  const shown = display ?? null;
  const resultClass = last
    ? last.won
      ? 'dice__number--win'
      : 'dice__number--lose'
    : busy
      ? 'dice__number--rolling'
      : '';

  return (
    <div className="game-layout dice">
      <section className="panel game-layout__controls" aria-label={t('game.controls')}>
        <BetSelector rules={rules} disabled={busy} />
        <div className="stat-grid">
          <div className="stat">
            <span className="stat__label">{t('dice.payoutOnWin')}</span>
            <strong className="stat__value">{house.money(payout)}</strong>
          </div>
          <div className="stat">
            <span className="stat__label">{t('dice.profitOnWin')}</span>
            <strong className="stat__value pos">{house.money(Math.max(0, payout - house.major(bet)))}</strong>
          </div>
        </div>
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block play-btn"
          onClick={() => void roll()}
          disabled={busy || !valid}
          aria-keyshortcuts="Space"
        >
          {busy ? t('dice.rolling') : t('dice.roll')}
        </button>
        <p className="hint">{t('game.spaceHint')}</p>
      </section>

      <section className="stage dice__stage" aria-label={t(`game.${house.code}`)}>
        <ol className="results" aria-label={t('dice.recent')}>
          {recent.map((r) => (
            <li key={r.id} className={`result-chip ${r.won ? 'result-chip--win' : 'result-chip--lose'}`}>
              {(r.roll / 100).toFixed(2)}
            </li>
          ))}
          {recent.length === 0 && <li className="results__empty muted">{t('dice.noRolls')}</li>}
        </ol>

        <div className={`dice__number ${resultClass}`} aria-hidden="true">
          {shown === null ? '—' : (shown / 100).toFixed(2)}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {last
            ? t(last.won ? 'dice.resultWin' : 'dice.resultLose', {
                roll: (last.roll / 100).toFixed(2),
                amount: house.money(last.win),
              })
            : ''}
        </p>

        <div className="dice__track-wrap">
          <div
            className={`dice__track dice__track--${direction}`}
            style={{ ['--split' as string]: pct(target) }}
          >
            {shown !== null && (
              <span
                className={`dice__marker ${last ? (last.won ? 'dice__marker--win' : 'dice__marker--lose') : ''}`}
                style={{ left: pct(shown) }}
                aria-hidden="true"
              >
                {(shown / 100).toFixed(2)}
              </span>
            )}
            <input
              type="range"
              className="dice__slider"
              min={lo}
              max={hi}
              step={1}
              value={target}
              disabled={busy}
              onChange={(e) => setTarget(clampTarget(Number(e.target.value), direction))}
              aria-label={t(direction === 'over' ? 'dice.rollOver' : 'dice.rollUnder')}
              aria-valuetext={(target / 100).toFixed(2)}
            />
          </div>
          <div className="dice__scale" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((v) => (
              <span key={v}>{v}</span>
            ))}
          </div>
        </div>

        <div className="dice__stats">
          <div className="stat">
            <span className="stat__label">{t('dice.multiplier')}</span>
            <strong className="stat__value">{formatMultiplier4(multiplier, locale)}</strong>
          </div>
          <div className="stat">
            <label className="stat__label" htmlFor={targetId}>
              {t(direction === 'over' ? 'dice.rollOver' : 'dice.rollUnder')}
            </label>
            <div className="dice__target">
              <input
                id={targetId}
                className="input input--inline"
                inputMode="decimal"
                value={targetDraft ?? (target / 100).toFixed(2)}
                disabled={busy}
                onChange={(e) => setTargetDraft(e.target.value)}
                onBlur={(e) => commitTarget(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && commitTarget(e.currentTarget.value)}
              />
              <button
                type="button"
                className="icon-btn icon-btn--sm"
                onClick={flip}
                disabled={busy}
                aria-label={t('dice.flip')}
                title={t('dice.flip')}
              >
                <Icon name="swap" size={18} />
              </button>
            </div>
          </div>
          <div className="stat">
            <span className="stat__label">{t('dice.winChance')}</span>
            <strong className="stat__value">{(outcomes / 100).toFixed(2)}%</strong>
          </div>
        </div>
        <div className="segmented" role="group" aria-label={t('dice.direction')}>
          <button
            type="button"
            aria-pressed={direction === 'under'}
            disabled={busy}
            onClick={() => direction !== 'under' && flip()}
          >
            {t('dice.under')}
          </button>
          <button
            type="button"
            aria-pressed={direction === 'over'}
            disabled={busy}
            onClick={() => direction !== 'over' && flip()}
          >
            {t('dice.over')}
          </button>
        </div>
      </section>
    </div>
  );
}
