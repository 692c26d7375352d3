import { useEffect, useState } from 'react';
import type { RoundValue } from '../../../src/shared/api.ts';
import { useI18n } from '../i18n/react.tsx';
import { formatMultiplier, formatMultiplier4 } from '../lib/money.ts';
import {
  crashOutcome,
  diceOutcome,
  plinkoOutcome,
  read,
  readDiceParams,
  slotOutcome,
} from '../lib/outcomes.ts';
import { useHouse, type GameKind } from './house.tsx';
import { Icon } from './icons.tsx';
import { verifyHref } from './links.ts';

function useRoundSummary() {
  const { t, locale } = useI18n();
  return (kind: GameKind, round: RoundValue): string => {
    switch (kind) {
      case 'dice': {
        const o = read(diceOutcome, round.outcome);
        const p = readDiceParams(round.params, o);
        if (!o) return '';
        const roll = (o.roll / 100).toFixed(2);
        return p
          ? t(p.direction === 'over' ? 'history.diceOver' : 'history.diceUnder', {
              roll,
              target: (p.target / 100).toFixed(2),
            }) + (o.multiplier ? ` · ${formatMultiplier4(o.multiplier, locale)}` : '')
          : roll;
      }
      case 'plinko': {
        const o = read(plinkoOutcome, round.outcome);
        return o?.multiplier !== undefined ? formatMultiplier(o.multiplier, locale) : '';
      }
      case 'crash': {
        const o = read(crashOutcome, round.outcome);
        if (!o) return '';
        const text = o.cashedOutAt
          ? t('history.crashCashed', { at: formatMultiplier(o.cashedOutAt, locale) })
          : t('history.crashBust');
        return o.crashPoint
          ? `${text} · ${t('history.crashPoint', { crash: formatMultiplier(o.crashPoint, locale) })}`
          : text;
      }
      default: {
        const o = read(slotOutcome, round.outcome);
        if (!o) return '';
        const parts = [t('history.lines', { count: o.lineWins.length })];
        if (o.freeSpins) parts.push(t('history.freeSpins', { count: o.freeSpins.spins.length }));
        return parts.join(' · ');
      }
    }
  };
}

export function HistoryPanel() {
  const { t, lang, locale } = useI18n();
  const house = useHouse();
  const summary = useRoundSummary();
  const [rounds, setRounds] = useState<RoundValue[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { api, code, fail } = house;

  useEffect(() => {
    let live = true;
    api
      .history(code, 30)
      .then((v) => live && setRounds(v.rounds))
      .catch((e: unknown) => {
        if (!live) return;
        setFailed(true);
        fail(e);
      });
    return () => {
      live = false;
    };
  }, [api, code, fail]);

  if (failed) return <p className="muted">{t('history.failed')}</p>;
  if (!rounds) return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  if (rounds.length === 0) return <p className="muted">{t('history.empty')}</p>;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <ol className="history">
      {rounds.map((r) => {
        const won = r.win > 0;
        return (
          <li key={r.roundId} className="history__item">
            <div className="history__main">
              <span className="history__time">{time.format(new Date(r.time))}</span>
              <span className="history__summary">{summary(house.kind, r)}</span>
            </div>
            <div className="history__money">
              <span className="muted">
                {t('history.bet')} {house.money(r.bet)}
              </span>
              <strong className={won ? 'pos' : 'neutral'}>
                {won ? '+' : ''}
                {house.money(r.win)}
              </strong>
              {r.jackpotWin > 0 && <span className="tag tag--gold">{t('slots.jackpot')}</span>}
            </div>
            <a
              className="history__verify"
              href={verifyHref(lang, r.roundId)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('history.verifyRound', { id: r.roundId })}
            >
              {r.serverSeed ? t('history.verify') : t('history.verifyLater')}
              <Icon name="external" size={14} />
            </a>
          </li>
        );
      })}
    </ol>
  );
}
