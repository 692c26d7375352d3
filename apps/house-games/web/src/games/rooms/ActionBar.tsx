import { useEffect, useId, useRef, useState } from 'react';
import type { ActRequest, HoldemHandValue } from '../../../../src/shared/rooms-api.ts';
import { useI18n } from '../../i18n/react.tsx';
import { useLatest } from '../../shell/hooks.ts';
import { useHouse } from '../../shell/house.tsx';
import { actionFor, betOptions, clampTo, parseAmount, presets, sliderStep, type BetSpot } from './raise.ts';

/** An action without the state version (the table adds the version it shows). */
export type Act = ActRequest extends infer A ? (A extends unknown ? Omit<A, 'version'> : never) : never;

const interactive = 'input, textarea, select, [contenteditable]';

/**
 * My turn at a Hold'em table: Fold, Check or Call (amount), Bet/Raise with a slider, quick amounts
 * (min, ½ pot, pot, all-in) and an input. Keys: F fold, C check/call, R to the raise amount.
 * The server's `legal` is the authority on what is allowed; the helper (raise.ts) fills the buttons.
 */
export function ActionBar({
  hand,
  seat,
  bigBlind,
  busy,
  onAct,
}: {
  hand: HoldemHandValue;
  seat: number;
  bigBlind: number;
  busy: boolean;
  onAct: (act: Act) => void;
}) {
  const house = useHouse();
  const { t } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const me = hand.players.find((p) => p.seat === seat);
  const legal = hand.legal;
  const m = house.minor;
  const spot: BetSpot | null = me
    ? {
        stack: m(me.stack),
        myBet: m(me.bet),
        highestBet: m(hand.currentBet),
        lastRaise: Math.max(0, m((legal?.raise ?? legal?.bet)?.min ?? 0) - m(hand.currentBet)),
        bigBlind: m(bigBlind),
        // Everything committed: earlier streets and the bets in front now.
        pot: hand.players.reduce((sum, p) => sum + m(p.contributed), 0),
        canRaise: !!(legal?.bet ?? legal?.raise),
      }
    : null;
  const serverRange = legal?.bet ?? legal?.raise ?? null;
  const range = serverRange ? { min: m(serverRange.min), max: m(serverRange.max) } : null;
  const options = spot ? betOptions(spot) : null;
  const quick = spot && range ? presets(spot).map((p) => ({ ...p, to: clampTo(p.to, range) })) : [];
  const [amount, setAmount] = useState(() => range?.min ?? 0);
  const [text, setText] = useState(() => String(house.major(range?.min ?? 0)));
  // A new turn (or a new street) starts at the minimum.
  const turnKey = `${hand.handId}:${hand.street}:${hand.currentBet}:${legal ? 'mine' : ''}`;
  useEffect(() => {
    if (!range) return;
    setAmount(range.min);
    setText(String(house.major(range.min)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [turnKey]);

  // A stack too short for a full raise may still go all in for more than the call (the server's `allin`).
  const shoveTo = legal && legal.allin > hand.currentBet && !options?.callIsAllIn ? legal.allin : null;
  const typed = parseAmount(text, house.decimals);
  const amountOk = range !== null && typed !== null && typed >= range.min && typed <= range.max;
  const toCall = options?.toCall ?? 0;
  const canCheck = !!legal?.check;
  const canCall = legal?.call !== null && legal?.call !== undefined && !canCheck;

  const fold = () => legal?.fold && onAct({ action: 'fold' });
  const checkOrCall = () => {
    if (canCheck) onAct({ action: 'check' });
    else if (canCall) onAct({ action: options?.callIsAllIn ? 'allin' : 'call' });
  };
  const raise = () => {
    if (!spot || !range || !amountOk || typed === null) return;
    const kind = actionFor(spot, typed);
    if (kind === 'all-in') onAct({ action: 'allin' });
    else onAct({ action: serverRange === legal?.bet ? 'bet' : 'raise', amount: house.major(typed) });
  };

  const keys = useLatest({ fold, checkOrCall, busy, legal });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const k = keys.current;
      if (!k.legal || k.busy || e.altKey || e.ctrlKey || e.metaKey || e.repeat) return;
      if ((e.target as Element | null)?.closest?.(interactive)) return;
      if (document.querySelector('dialog[open]')) return;
      const key = e.key.toLowerCase();
      if (key === 'f') k.fold();
      else if (key === 'c') k.checkOrCall();
      else if (key === 'r') inputRef.current?.focus();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys]);

  if (!legal || !spot) return null;
  const setBoth = (minor: number) => {
    setAmount(minor);
    setText(String(house.major(minor)));
  };
  const money = (minor: number) => house.money(house.major(minor));
  const raiseLabel =
    amountOk && typed !== null && actionFor(spot, typed) === 'all-in'
      ? t('rooms.act.allIn', { amount: money(typed) })
      : serverRange === legal.bet
        ? t('rooms.act.bet', { amount: money(typed ?? amount) })
        : t('rooms.act.raise', { amount: money(typed ?? amount) });

  return (
    <section className="action-bar" aria-label={t('rooms.act.title')}>
      {range && (
        <div className="action-bar__amount">
          <div className="action-bar__presets" role="group" aria-label={t('rooms.act.quick')}>
            {quick.map((p) => (
              <button
                key={p.id}
                type="button"
                className="chip-btn"
                onClick={() => setBoth(p.to)}
                aria-pressed={amount === p.to}
                disabled={busy}
              >
                {t(`rooms.act.preset.${p.id}`)}
              </button>
            ))}
          </div>
          <input
            type="range"
            className="range"
            min={range.min}
            max={range.max}
            step={sliderStep(spot)}
            value={Math.min(range.max, Math.max(range.min, amount))}
            onChange={(e) => setBoth(Number(e.target.value))}
            aria-label={t('rooms.act.amount')}
            aria-valuetext={money(amount)}
            disabled={busy}
          />
          <input
            id={`${id}-amount`}
            ref={inputRef}
            className="input action-bar__input"
            inputMode="decimal"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              const v = parseAmount(e.target.value, house.decimals);
              if (v !== null && v >= range.min && v <= range.max) setAmount(v);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') raise();
              if (e.key === 'Escape') e.currentTarget.blur();
            }}
            aria-label={t('rooms.act.amount')}
            aria-invalid={!amountOk}
            aria-keyshortcuts="R"
            disabled={busy}
          />
          {!amountOk && (
            <span className="field__help field__help--error">
              {t('rooms.act.invalid', { min: money(range.min), max: money(range.max) })}
            </span>
          )}
        </div>
      )}
      <div className="action-bar__buttons">
        <button
          type="button"
          className="btn btn--lg act-btn act-btn--fold"
          onClick={fold}
          disabled={busy || !legal.fold}
          aria-keyshortcuts="F"
        >
          {t('rooms.act.fold')} <kbd>F</kbd>
        </button>
        <button
          type="button"
          className="btn btn--lg act-btn act-btn--call"
          onClick={checkOrCall}
          disabled={busy || (!canCheck && !canCall)}
          aria-keyshortcuts="C"
        >
          {canCheck
            ? t('rooms.act.check')
            : options?.callIsAllIn
              ? t('rooms.act.callAllIn', { amount: money(toCall) })
              : t('rooms.act.call', { amount: money(toCall) })}{' '}
          <kbd>C</kbd>
        </button>
        {range && (
          <button
            type="button"
            className="btn btn--lg btn--primary act-btn act-btn--raise"
            onClick={raise}
            disabled={busy || !amountOk}
            aria-keyshortcuts="R"
          >
            {raiseLabel} <kbd>R</kbd>
          </button>
        )}
        {!range && shoveTo !== null && (
          <button
            type="button"
            className="btn btn--lg btn--primary act-btn act-btn--raise"
            onClick={() => onAct({ action: 'allin' })}
            disabled={busy}
          >
            {t('rooms.act.allIn', { amount: house.money(shoveTo) })}
          </button>
        )}
      </div>
      <p className="hint">{t('rooms.act.keys')}</p>
    </section>
  );
}
