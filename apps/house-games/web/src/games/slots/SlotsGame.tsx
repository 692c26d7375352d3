import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { slotVariant } from '../../../../src/engine/slot-games.ts';
import type { SlotDefinition } from '../../../../src/engine/slots.ts';
import { getJackpot } from '../../api/client.ts';
import { useI18n } from '../../i18n/react.tsx';
import { clampBet } from '../../lib/bet.ts';
import { read, slotOutcome, type SlotSpin } from '../../lib/outcomes.ts';
import { BetSelector, useBetRules } from '../../shell/BetSelector.tsx';
import { Drawer } from '../../shell/Drawer.tsx';
import { useElementSize, useSpaceKey } from '../../shell/hooks.ts';
import { useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { BigWin, bigWinTier, type BigWinTier } from './BigWin.tsx';
import { Paytable } from './Paytable.tsx';
import { Reel, type ReelMode } from './Reel.tsx';
import { SymbolDefs } from './symbols.tsx';
import { useSymbolName } from './names.ts';
import './slots.css';

const REELS = [0, 1, 2, 3, 4] as const;
const REEL_GAP = 6;

interface WinItem {
  readonly cells: readonly (readonly [number, number])[];
  readonly line: number | null;
  readonly caption: string;
}

type Message = { readonly text: string; readonly tone: 'info' | 'win' | 'feature' };

function randomGrid(def: SlotDefinition): string[][] {
  return def.reels.map((strip) => {
    const stop = Math.floor(Math.random() * strip.length);
    return [0, 1, 2].map((r) => strip[(stop + r) % strip.length] as string);
  });
}

function noVariant(kind: string, rtp: number): never {
  throw new Error(`${kind} has no ${rtp} % variant`);
}

export default function SlotsGame() {
  const house = useHouse();
  const { t } = useI18n();
  const symbolName = useSymbolName();
  // The session's RTP variant: its paytable and declared RTP are what the server pays (decision 0034);
  // the server opens no session with a variant the slot lacks.
  const def = slotVariant(house.kind, house.rtp) ?? noVariant(house.kind, house.rtp);
  const lines = def.paylines.length;
  const rules = useBetRules(lines);
  const bet = clampBet(house.bet, rules);
  const rm = house.reducedMotion;

  const [grid, setGrid] = useState<string[][]>(() => randomGrid(def));
  const [stops, setStops] = useState<(number | null)[]>([null, null, null, null, null]);
  const [modes, setModes] = useState<ReelMode[]>(['idle', 'idle', 'idle', 'idle', 'idle']);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>({ text: t('slots.goodLuck'), tone: 'info' });
  const [items, setItems] = useState<WinItem[]>([]);
  const [shown, setShown] = useState(-1);
  const [free, setFree] = useState<{ index: number; total: number; multiplier: number; win: number } | null>(
    null,
  );
  const [banner, setBanner] = useState<{ title: string; text: string } | null>(null);
  const [celebrate, setCelebrate] = useState<{ tier: BigWinTier; amount: number } | null>(null);
  const [paytable, setPaytable] = useState(false);
  const [jackpot, setJackpot] = useState<number | null>(null);
  const [reelsRef, reelsSize] = useElementSize<HTMLDivElement>();

  const landing = useRef<{ left: number; resolve: () => void } | null>(null);
  const skip = useRef<{ on: boolean; wake: () => void }>({ on: false, wake: () => {} });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // The progressive jackpot of the house slots, refreshed while the game is open.
  useEffect(() => {
    const ctl = new AbortController();
    const load = () =>
      getJackpot(house.currency, ctl.signal)
        .then((j) => setJackpot(j.amount))
        .catch(() => {});
    load();
    const id = setInterval(load, 20_000);
    return () => {
      ctl.abort();
      clearInterval(id);
    };
  }, [house.currency]);

  /** Waits, unless the player asked to skip (then at once). */
  const wait = useCallback((ms: number) => {
    if (skip.current.on) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const id = setTimeout(resolve, ms);
      const previous = skip.current.wake;
      skip.current.wake = () => {
        clearTimeout(id);
        resolve();
        previous();
      };
    });
  }, []);

  // Stable, so a balance update never restarts a reel's landing animation.
  const cueRef = useRef(house.cue);
  useEffect(() => {
    cueRef.current = house.cue;
  });
  const onLanded = useCallback((i: number) => {
    setModes((m) => m.map((x, k) => (k === i ? 'idle' : x)));
    cueRef.current('stop');
    const l = landing.current;
    if (l && --l.left === 0) {
      landing.current = null;
      l.resolve();
    }
  }, []);

  /** Stops the reels one by one on a spin's window. */
  const land = useCallback(
    async (spin: SlotSpin) => {
      const done = new Promise<void>((resolve) => {
        landing.current = { left: REELS.length, resolve };
      });
      for (const i of REELS) {
        if (i > 0) await wait(rm ? 120 : 190);
        setGrid((g) => g.map((col, k) => (k === i ? [...(spin.grid[i] ?? col)] : col)));
        setStops((s) => s.map((x, k) => (k === i ? (spin.stops?.[i] ?? null) : x)));
        setModes((m) => m.map((x, k) => (k === i ? 'land' : x)));
      }
      await done;
    },
    [rm, wait],
  );

  const winItems = useCallback(
    (spin: SlotSpin): WinItem[] => {
      const list: WinItem[] = spin.lineWins.map((w) => ({
        cells: w.positions,
        line: w.line,
        caption: t('slots.lineWin', {
          line: w.line + 1,
          count: w.count,
          symbol: symbolName(def.id, w.symbol),
          amount: house.money(w.win),
        }),
      }));
      if (spin.scatter.count >= 3 || spin.scatter.win > 0) {
        list.push({
          cells: spin.scatter.positions,
          line: null,
          caption: t('slots.scatterWin', {
            count: spin.scatter.count,
            symbol: symbolName(def.id, def.scatter),
            amount: house.money(spin.scatter.win),
          }),
        });
      }
      if (list.length > 1) {
        const all = new Map<string, readonly [number, number]>();
        for (const item of list) for (const c of item.cells) all.set(c.join(), c);
        list.unshift({
          cells: [...all.values()],
          line: null,
          caption: t('slots.win', { amount: house.money(spin.win) }),
        });
      }
      return list;
    },
    [def.id, def.scatter, house, symbolName, t],
  );

  const spin = async () => {
    if (celebrate) {
      setCelebrate(null);
      return;
    }
    if (busy) {
      skip.current.on = true;
      skip.current.wake();
      return;
    }
    if (bet > house.minor(house.balance)) {
      setMessage({ text: t('error.insufficient.balance'), tone: 'info' });
      return;
    }
    skip.current = { on: false, wake: () => {} };
    setBusy(true);
    setItems([]);
    setShown(-1);
    setFree(null);
    setMessage({ text: t('slots.spinning'), tone: 'info' });
    setModes(['spin', 'spin', 'spin', 'spin', 'spin']);
    house.cue('tick');
    const started = performance.now();
    let answer;
    try {
      answer = await house.api.spin(house.major(bet));
    } catch (e) {
      setModes(['idle', 'idle', 'idle', 'idle', 'idle']);
      setBusy(false);
      setMessage({ text: t('slots.goodLuck'), tone: 'info' });
      house.fail(e);
      return;
    }
    const { round } = answer;
    const ticket = house.beginRound(answer, round.win);
    const outcome = read(slotOutcome, round.outcome);
    if (!outcome) {
      setModes(['idle', 'idle', 'idle', 'idle', 'idle']);
      house.endRound(ticket);
      setBusy(false);
      return;
    }
    await wait(Math.max(0, (rm ? 150 : 450) - (performance.now() - started)));
    await land(outcome);
    if (!alive.current) return;

    const baseItems = winItems(outcome);
    if (outcome.win > 0) {
      setItems(baseItems);
      setShown(0);
      setMessage({ text: t('slots.win', { amount: house.money(outcome.win) }), tone: 'win' });
      house.cue('win');
    } else {
      setMessage({ text: t('slots.noWin'), tone: 'info' });
    }

    if (outcome.freeSpins) {
      const fs = outcome.freeSpins;
      await wait(outcome.win > 0 ? 1400 : 500);
      setBanner({
        title: t('slots.freeSpinsTitle'),
        text: t('slots.freeSpinsAwarded', { spins: fs.spins.length, multiplier: fs.multiplier }),
      });
      setMessage({
        text: t('slots.freeSpinsAwarded', { spins: fs.spins.length, multiplier: fs.multiplier }),
        tone: 'feature',
      });
      house.cue('big');
      await wait(2200);
      setBanner(null);
      let total = 0;
      for (const [k, s] of fs.spins.entries()) {
        if (!alive.current) return;
        setFree({ index: k + 1, total: fs.spins.length, multiplier: fs.multiplier, win: total });
        setItems([]);
        setShown(-1);
        setModes(['spin', 'spin', 'spin', 'spin', 'spin']);
        await wait(rm ? 100 : 300);
        await land(s);
        total += s.win;
        setFree({ index: k + 1, total: fs.spins.length, multiplier: fs.multiplier, win: total });
        if (s.win > 0) {
          const its = winItems(s);
          setItems(its);
          setShown(0);
          house.cue('win');
          await wait(1100);
        } else {
          await wait(350);
        }
      }
      setItems([]);
      setShown(-1);
      setBanner({
        title: t('slots.freeSpinsOver'),
        text: t('slots.freeSpinsTotal', { amount: house.money(fs.win) }),
      });
      await wait(2000);
      setBanner(null);
      setFree(null);
      setMessage({ text: t('slots.win', { amount: house.money(round.win) }), tone: 'win' });
    }

    house.endRound(ticket);
    const tier = round.jackpotWin > 0 ? 'jackpot' : bigWinTier(round.win, round.bet);
    if (tier) {
      setCelebrate({ tier, amount: round.win });
      house.cue('big');
    }
    if (outcome.freeSpins && round.win > 0) {
      setItems([]);
    } else if (outcome.win > 0) {
      setItems(baseItems);
      setShown(0);
    }
    skip.current = { on: false, wake: () => {} };
    setBusy(false);
  };

  useSpaceKey(() => void spin(), true);

  // Winning lines one after another while the player looks at the result.
  useEffect(() => {
    if (items.length < 2 || busy) return;
    const id = setInterval(() => setShown((s) => (s + 1) % items.length), rm ? 2600 : 1500);
    return () => clearInterval(id);
  }, [items, busy, rm]);

  const item = shown >= 0 ? items[shown] : undefined;
  const winRows = useMemo(
    () => REELS.map((i) => (item ? item.cells.filter(([r]) => r === i).map(([, row]) => row) : [])),
    [item],
  );

  const lineBet = house.major(Math.floor(bet / lines));
  const cw = (reelsSize.width - REEL_GAP * 4) / 5;
  const lineRows = item?.line !== null && item?.line !== undefined ? def.paylines[item.line] : undefined;

  return (
    <div className={`slots slots--${def.id}`}>
      <SymbolDefs />
      <div className="slots__stage">
        <div className="slots__top">
          {jackpot !== null && (
            <div
              className="slots__jackpot"
              aria-label={t('slots.jackpotLabel', { amount: house.money(jackpot) })}
            >
              <span>{t('slots.jackpot')}</span>
              <strong>{house.money(jackpot)}</strong>
            </div>
          )}
          {free && (
            <div className="slots__free" role="status">
              {t('slots.freeSpinCounter', {
                index: free.index,
                total: free.total,
                multiplier: free.multiplier,
              })}
              <strong>{house.money(free.win)}</strong>
            </div>
          )}
        </div>
        <div className="slots__frame">
          <div className="slots__reels" ref={reelsRef} style={{ ['--reel-gap' as string]: `${REEL_GAP}px` }}>
            {REELS.map((i) => (
              <Reel
                key={i}
                index={i}
                game={def.id}
                strip={def.reels[i] as readonly string[]}
                cells={grid[i] as string[]}
                stop={stops[i] ?? null}
                mode={modes[i] as ReelMode}
                landMs={skip.current.on ? 160 : rm ? 0 : 520}
                reducedMotion={rm}
                winRows={winRows[i] as number[]}
                dim={item !== undefined}
                onLanded={onLanded}
              />
            ))}
            {lineRows && reelsSize.width > 0 && (
              <svg
                className="slots__line"
                viewBox={`0 0 ${reelsSize.width} ${reelsSize.height}`}
                aria-hidden="true"
              >
                <polyline
                  points={lineRows
                    .map(
                      (row, reel) =>
                        `${reel * (cw + REEL_GAP) + cw / 2},${((row + 0.5) * reelsSize.height) / 3}`,
                    )
                    .join(' ')}
                  style={{ stroke: `hsl(${((item?.line ?? 0) * 47) % 360} 90% 62%)` }}
                />
              </svg>
            )}
          </div>
        </div>
        <p className={`slots__message slots__message--${message.tone}`} aria-live="polite">
          {item ? item.caption : message.text}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {!busy
            ? t('slots.gridSummary', {
                grid: grid
                  .map((col, i) => `${i + 1}: ${col.map((s) => symbolName(def.id, s)).join(', ')}`)
                  .join('; '),
              })
            : ''}
        </p>
        {banner && (
          <div className="slots__banner" role="status">
            <strong>{banner.title}</strong>
            <span>{banner.text}</span>
          </div>
        )}
      </div>

      <div className="slots__controls">
        <button type="button" className="btn btn--ghost slots__info" onClick={() => setPaytable(true)}>
          <Icon name="book" size={18} />
          <span>{t('slots.paytable')}</span>
        </button>
        <div className="slots__bet">
          <BetSelector rules={rules} disabled={busy} compact />
          <span className="slots__lines">
            {t('slots.linesInfo', { lines, lineBet: house.money(lineBet) })}
          </span>
        </div>
        <button
          type="button"
          className={`spin-btn${busy ? ' spin-btn--busy' : ''}`}
          onClick={() => void spin()}
          aria-label={busy ? t('slots.skip') : t('slots.spin')}
          aria-keyshortcuts="Space"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="spin-btn__icon">
            <path
              d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="spin-btn__text">{busy ? t('slots.skip') : t('slots.spin')}</span>
        </button>
      </div>

      {celebrate && (
        <BigWin
          tier={celebrate.tier}
          amount={celebrate.amount}
          reducedMotion={rm}
          onClose={() => setCelebrate(null)}
        />
      )}
      <Drawer
        open={paytable}
        onClose={() => setPaytable(false)}
        title={t('paytable.title', { game: t(`game.${house.code}`) })}
        size="wide"
      >
        <Paytable def={def} />
      </Drawer>
    </div>
  );
}
