import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GroupCode } from '@portal/lottery/groups';
import { findPlay } from '@portal/lottery/plays/index';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import type { LotteryGame, LotteryPlay } from '../api/get-game';
import {
  buildContent,
  emptySelection,
  isEmptySelection,
  normalizeTyped,
  pickerFor,
  type PickerSpec,
} from '../lib/pickers';
import { BET_PARAM_PLAY, initialSelection } from '../lib/quick-bet';
import { clampMultiple, impliedRebatePercent, lineStake, prizeAt } from '../lib/stake';
import type { SlipLine } from '../stores/slip-store';
import { Picker } from './picker';
import { PlayRules } from './play-rules';
import { PlayTabs } from './play-tabs';
import { useMemberMaxSeries } from '../api/get-member-series';

export type NewSlipLine = Omit<SlipLine, 'id'>;

export interface BetBoardPrefill {
  /** A play code (`play` in the address). */
  play: string | null;
  /** Quick-bet numbers (`bet_param`). */
  betParam: string[] | null;
  /** A content string to show on the play's picker (`content`, long dragon). */
  content: string | null;
}

function firstPlay(
  group: GroupCode,
  plays: readonly LotteryPlay[],
  prefill: BetBoardPrefill,
): LotteryPlay | undefined {
  const wanted = prefill.play ?? (prefill.betParam ? BET_PARAM_PLAY[group] : undefined);
  return plays.find((p) => p.code === wanted) ?? plays[0];
}

/**
 * Choosing a bet: play tabs, the play's rules, its ball picker (or the text entry, "direct input"), and
 * the bet bar with the live bet count from the engine's parser, the unit, multiple, prize series with
 * its implied rebate, and the stake. "Add to slip" keeps the selection for later; "Bet now" places it.
 */
interface BetBoardProps {
  game: LotteryGame;
  prizeMode: 'LOTT' | 'ELOTT';
  prefill: BetBoardPrefill;
  /** Changes when a "Bet now" selection was placed: the picks are cleared. */
  placed?: number;
  onAdd: (line: NewSlipLine) => void;
  onBetNow: (line: NewSlipLine) => void;
}

/** The bet board of a game still being read: a skeleton while it loads, the error with a retry if it fails. */
export function LoadingBetBoard({
  game,
  ...board
}: Omit<BetBoardProps, 'game'> & { game: UseQueryResult<LotteryGame> }) {
  if (game.isPending)
    return (
      <div className="bboard" aria-busy="true">
        <Skeleton height={36} />
        <Skeleton height={220} />
      </div>
    );
  if (!game.data) return <QueryError error={game.error} onRetry={() => void game.refetch()} />;
  return <BetBoard game={game.data} {...board} />;
}

export function BetBoard({ game, prizeMode, prefill, onAdd, onBetNow, placed = 0 }: BetBoardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const group = game.groupCode as GroupCode;
  const typedId = useId();
  const units = game.units.filter((u) => u.unit > 0);
  const [playCode, setPlayCode] = useState(() => firstPlay(group, game.plays, prefill)?.code ?? '');
  const play = game.plays.find((p) => p.code === playCode);
  const spec = useMemo(() => pickerFor(group, playCode), [group, playCode]);
  const [selection, setSelection] = useState<string[][]>(
    () => initialSelection(group, playCode, prefill.betParam, prefill.content) ?? [],
  );
  const [mode, setMode] = useState<'pick' | 'type'>(spec ? 'pick' : 'type');
  const [typed, setTyped] = useState(() => (!spec && prefill.content ? prefill.content : ''));
  const [bettingMode, setBettingMode] = useState(units[0]?.bettingMode ?? 1);
  const [multipleText, setMultipleText] = useState('1');
  const [chosenSeries, setSeries] = useState(game.series.max);
  // The member's own series (its rebate setting under its agent) caps the slider; the rebate is measured from it.
  const memberCap = useMemberMaxSeries();
  const maxSeries = memberCap === null ? game.series.max : Math.min(game.series.max, memberCap);
  const series = Math.min(chosenSeries, maxSeries);

  const selectPlay = (code: string) => {
    const next = pickerFor(group, code);
    setPlayCode(code);
    setSelection(next ? emptySelection(next) : []);
    setMode(next ? 'pick' : 'type');
    setTyped('');
  };

  const engine = findPlay(group, playCode);
  const oneList = play ? !play.example.content.includes('|') : true;
  const picking = mode === 'pick' && spec !== null;
  const content = picking ? buildContent(spec, selection) : normalizeTyped(typed, oneList);
  const empty = picking ? isEmptySelection(selection) : typed.trim() === '';
  const parsed = empty || !engine ? null : engine.parse(content);
  const betCount = parsed?.ok ? parsed.selection.betCount : 0;
  const unit = units.find((u) => u.bettingMode === bettingMode) ?? units[0];
  const multiple = clampMultiple(multipleText, game.maxMultiple);
  const stake = unit ? lineStake(betCount, unit.unit, multiple) : 0;
  const baseUnit = units[0]?.unit ?? 0;
  const topPrize = play ? Math.max(0, ...play.odds.map((o) => o.prize)) : 0;
  const prize = unit ? prizeAt(topPrize, baseUnit, unit.unit, series, game.series.max) : 0;
  const rebate = impliedRebatePercent(series, maxSeries, game.series.base);
  const belowMin = play !== undefined && betCount > 0 && stake < play.minStake;
  const aboveMax = play !== undefined && betCount > 0 && stake > play.maxStake;
  const problem =
    parsed && !parsed.ok ? t(`errors.${parsed.error}` as 'errors.lottery.content.invalid') : null;
  const ready = betCount > 0 && !belowMin && !aboveMax && unit !== undefined && play !== undefined;

  const line = (): NewSlipLine | null =>
    ready && parsed?.ok && unit && play
      ? {
          gameCode: game.code,
          prizeMode,
          playCode: play.code,
          playName: play.name,
          content: parsed.selection.content,
          betCount,
          bettingMode: unit.bettingMode,
          unit: unit.unit,
          unitName: unit.name,
          multiple,
          series,
          stake,
        }
      : null;
  const reset = () => {
    setSelection(spec ? emptySelection(spec) : []);
    setTyped('');
  };
  const lastPlaced = useRef(placed);
  useEffect(() => {
    if (placed === lastPlaced.current) return;
    lastPlaced.current = placed;
    setSelection(spec ? emptySelection(spec) : []);
    setTyped('');
  }, [placed, spec]);

  if (game.plays.length === 0) return <p className="bboard__none">{t('lottery.play.noneInMode')}</p>;

  return (
    <section className="bboard" aria-label={t('lottery.play.board')}>
      <PlayTabs group={group} plays={game.plays} current={playCode} onSelect={selectPlay} />
      {play && <PlayRules play={play} maxSeries={game.series.max} />}

      <div className="bboard__modes" role="group" aria-label={t('lottery.play.entry')}>
        <button
          type="button"
          className="bboard__mode"
          aria-pressed={picking}
          disabled={!spec}
          onClick={() => setMode('pick')}
        >
          {t('lottery.play.pick')}
        </button>
        <button
          type="button"
          className="bboard__mode"
          aria-pressed={!picking}
          onClick={() => {
            if (picking && !empty) setTyped(content);
            setMode('type');
          }}
        >
          {t('lottery.play.type')}
        </button>
      </div>

      {picking ? (
        <Picker spec={spec as PickerSpec} selection={selection} onChange={setSelection} />
      ) : (
        <div className="bboard__typed">
          <label htmlFor={typedId} className="bboard__typed-label">
            {t('lottery.play.typeLabel')}
          </label>
          <textarea
            id={typedId}
            className="bboard__textarea"
            rows={3}
            value={typed}
            spellCheck={false}
            placeholder={play ? t('lottery.play.typeExample', { example: play.example.content }) : ''}
            onChange={(event) => setTyped(event.target.value)}
          />
          {play && <p className="bboard__grammar">{play.grammar}</p>}
        </div>
      )}

      <div className="bbar">
        <div className="bbar__figures">
          <p className="bbar__count" aria-live="polite">
            {t('lottery.bar.bets', { count: betCount })}
            {problem ? (
              <span className="bbar__problem" role="alert">
                {problem}
              </span>
            ) : belowMin || aboveMax ? (
              <span className="bbar__problem" role="alert">
                {t(belowMin ? 'lottery.bar.belowMin' : 'lottery.bar.aboveMax', {
                  amount: money.major(belowMin ? (play?.minStake ?? 0) : (play?.maxStake ?? 0)),
                })}
              </span>
            ) : null}
          </p>
          <div className="bbar__units" role="radiogroup" aria-label={t('lottery.bar.unit')}>
            {units.map((u) => (
              <button
                key={u.bettingMode}
                type="button"
                role="radio"
                aria-checked={u.bettingMode === bettingMode}
                className="bbar__unit"
                onClick={() => setBettingMode(u.bettingMode)}
              >
                <span>{u.name}</span>
                <small>{money.plain(u.unit)}</small>
              </button>
            ))}
          </div>
          <div className="bbar__multiple">
            <span className="bbar__label" id={`${typedId}-mult`}>
              {t('lottery.bar.multiple')}
            </span>
            <button
              type="button"
              className="bbar__step"
              aria-label={t('lottery.bar.less')}
              disabled={multiple <= 1}
              onClick={() => setMultipleText(String(multiple - 1))}
            >
              −
            </button>
            <input
              className="bbar__input"
              inputMode="numeric"
              aria-labelledby={`${typedId}-mult`}
              value={multipleText}
              onChange={(event) => setMultipleText(event.target.value.replace(/\D/g, '').slice(0, 6))}
              onBlur={() => setMultipleText(String(multiple))}
            />
            <button
              type="button"
              className="bbar__step"
              aria-label={t('lottery.bar.more')}
              disabled={multiple >= game.maxMultiple}
              onClick={() => setMultipleText(String(multiple + 1))}
            >
              +
            </button>
          </div>
          <label className="bbar__series">
            <span className="bbar__label">
              {t('lottery.bar.series')} <strong>{series}</strong>
              <span className="bbar__rebate">{t('lottery.bar.rebate', { percent: rebate.toFixed(2) })}</span>
            </span>
            <input
              type="range"
              min={Math.min(game.series.min, maxSeries)}
              max={maxSeries}
              step={1}
              value={series}
              onChange={(event) => setSeries(Number(event.target.value))}
            />
          </label>
        </div>
        <div className="bbar__total">
          <p className="bbar__prize">{t('lottery.bar.prize', { amount: money.major(prize) })}</p>
          <p className="bbar__stake">
            {t('lottery.bar.stake')} <strong data-testid="line-stake">{money.major(stake)}</strong>
          </p>
          <div className="bbar__actions">
            <button type="button" className="btn btn--ghost btn--sm" onClick={reset} disabled={empty}>
              {t('lottery.quick.clear')}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={!ready}
              onClick={() => {
                const l = line();
                if (!l) return;
                onAdd(l);
                reset();
              }}
            >
              {t('lottery.bar.addToSlip')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={!ready}
              onClick={() => {
                const l = line();
                if (l) onBetNow(l);
              }}
            >
              {t('lottery.bar.betNow')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
