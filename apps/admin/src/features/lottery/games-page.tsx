import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { LotteryGame } from './api';
import { messages } from './messages';

const key = ['bo', 'lottery', 'games'] as const;

/** The lottery games: schedule, lock time, next draw; offered to this merchant; new draws paused. */
export default function LotteryGamesPage() {
  const t = useT(messages);
  const canManage = useCan('lottery.manage');
  const client = useQueryClient();
  const toast = useToast();
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<LotteryGame[]>('/bo/v1/lottery/games', undefined, { signal }),
    refetchInterval: 30_000,
  });
  const update = useMutation({
    mutationFn: ({ code, body }: { code: string; body: Record<string, boolean> }) =>
      api.put<LotteryGame>(`/bo/v1/lottery/games/${code}`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: key });
      toast(t('saved'), 'success');
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  return (
    <Page title={t('gamesTitle')} subtitle={t('platformOnly')}>
      <QueryView query={list} lines={8}>
        {(data) => (
          <Card>
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('colGame')}</th>
                    <th>{t('colSchedule')}</th>
                    <th>{t('colLock')}</th>
                    <th>{t('colNext')}</th>
                    <th>{t('colEnabled')}</th>
                    <th>{t('colPaused')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((g) => (
                    <tr key={g.code}>
                      <td>
                        <span className="mono">{g.code}</span> {g.name}
                      </td>
                      <td>
                        {g.schedule.kind === 'interval'
                          ? t('everyMinutes', { n: g.schedule.minutes ?? 0 })
                          : t('dailyAt', { time: g.schedule.time ?? '' })}{' '}
                        <span className="muted">{g.schedule.timeZone}</span>
                      </td>
                      <td>{t('seconds', { n: g.lockSeconds })}</td>
                      <td>
                        {g.next ? (
                          <>
                            <span className="mono">{g.next.numero}</span> {formatDateTime(g.next.drawAt)}
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${g.code} ${t('colEnabled')}`}
                          checked={g.enabled}
                          disabled={!canManage || update.isPending}
                          onChange={(e) =>
                            update.mutate({ code: g.code, body: { enabled: e.target.checked } })
                          }
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${g.code} ${t('colPaused')}`}
                          checked={g.paused}
                          disabled={!canManage || update.isPending}
                          onChange={(e) =>
                            update.mutate({ code: g.code, body: { paused: e.target.checked } })
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
