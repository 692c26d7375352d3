import { Fragment, useState } from 'react';
import { Button, Card, EmptyState, Money, Page, QueryView, Stat, StatusBadge } from '../../components';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { minorOf, type OperatorEvent, type SportsSportId, useSportsEvents } from './api';
import { messages } from './messages';
import { SportTabs } from './sport-tabs';

export const phaseTones = { upcoming: 'info', live: 'warn', settled: 'ok', void: 'neutral' } as const;

/** Per event of a sport: stakes and worst case per currency, market and selection; refreshes itself. */
export default function SportsExposurePage() {
  const t = useT(messages);
  const [sport, setSport] = useState<SportsSportId>('football');
  const events = useSportsEvents(sport);
  return (
    <Page
      title={t('exposureTitle')}
      subtitle={t('exposureHint')}
      actions={
        <Button icon="refresh" busy={events.isFetching} onClick={() => void events.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      <SportTabs value={sport} onChange={setSport} />
      <QueryView query={events} lines={8}>
        {(data) => <ExposureList events={data.events} />}
      </QueryView>
    </Page>
  );
}

function ExposureList({ events }: { events: OperatorEvent[] }) {
  const t = useT(messages);
  const withBets = events.filter((e) => e.exposure.length > 0);
  const totals = new Map<string, { stakes: number; worst: number }>();
  for (const e of withBets)
    for (const x of e.exposure) {
      const s = totals.get(x.currency) ?? { stakes: 0, worst: 0 };
      totals.set(x.currency, { stakes: s.stakes + minorOf(x.stakes), worst: s.worst + minorOf(x.worstCase) });
    }
  if (events.length === 0) return <EmptyState>{t('noEvents')}</EmptyState>;
  return (
    <>
      <div className="grid">
        <Stat label={t('eventsWithBets')} value={withBets.length} />
        {[...totals].map(([currency, s]) => (
          <Fragment key={currency}>
            <Stat label={`${t('totalStakes')} (${currency})`} value={<Money minor={s.stakes} />} />
            <Stat label={`${t('totalWorst')} (${currency})`} value={<Money minor={s.worst} />} />
          </Fragment>
        ))}
      </div>
      {withBets.map((e) => (
        <Card
          key={e.id}
          title={
            <span>
              {e.homeId} – {e.awayId} <span className="muted">{formatDateTime(e.kickoffAt)}</span>
            </span>
          }
          actions={<StatusBadge status={e.phase} tone={phaseTones[e.phase]} label={t(`phase_${e.phase}`)} />}
        >
          {e.exposure.map((x) => (
            <div className="table-scroll" key={x.currency}>
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('colMarket')}</th>
                    <th>{t('colSelection')}</th>
                    <th className="num">{t('colBets')}</th>
                    <th className="num">{t('colStakes')}</th>
                    <th className="num">{t('colWorst')}</th>
                  </tr>
                </thead>
                <tbody>
                  {x.markets.map((m) =>
                    m.selections.map((s, i) => (
                      <tr key={`${m.marketId}:${s.selectionId}`}>
                        <td className="mono">{i === 0 ? m.marketId : ''}</td>
                        <td className="mono">{s.selectionId}</td>
                        <td className="num">{s.bets}</td>
                        <td className="num">
                          <Money minor={minorOf(s.stakes)} />
                        </td>
                        <td className="num">
                          <Money minor={minorOf(s.worstCase)} />
                        </td>
                      </tr>
                    )),
                  )}
                  <tr>
                    <th colSpan={3}>{x.currency}</th>
                    <th className="num">
                      <Money minor={minorOf(x.stakes)} currency={x.currency} />
                    </th>
                    <th className="num">
                      <Money minor={minorOf(x.worstCase)} currency={x.currency} />
                    </th>
                  </tr>
                </tbody>
              </table>
            </div>
          ))}
        </Card>
      ))}
      {withBets.length < events.length ? (
        <Card title={t('noBets')}>
          <ul className="plain-list">
            {events
              .filter((e) => e.exposure.length === 0)
              .map((e) => (
                <li key={e.id} className="row row--between">
                  <span>
                    {e.homeId} – {e.awayId} <span className="muted">{formatDateTime(e.kickoffAt)}</span>
                  </span>
                  <StatusBadge status={e.phase} tone={phaseTones[e.phase]} label={t(`phase_${e.phase}`)} />
                </li>
              ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
