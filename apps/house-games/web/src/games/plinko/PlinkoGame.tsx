import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoTable,
  type PlinkoRisk,
  type PlinkoRows,
} from '../../../../src/engine/plinko.ts';
import { HouseApiError } from '../../api/client.ts';
import { useI18n } from '../../i18n/react.tsx';
import { clampBet } from '../../lib/bet.ts';
import { formatMultiplier } from '../../lib/money.ts';
import { plinkoOutcome, read } from '../../lib/outcomes.ts';
import {
  ballAt,
  landingSlot,
  pathPoints,
  pegPositions,
  pegY,
  plinkoBoard,
  slotX,
  type Point,
} from '../../lib/plinko-geometry.ts';
import { BetSelector, useBetRules } from '../../shell/BetSelector.tsx';
import { fitCanvas, useElementSize, useLatest, useSpaceKey } from '../../shell/hooks.ts';
import { useHouse } from '../../shell/house.tsx';
import '../games.css';
import './plinko.css';

const MAX_IN_FLIGHT = 12;

interface Ball {
  readonly id: string;
  readonly path: readonly (0 | 1)[];
  readonly slot: number;
  readonly multiplier: number;
  readonly ticket: number;
  readonly start: number;
  readonly duration: number;
  readonly hue: number;
}

interface Landed {
  readonly id: string;
  readonly multiplier: number;
  readonly win: boolean;
}

/** Slot colour: gold in the middle to red at the edges. */
function slotColour(slot: number, rows: number): string {
  const d = Math.abs(slot - rows / 2) / (rows / 2);
  const hue = 45 - d * 45;
  return `hsl(${hue} 90% ${58 - d * 6}%)`;
}

/** Slot label: "0.3×", "11×", "1000×"; without the sign when the slot is narrow. */
function multiplierText(m: number, narrow = false): string {
  const x = m / 100;
  const n = x >= 100 ? `${Math.round(x)}` : x >= 10 ? `${Number(x.toFixed(1))}` : `${Number(x.toFixed(2))}`;
  return narrow ? n : `${n}×`;
}

export default function PlinkoGame() {
  const house = useHouse();
  const { t, locale } = useI18n();
  const rules = useBetRules(1);
  const bet = clampBet(house.bet, rules);
  const rm = house.reducedMotion;
  const [rows, setRows] = useState<PlinkoRows>(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [inFlight, setInFlight] = useState(0);
  const [pending, setPending] = useState(0);
  const [recent, setRecent] = useState<Landed[]>([]);
  const [announce, setAnnounce] = useState('');
  const [box, size] = useElementSize<HTMLDivElement>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const balls = useRef<Ball[]>([]);
  const hits = useRef(new Map<number, number>());
  const kick = useRef<() => void>(() => {});
  // The session's RTP variant: the table shown is the one the server pays (decision 0034).
  const table = plinkoTable({ rows, risk, rtp: house.rtp });
  const { api, beginRound, endRound, fail, cue, money, major } = house;

  const land = useCallback(
    (ball: Ball) => {
      hits.current.set(ball.slot, performance.now());
      endRound(ball.ticket);
      setInFlight((n) => n - 1);
      setRecent((r) =>
        [{ id: ball.id, multiplier: ball.multiplier, win: ball.multiplier >= 100 }, ...r].slice(0, 14),
      );
      setAnnounce(t('plinko.landed', { multiplier: formatMultiplier(ball.multiplier, locale) }));
      cue(ball.multiplier >= 100 ? 'win' : 'land');
    },
    [endRound, cue, t, locale],
  );

  const landRef = useLatest(land);

  // The board: pegs, slots, balls. Runs a frame loop only while something moves.
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx || size.width === 0) return;
    const dpr = fitCanvas(el, size.width, size.height);
    const board = plinkoBoard(rows, size.width, size.height);
    const pegs = pegPositions(board);
    const pointsOf = new Map<string, Point[]>();
    let id = 0;
    let running = false;

    const draw = (now: number) => {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, board.width, board.height);
      const lit = new Map<string, number>();
      // Balls first to know which pegs they touch.
      const flying: { p: Point; hue: number }[] = [];
      for (const ball of [...balls.current]) {
        let pts = pointsOf.get(ball.id);
        if (!pts) {
          pts = pathPoints(board, ball.path);
          pointsOf.set(ball.id, pts);
        }
        const progress = ball.duration === 0 ? 1 : (now - ball.start) / ball.duration;
        if (progress >= 1) {
          balls.current = balls.current.filter((b) => b !== ball);
          pointsOf.delete(ball.id);
          landRef.current(ball);
          continue;
        }
        const hop = Math.floor(Math.max(0, progress) * (pts.length - 1));
        if (hop >= 1) lit.set(`${hop - 1}:${Math.round((pts[hop] as Point).x)}`, 1);
        flying.push({ p: ballAt(pts, Math.max(0, progress)), hue: ball.hue });
      }
      for (const peg of pegs) {
        const row = Math.round((peg.y - board.top) / board.rowGap);
        const on = lit.has(`${row}:${Math.round(peg.x)}`);
        ctx.beginPath();
        ctx.arc(peg.x, peg.y, on ? board.pegRadius * 1.8 : board.pegRadius, 0, Math.PI * 2);
        ctx.fillStyle = on ? '#fff' : 'rgba(233,237,245,0.75)';
        if (on) {
          ctx.shadowColor = '#fff';
          ctx.shadowBlur = 10;
        }
        ctx.fill();
        ctx.shadowBlur = 0;
      }
      // Slots with their multipliers; a hit one jumps down and glows.
      const w = board.gap * 0.9;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const fontSize = Math.max(8, Math.min(14, board.gap * 0.3));
      ctx.font = `800 ${fontSize}px Inter, system-ui, sans-serif`;
      let pulsing = false;
      for (let k = 0; k <= rows; k++) {
        const since = now - (hits.current.get(k) ?? -1e9);
        const pulse = since < 500 ? 1 - since / 500 : 0;
        if (pulse > 0) pulsing = true;
        const x = slotX(board, k) - w / 2;
        const y = board.slotTop + pulse * 5;
        ctx.fillStyle = slotColour(k, rows);
        if (pulse > 0) {
          ctx.shadowColor = slotColour(k, rows);
          ctx.shadowBlur = 18 * pulse;
        }
        ctx.beginPath();
        ctx.roundRect(x, y, w, board.slotHeight, Math.min(6, w * 0.2));
        ctx.fill();
        ctx.shadowBlur = 0;
        ctx.fillStyle = '#1a1203';
        ctx.fillText(
          multiplierText(table[k] as number, w < 30),
          x + w / 2,
          y + board.slotHeight / 2 + 0.5,
          w - 2,
        );
      }
      for (const { p, hue } of flying) {
        const grad = ctx.createRadialGradient(
          p.x - board.ballRadius * 0.3,
          p.y - board.ballRadius * 0.3,
          1,
          p.x,
          p.y,
          board.ballRadius,
        );
        grad.addColorStop(0, '#fff');
        grad.addColorStop(1, `hsl(${hue} 95% 55%)`);
        ctx.beginPath();
        ctx.arc(p.x, p.y, board.ballRadius, 0, Math.PI * 2);
        ctx.fillStyle = grad;
        ctx.shadowColor = `hsl(${hue} 95% 55%)`;
        ctx.shadowBlur = 12;
        ctx.fill();
        ctx.shadowBlur = 0;
      }
      // Thin guide under the drop point.
      ctx.fillStyle = 'rgba(255,255,255,0.12)';
      ctx.fillRect(board.centerX - 1, pegY(board, 0) - board.rowGap * 1.1, 2, board.rowGap * 0.5);

      if (balls.current.length > 0 || pulsing) id = requestAnimationFrame(draw);
      else running = false;
    };

    const start = () => {
      if (running) return;
      running = true;
      id = requestAnimationFrame(draw);
    };
    kick.current = start;
    draw(performance.now());
    if (balls.current.length > 0) start();
    return () => {
      cancelAnimationFrame(id);
      kick.current = () => {};
    };
  }, [size.width, size.height, rows, table, landRef]);

  const drop = async () => {
    if (inFlight + pending >= MAX_IN_FLIGHT) return;
    if (bet > house.minor(house.balance)) {
      fail(new HouseApiError('insufficient.balance', ''));
      return;
    }
    setPending((n) => n + 1);
    cue('drop');
    try {
      const answer = await api.plinko(major(bet), rows, risk);
      const o = read(plinkoOutcome, answer.round.outcome);
      const ticket = beginRound(answer, answer.round.win);
      if (!o || o.path.length !== rows) {
        endRound(ticket);
        return;
      }
      balls.current.push({
        id: answer.round.roundId,
        path: o.path,
        slot: o.slot ?? landingSlot(o.path),
        multiplier: o.multiplier ?? (table[landingSlot(o.path)] as number),
        ticket,
        start: performance.now(),
        duration: rm ? 0 : rows * 150 + 250,
        hue: 40 + ((balls.current.length * 67) % 300),
      });
      setInFlight((n) => n + 1);
      kick.current();
    } catch (e) {
      fail(e);
    } finally {
      setPending((n) => n - 1);
    }
  };

  useSpaceKey(() => void drop(), true);
  const locked = inFlight + pending > 0;

  return (
    <div className="game-layout plinko">
      <section className="panel game-layout__controls" aria-label={t('game.controls')}>
        <BetSelector rules={rules} />
        <div className="field">
          <span className="field__label" id="plinko-rows">
            {t('plinko.rows')}
          </span>
          <div className="segmented" role="group" aria-labelledby="plinko-rows">
            {PLINKO_ROWS.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={rows === r}
                disabled={locked}
                onClick={() => setRows(r)}
              >
                {r}
              </button>
            ))}
          </div>
        </div>
        <div className="field">
          <span className="field__label" id="plinko-risk">
            {t('plinko.risk')}
          </span>
          <div className="segmented" role="group" aria-labelledby="plinko-risk">
            {PLINKO_RISKS.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={risk === r}
                disabled={locked}
                onClick={() => setRisk(r)}
              >
                {t(`plinko.risk.${r}`)}
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block play-btn"
          onClick={() => void drop()}
          disabled={inFlight + pending >= MAX_IN_FLIGHT}
          aria-keyshortcuts="Space"
        >
          {t('plinko.drop')}
        </button>
        <p className="hint">{t('plinko.hint')}</p>
        <p className="muted small">
          {t('plinko.maxWin', {
            multiplier: formatMultiplier(Math.max(...table), locale),
            amount: money(major(bet) * (Math.max(...table) / 100)),
          })}
        </p>
      </section>
      <section className="stage plinko__stage" aria-label={t(`game.${house.code}`)}>
        <ol className="results" aria-label={t('plinko.recent')}>
          {recent.map((r) => (
            <li key={r.id} className={`result-chip ${r.win ? 'result-chip--win' : 'result-chip--lose'}`}>
              {multiplierText(r.multiplier)}
            </li>
          ))}
          {recent.length === 0 && <li className="results__empty muted">{t('plinko.noDrops')}</li>}
        </ol>
        <div className={`plinko__board plinko__board--${rows}`} ref={box}>
          <canvas
            ref={canvas}
            style={{ width: size.width, height: size.height }}
            role="img"
            aria-label={t('plinko.boardLabel', { rows })}
          />
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </section>
    </div>
  );
}
