import { useQuery } from '@tanstack/react-query';
import { BarChart, Card, EmptyState, ErrorState, Money, Page, Skeleton, Stat } from '../../components';
import { api, errorText } from '../../lib/api';
import { formatDateTime, formatMinor } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { ExposureRow } from './api';
import { messages } from './messages';

/** Open exposure per draw not yet drawn: stakes and the worst-case payout, as bars and as a table. */
export default function ExposurePage() {
  const t = useT(messages);
  const list = useQuery({
    queryKey: ['bo', 'lottery', 'exposure'],
    queryFn: ({ signal }) => api.get<ExposureRow[]>('/bo/v1/lottery/exposure', undefined, { signal }),
    refetchInterval: 15_000,
  });
  if (list.isPending)
    return (
      <Page title={t('exposureTitle')}>
        <Skeleton lines={6} />
      </Page>
    );
  if (list.isError)
    return (
      <Page title={t('exposureTitle')}>
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      </Page>
    );
  const rows = list.data;
  const stake = rows.reduce((s, r) => s + BigInt(r.stake), 0n);
  const worst = rows.reduce((s, r) => s + BigInt(r.worstPayout), 0n);
  const label = (r: ExposureRow) => `${r.gameCode} ${r.numero.slice(-4)}`;
  return (
    <Page title={t('exposureTitle')} subtitle={t('worstHint')}>
      <div className="grid grid--stats">
        <Stat label={t('openDraws')} value={rows.length} />
        <Stat label={t('totalStake')} value={<Money minor={stake} />} />
        <Stat label={t('totalWorst')} value={<Money minor={worst} />} />
      </div>
      {rows.length === 0 ? (
        <EmptyState>{t('none')}</EmptyState>
      ) : (
        <>
          <Card title={t('chartTitle')}>
            <BarChart
              series={[
                {
                  name: t('stakeSeries'),
                  points: rows.map((r) => ({ label: label(r), value: Number(r.stake) / 100 })),
                },
                {
                  name: t('worstSeries'),
                  points: rows.map((r) => ({ label: label(r), value: Number(r.worstPayout) / 100 })),
                },
              ]}
              format={(v) => formatMinor(Math.round(v * 100))}
            />
          </Card>
          <Card>
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('colGame')}</th>
                    <th>{t('colNumero')}</th>
                    <th>{t('colDrawAt')}</th>
                    <th className="num">{t('colOrders')}</th>
                    <th className="num">{t('colStake')}</th>
                    <th className="num">{t('colWorst')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.drawId}>
                      <td className="mono">{r.gameCode}</td>
                      <td className="mono">{r.numero}</td>
                      <td>{formatDateTime(r.drawAt)}</td>
                      <td className="num">{r.orders}</td>
                      <td className="num">
                        <Money minor={r.stake} />
                      </td>
                      <td className="num">
                        <Money minor={r.worstPayout} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </Page>
  );
}
