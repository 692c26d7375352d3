import { useState } from 'react';
import { Button, Card, EmptyState, Page, QueryView, StatusBadge, useToast } from '../../components';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { type OperatorEvent, type SportsSportId, useSportsEvents } from './api';
import { EventVoidDialog } from './event-void-dialog';
import { phaseTones } from './exposure-page';
import { messages } from './messages';
import { SportTabs } from './sport-tabs';

/** Events of a sport with a void action on those not settled; the refunded count shows after. */
export default function SportsVoidPage() {
  const t = useT(messages);
  const toast = useToast();
  const canManage = useCan('sportsbook.manage');
  const [sport, setSport] = useState<SportsSportId>('football');
  const [voiding, setVoiding] = useState<OperatorEvent | null>(null);
  const [last, setLast] = useState<{ event: string; bets: number } | null>(null);
  const events = useSportsEvents(sport);
  const name = (e: OperatorEvent) => `${e.homeId} – ${e.awayId}`;
  return (
    <Page title={t('voidTitle')} subtitle={t('voidHint')}>
      <SportTabs value={sport} onChange={setSport} />
      {last ? (
        <p className="notice notice--ok" role="status">
          {t('lastVoid', { event: last.event, n: last.bets })}
        </p>
      ) : null}
      <QueryView query={events} lines={8}>
        {(data) =>
          data.events.length === 0 ? (
            <EmptyState>{t('noEvents')}</EmptyState>
          ) : (
            <Card>
              <div className="table-scroll">
                <table className="table">
                  <thead>
                    <tr>
                      <th>{t('colEvent')}</th>
                      <th className="num">{t('colBets')}</th>
                      <th>{t('colAction')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.events.map((e) => (
                      <tr key={e.id}>
                        <td>
                          <div>{name(e)}</div>
                          <div className="row row--tight muted">
                            {formatDateTime(e.kickoffAt)}
                            <StatusBadge
                              status={e.phase}
                              tone={phaseTones[e.phase]}
                              label={t(`phase_${e.phase}`)}
                            />
                          </div>
                          {e.voidReason ? <div className="muted">{e.voidReason}</div> : null}
                        </td>
                        <td className="num">
                          {e.exposure.reduce((n, x) => n + x.markets.reduce((m, k) => m + k.bets, 0), 0)}
                        </td>
                        <td>
                          {canManage && (e.phase === 'upcoming' || e.phase === 'live') ? (
                            <Button size="sm" variant="danger" onClick={() => setVoiding(e)}>
                              {t('void')}
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          )
        }
      </QueryView>
      {voiding ? (
        <EventVoidDialog
          event={voiding}
          onClose={() => setVoiding(null)}
          onVoided={(bets) => {
            setLast({ event: name(voiding), bets });
            toast(t('voided', { n: bets }), 'success');
            setVoiding(null);
          }}
        />
      ) : null}
    </Page>
  );
}
