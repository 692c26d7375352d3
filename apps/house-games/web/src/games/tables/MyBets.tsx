import { useEffect, useState } from 'react';
import { outcomeText, spotName } from '../../../../src/engine/tables/index.ts';
import type { TableGame } from '../../../../src/shared/api.ts';
import type { Placement } from '../../../../src/shared/tables-api.ts';
import { getTableMine } from '../../api/tables.ts';
import { useI18n } from '../../i18n/react.tsx';
import { errorKey, useHouse } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { dayAndTime } from '../sports/use-sports.ts';
import { tableVerifyHref } from './links.ts';

/** This session's placements at the table (GET mine), newest first, read again when `refreshKey` changes. */
export function MyTableBets({ game, refreshKey }: { game: TableGame; refreshKey: number }) {
  const { t, lang, locale } = useI18n();
  const house = useHouse();
  const [placements, setPlacements] = useState<Placement[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    getTableMine(game, house.session.session, lang, 30, ctl.signal)
      .then((answer) => {
        setPlacements(answer.placements);
        setError(null);
      })
      .catch((e: unknown) => {
        if (ctl.signal.aborted) return;
        setError(t(errorKey(e)));
      });
    return () => ctl.abort();
  }, [game, house.session.session, lang, refreshKey, t]);

  if (error) return <p className="tbl-error">{error}</p>;
  if (!placements) return <p className="muted">{t('common.loading')}</p>;
  if (placements.length === 0) return <p className="muted">{t('tables.mine.empty')}</p>;
  return (
    <ul className="tbl-mine">
      {placements.map((p) => (
        <li key={p.id} className="tbl-mine__item">
          <div className="tbl-mine__head">
            <strong>{t('tables.round', { n: p.roundNumber })}</strong>
            <span className="muted small">{dayAndTime(p.placedAt, locale)}</span>
          </div>
          <ul className="tbl-mine__bets" aria-label={t('tables.mine.bets')}>
            {p.bets.map((b) => (
              <li key={b.spot}>
                {spotName(game, b.spot)[lang]} <span className="mono">{house.money(b.amount)}</span>
              </li>
            ))}
          </ul>
          <dl className="tbl-mine__sums">
            <div>
              <dt>{t('tables.mine.stake')}</dt>
              <dd className="mono">{house.money(p.stake)}</dd>
            </div>
            <div>
              <dt>{t('tables.mine.win')}</dt>
              <dd className={`mono${(p.win ?? 0) > 0 ? ' pos' : ''}`}>
                {p.status === 'open'
                  ? t('tables.mine.open')
                  : p.status === 'void'
                    ? t('tables.mine.void')
                    : house.money(p.win ?? 0)}
              </dd>
            </div>
            <div>
              <dt>{t('tables.mine.result')}</dt>
              <dd>{p.outcome ? outcomeText(game, p.outcome)[lang] : '—'}</dd>
            </div>
          </dl>
          <a
            className="link small"
            href={tableVerifyHref(lang, p.roundId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('tables.mine.verify')} <Icon name="external" size={14} />
          </a>
        </li>
      ))}
    </ul>
  );
}
