import { useId, useMemo, useState } from 'react';
import { HouseApiError } from '../../api/client.ts';
import { useI18n } from '../../i18n/react.tsx';
import { clampBet, usableChips } from '../../lib/bet.ts';
import { formatChip } from '../../lib/money.ts';
import {
  formatOdds,
  MAX_PARLAY_LEGS,
  parlayProblem,
  pickKey,
  slipBets,
  type OddsChange,
  type SlipBet,
  type SlipLimits,
  type SlipMode,
  type SlipPick,
} from '../../lib/sports-slip.ts';
import { errorKey, useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { marketLabel, pickLabel, teamName } from './labels.ts';

export interface SlipState {
  readonly picks: readonly SlipPick[];
  readonly mode: SlipMode;
  /** Minor units by pickKey (singles) or 'parlay'. */
  readonly stakes: Readonly<Record<string, number | null>>;
  readonly oddsChange: OddsChange;
}

export type SlipChanges = ReadonlyMap<string, { from: number; to: number | null }>;

function Leg({
  pick,
  change,
  onRemove,
}: {
  pick: SlipPick;
  change?: { from: number; to: number | null };
  onRemove?: () => void;
}) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const sides = { homeId: pick.homeId, awayId: pick.awayId };
  return (
    <li className={`sb-leg${change ? ' sb-leg--changed' : ''}`}>
      <div className="sb-leg__main">
        <strong className="sb-leg__pick">
          {pickLabel(i18n, pick.sport, pick.kind, pick.line, pick.selectionId, sides)}
        </strong>
        <span className="sb-leg__market muted">{marketLabel(t, pick.kind, pick.line)}</span>
        <span className="sb-leg__event muted">
          {teamName(pick.sport, pick.homeId, lang)} – {teamName(pick.sport, pick.awayId, lang)}
        </span>
        {change && (
          <span className="sb-leg__change" role="status">
            {change.to === null
              ? t('sports.slip.closedLeg')
              : t('sports.slip.oddsMoved', { from: formatOdds(change.from), to: formatOdds(change.to) })}
          </span>
        )}
      </div>
      <span className="sb-leg__odds">{formatOdds(pick.odds)}</span>
      {onRemove && (
        <button
          type="button"
          className="icon-btn icon-btn--sm"
          onClick={onRemove}
          aria-label={t('sports.slip.remove')}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </li>
  );
}

function StakeInput({
  bet,
  chips,
  maxPayoutMajor,
  onStake,
  label,
}: {
  bet: SlipBet;
  chips: readonly number[];
  maxPayoutMajor: number;
  onStake: (minor: number | null) => void;
  label: string;
}) {
  const { t, locale } = useI18n();
  const house = useHouse();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    const v = Number(text.replace(/[^\d.,]/g, '').replace(',', '.'));
    onStake(text.trim() === '' || !Number.isFinite(v) || v <= 0 ? null : house.minor(v));
  };
  const rules = bet.bounds ? { ...bet.bounds, unit: 1 } : null;
  const usable = rules ? usableChips(chips, rules) : [];
  const problemText = (() => {
    switch (bet.problem) {
      case 'below':
      case 'above':
        return bet.bounds
          ? t('sports.slip.stakeRange', {
              min: house.money(house.major(bet.bounds.min)),
              max: house.money(house.major(bet.bounds.max)),
            })
          : t('sports.slip.noStakeFits');
      case 'payout':
        return t('sports.slip.maxPayout', { max: house.money(maxPayoutMajor) });
      case 'balance':
        return t('error.insufficient.balance');
      default:
        return null;
    }
  })();
  return (
    <div className="sb-stake">
      <label className="sb-stake__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input sb-stake__input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={bet.bounds ? house.money(house.major(bet.bounds.min)) : ''}
        value={draft ?? (bet.stake === null ? '' : house.major(bet.stake).toFixed(house.decimals))}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
          if (e.key === 'Escape') setDraft(null);
        }}
        aria-invalid={bet.problem !== null && bet.problem !== 'empty'}
        aria-describedby={`${id}-help`}
      />
      {usable.length > 0 && (
        <div className="sb-stake__chips" role="group" aria-label={t('bet.chips')}>
          {usable.map((c) => (
            <button
              key={c}
              type="button"
              className="bet__chip"
              aria-pressed={c === bet.stake}
              onClick={() => onStake(rules ? clampBet(c, rules) : c)}
            >
              {formatChip(house.major(c), house.decimals, locale)}
            </button>
          ))}
        </div>
      )}
      <p id={`${id}-help`} className={`sb-stake__help${problemText ? ' sb-stake__help--error' : ''}`}>
        {problemText ?? t('sports.slip.payout', { amount: house.money(house.major(bet.payout)) })}
      </p>
    </div>
  );
}

/**
 * The bet slip: singles (a stake per selection) or one parlay, the odds-change preference, a review step
 * that sums up stakes, legs, odds and payouts before any money moves, then the bets one by one.
 */
export function BetSlip({
  limits,
  slip,
  setSlip,
  changes,
  onAcceptChanges,
  onPlaced,
  onOddsChanged,
}: {
  /** The operator's current stake limits and payout cap (decision 0072), within the session's. */
  limits: SlipLimits;
  slip: SlipState;
  setSlip: (update: (s: SlipState) => SlipState) => void;
  changes: SlipChanges;
  onAcceptChanges: () => void;
  onPlaced: () => void;
  onOddsChanged: () => void;
}) {
  const { t } = useI18n();
  const house = useHouse();
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<number | null>(null);
  const chips = useMemo(() => house.session.limits.chips.map((c) => house.minor(c)), [house]);

  const problem = slip.mode === 'parlay' ? parlayProblem(slip.picks) : null;
  const { bets, total, totalPayout } = slipBets({
    picks: slip.picks,
    mode: slip.mode,
    stakes: slip.stakes,
    limits,
    session: house.session.limits,
    decimals: house.decimals,
    balanceMinor: house.minor(house.balance),
    defaultStake: house.bet,
  });
  const closedLegs = [...changes.values()].some((c) => c.to === null);
  const movedLegs = [...changes.values()].some((c) => c.to !== null);
  const ready =
    slip.picks.length > 0 &&
    problem === null &&
    !closedLegs &&
    !movedLegs &&
    bets.every((b) => b.problem === null);

  const setStake = (key: string, minor: number | null) =>
    setSlip((s) => ({ ...s, stakes: { ...s.stakes, [key]: minor } }));
  const remove = (p: SlipPick) =>
    setSlip((s) => ({ ...s, picks: s.picks.filter((x) => pickKey(x) !== pickKey(p)) }));

  const place = async () => {
    setBusy(true);
    setErrors({});
    let placed = 0;
    const failed: Record<string, string> = {};
    const gone = new Set<string>();
    for (const bet of bets) {
      try {
        const answer = await house.api.sportsBet({
          stake: house.major(bet.stake ?? 0),
          oddsChange: slip.oddsChange,
          legs: bet.picks.map((p) => ({
            eventId: p.eventId,
            marketId: p.marketId,
            selectionId: p.selectionId,
            odds: p.odds,
          })),
        });
        house.setBalance(answer.balance);
        placed++;
        for (const p of bet.picks) gone.add(pickKey(p));
      } catch (e) {
        if (e instanceof HouseApiError && e.sessionGone) {
          house.fail(e);
          break;
        }
        if (e instanceof HouseApiError && e.code === 'sports.odds.changed') onOddsChanged();
        failed[bet.key] =
          e instanceof HouseApiError && e.message && e.code !== 'network' && e.code !== 'bad.answer'
            ? e.message
            : t(errorKey(e));
      }
    }
    setSlip((s) => {
      const picks = s.picks.filter((p) => !gone.has(pickKey(p)));
      return { ...s, picks, stakes: picks.length === 0 ? {} : s.stakes };
    });
    setErrors(failed);
    setBusy(false);
    if (placed > 0) {
      setDone(placed);
      onPlaced();
    }
    if (Object.keys(failed).length === 0) setStep('edit');
  };

  if (slip.picks.length === 0)
    return (
      <div className="sb-slip sb-slip--empty">
        {done !== null && (
          <p className="sb-note sb-note--ok" role="status">
            <Icon name="check" size={18} /> {t('sports.slip.placed', { count: done })}
          </p>
        )}
        <p className="muted">{t('sports.slip.empty')}</p>
      </div>
    );

  const betTitle = (b: SlipBet) =>
    b.picks.length > 1 ? t('sports.slip.parlayOf', { count: b.picks.length }) : t('sports.slip.single');

  if (step === 'review')
    return (
      <div className="sb-slip">
        <h3 className="sb-slip__title">{t('sports.slip.review')}</h3>
        <ol className="sb-review">
          {bets.map((b) => (
            <li key={b.key} className="sb-review__bet">
              <div className="sb-review__head">
                <strong>{betTitle(b)}</strong>
                <span className="sb-leg__odds">{formatOdds(b.odds)}</span>
              </div>
              <ul className="sb-legs">
                {b.picks.map((p) => (
                  <Leg key={pickKey(p)} pick={p} change={changes.get(pickKey(p))} />
                ))}
              </ul>
              <dl className="sb-sum">
                <dt>{t('sports.slip.stake')}</dt>
                <dd>{house.money(house.major(b.stake ?? 0))}</dd>
                <dt>{t('sports.slip.potential')}</dt>
                <dd className="pos">{house.money(house.major(b.payout))}</dd>
              </dl>
              {errors[b.key] && (
                <p className="sb-note sb-note--error" role="alert">
                  {errors[b.key]}
                </p>
              )}
            </li>
          ))}
        </ol>
        <dl className="sb-sum sb-sum--total">
          <dt>{t('sports.slip.totalStake')}</dt>
          <dd>
            {house.money(house.major(total))} <small>{house.currency}</small>
          </dd>
          <dt>{t('sports.slip.totalPayout')}</dt>
          <dd className="pos">{house.money(house.major(totalPayout))}</dd>
          <dt>{t('sports.slip.oddsChange')}</dt>
          <dd>{t(`sports.oddsChange.${slip.oddsChange}`)}</dd>
        </dl>
        {(closedLegs || movedLegs) && (
          <div className="sb-note sb-note--error" role="alert">
            <span>{t('sports.slip.changedReview')}</span>
            {movedLegs && !closedLegs && (
              <button type="button" className="btn btn--primary" onClick={onAcceptChanges}>
                {t('sports.slip.acceptOdds')}
              </button>
            )}
          </div>
        )}
        <div className="sb-slip__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setStep('edit')} disabled={busy}>
            {t('sports.slip.back')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void place()}
            disabled={busy || !ready}
            data-testid="sports-confirm"
          >
            {busy ? t('sports.slip.placing') : t('sports.slip.confirm')}
          </button>
        </div>
      </div>
    );

  return (
    <div className="sb-slip">
      <div className="segmented sb-slip__mode" role="group" aria-label={t('sports.slip.mode')}>
        {(['singles', 'parlay'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={slip.mode === m}
            onClick={() => setSlip((s) => ({ ...s, mode: m }))}
          >
            {t(`sports.slip.${m}`)}
          </button>
        ))}
      </div>
      {done !== null && (
        <p className="sb-note sb-note--ok" role="status">
          <Icon name="check" size={18} /> {t('sports.slip.placed', { count: done })}
        </p>
      )}
      {slip.mode === 'singles' ? (
        <ul className="sb-legs">
          {bets.map((b) => {
            const p = b.picks[0]!;
            return (
              <li key={b.key} className="sb-single">
                <ul className="sb-legs">
                  <Leg pick={p} change={changes.get(pickKey(p))} onRemove={() => remove(p)} />
                </ul>
                <StakeInput
                  bet={b}
                  chips={chips}
                  maxPayoutMajor={limits.maxPayoutMajor}
                  label={t('sports.slip.stake')}
                  onStake={(v) => setStake(b.key, v)}
                />
                {errors[b.key] && (
                  <p className="sb-note sb-note--error" role="alert">
                    {errors[b.key]}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          <ul className="sb-legs">
            {slip.picks.map((p) => (
              <Leg key={pickKey(p)} pick={p} change={changes.get(pickKey(p))} onRemove={() => remove(p)} />
            ))}
          </ul>
          {problem ? (
            <p className="sb-note sb-note--error" role="alert">
              {problem === 'same_event'
                ? t('sports.slip.sameEvent')
                : problem === 'too_many_legs'
                  ? t('sports.slip.tooMany', { max: MAX_PARLAY_LEGS })
                  : t('sports.slip.tooFew')}
            </p>
          ) : (
            <>
              <p className="sb-parlay-odds">
                {t('sports.slip.parlayOdds')} <strong>{formatOdds(bets[0]!.odds)}</strong>
              </p>
              <StakeInput
                bet={bets[0]!}
                chips={chips}
                maxPayoutMajor={limits.maxPayoutMajor}
                label={t('sports.slip.stake')}
                onStake={(v) => setStake('parlay', v)}
              />
              {errors.parlay && (
                <p className="sb-note sb-note--error" role="alert">
                  {errors.parlay}
                </p>
              )}
            </>
          )}
        </>
      )}
      {(closedLegs || movedLegs) && (
        <div className="sb-note sb-note--warn" role="status">
          <span>{closedLegs ? t('sports.slip.removeClosed') : t('sports.slip.oddsChangedNote')}</span>
          {movedLegs && !closedLegs && (
            <button type="button" className="btn btn--primary" onClick={onAcceptChanges}>
              {t('sports.slip.acceptOdds')}
            </button>
          )}
        </div>
      )}
      <fieldset className="sb-pref">
        <legend>{t('sports.slip.oddsChange')}</legend>
        {(['any', 'higher', 'none'] as const).map((v) => (
          <label key={v}>
            <input
              type="radio"
              name="sb-odds-change"
              checked={slip.oddsChange === v}
              onChange={() => setSlip((s) => ({ ...s, oddsChange: v }))}
            />
            {t(`sports.oddsChange.${v}`)}
          </label>
        ))}
      </fieldset>
      {problem === null && (
        <dl className="sb-sum sb-sum--total">
          <dt>{t('sports.slip.totalStake')}</dt>
          <dd>{house.money(house.major(total))}</dd>
          <dt>{t('sports.slip.totalPayout')}</dt>
          <dd className="pos">{house.money(house.major(totalPayout))}</dd>
        </dl>
      )}
      <div className="sb-slip__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setDone(null);
            setSlip((s) => ({ ...s, picks: [], stakes: {} }));
          }}
        >
          {t('sports.slip.clear')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!ready}
          onClick={() => {
            setDone(null);
            setStep('review');
          }}
          data-testid="sports-review"
        >
          {t('sports.slip.reviewButton')}
        </button>
      </div>
    </div>
  );
}
