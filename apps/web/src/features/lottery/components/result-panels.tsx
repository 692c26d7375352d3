import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import type { Draw } from '../api/get-draws';
import { positionNames } from '../lib/pickers';
import { positionShape, trendTable } from '../lib/trend';
import { DrawBalls, familyOf } from './balls';

export const RESULTS_SHOWN = 10;

/** The latest results of the game (10) with their balls, each linked to its verification. */
export function ResultsList({
  draws,
  loading,
  groupCode,
  gameCode,
}: {
  draws: readonly Draw[] | undefined;
  loading: boolean;
  groupCode: string;
  gameCode: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (loading)
    return (
      <div className="lresults" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    );
  if (!draws || draws.length === 0) return <EmptyState icon="clock" title={t('lottery.results.none')} />;
  return (
    <ol className="lresults" aria-label={t('lottery.results.title')}>
      {draws.slice(0, RESULTS_SHOWN).map((draw) => (
        <li key={draw.numero} className="lresults__row" data-numero={draw.numero}>
          <span className="lresults__numero">
            {draw.numero}
            <time className="lresults__time" dateTime={draw.drawTime}>
              {formatDateTime(draw.drawTime, lang)}
            </time>
          </span>
          <DrawBalls winNo={draw.winNo} groupCode={groupCode} size="sm" />
          <Link className="lresults__verify" to={links.lotteryVerify(gameCode, draw.numero)}>
            {t('lottery.verify.link')}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * The trend chart of the last 30 draws for one position: the number drawn per draw with the misses of
 * the others, then frequency, current and longest miss per number, hot and cold numbers.
 */
export function TrendPanel({ draws, groupCode }: { draws: readonly Draw[] | undefined; groupCode: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [position, setPosition] = useState(0);
  const shape = positionShape(familyOf(groupCode));
  const names = positionNames(groupCode, lang);
  const scroller = useRef<HTMLDivElement>(null);
  // The chart reads downwards to the newest draw: start at the bottom.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [position, draws]);
  if (!shape) return <EmptyState icon="chart" title={t('lottery.trend.none')} />;
  if (!draws || draws.length === 0) return <EmptyState icon="chart" title={t('lottery.results.none')} />;
  const table = trendTable(draws, Math.min(position, shape.positions - 1), shape.values);
  const width = shape.values.length > 10 || groupCode === 'PK10' ? 2 : 1;
  const show = (v: number) => String(v).padStart(width, '0');
  return (
    <div className="ltrend">
      <div className="ltrend__positions" role="group" aria-label={t('lottery.trend.position')}>
        {Array.from({ length: shape.positions }, (_, i) => (
          <button
            key={i}
            type="button"
            className="chip chip--small"
            aria-pressed={i === position}
            onClick={() => setPosition(i)}
          >
            {names?.[i] ?? t('lottery.trend.positionN', { n: i + 1 })}
          </button>
        ))}
      </div>
      <p className="ltrend__legend">
        <span>
          {t('lottery.trend.hot')}: <strong className="ltrend__hot">{table.hot.map(show).join(' ')}</strong>
        </span>
        <span>
          {t('lottery.trend.cold')}:{' '}
          <strong className="ltrend__cold">{table.cold.map(show).join(' ')}</strong>
        </span>
        <span className="ltrend__window">{t('lottery.trend.window', { count: table.rows.length })}</span>
      </p>
      <div ref={scroller} className="ltrend__scroll" tabIndex={0} aria-label={t('lottery.trend.title')}>
        <table className="ltrend__table">
          <thead>
            <tr>
              <th scope="col">{t('lottery.trend.numero')}</th>
              {shape.values.map((v) => (
                <th key={v} scope="col">
                  {show(v)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.numero}>
                <th scope="row">{row.numero.slice(-4)}</th>
                {shape.values.map((v, i) => (
                  <td key={v} className={v === row.drawn ? 'ltrend__hit' : 'ltrend__miss'}>
                    {v === row.drawn ? (
                      <span className={`ltrend__ball lball--c${v % 12}`}>{show(v)}</span>
                    ) : (
                      row.misses[i]
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                ['frequency', table.frequency],
                ['currentMiss', table.currentMiss],
                ['maxMiss', table.maxMiss],
              ] as const
            ).map(([key, figures]) => (
              <tr key={key}>
                <th scope="row">{t(`lottery.trend.${key}`)}</th>
                {figures.map((n, i) => (
                  <td
                    key={i}
                    className={
                      key === 'frequency' && table.hot.includes(shape.values[i]!)
                        ? 'ltrend__hot'
                        : key === 'frequency' && table.cold.includes(shape.values[i]!)
                          ? 'ltrend__cold'
                          : undefined
                    }
                  >
                    {n}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </div>
  );
}
