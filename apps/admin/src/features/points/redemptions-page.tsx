import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoRedemption } from '@portal/contract';
import {
  Card,
  type Decision,
  DecisionButtons,
  DecisionDialog,
  Page,
  QueryView,
  StatusBadge,
  Tabs,
  useToast,
  Pager,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

type Status = 'P' | 'A' | 'R' | '';
const tones = { P: 'warn', A: 'ok', R: 'danger' } as const;
const SIZE = 20;

/**
 * The redemptions queue: in process first by default; approve = delivered, reject = a reason the member
 * reads, with the points (and cash) refunded once. Cards, so staff can decide on a phone.
 */
export default function RedemptionsPage() {
  const t = useT(messages);
  const canReview = useCan('points.review');
  const client = useQueryClient();
  const toast = useToast();
  const [status, setStatus] = useState<Status>('P');
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<{ row: BoRedemption; decision: Decision } | null>(null);
  const list = useQuery({
    queryKey: ['bo', 'points', 'redemptions', status, page],
    queryFn: ({ signal }) =>
      api.get<{ list: BoRedemption[]; totalCount: number }>(
        '/bo/v1/points/redemptions',
        { page, size: SIZE, ...(status ? { status } : {}) },
        { signal },
      ),
  });
  const decide = useMutation({
    mutationFn: (a: { row: BoRedemption; decision: Decision; reason: string }) =>
      a.decision === 'approve'
        ? api.post(`/bo/v1/points/redemptions/${a.row.redeemId}/approve`)
        : api.post(`/bo/v1/points/redemptions/${a.row.redeemId}/reject`, { reason: a.reason }),
    onSuccess: () => {
      toast(t('done'), 'success');
      setAsked(null);
      void client.invalidateQueries({ queryKey: ['bo', 'points', 'redemptions'] });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const labels = {
    approve: t('approve'),
    reject: t('reject'),
    reasonLabel: t('reasonRequired'),
    reasonMissing: t('reasonMissing'),
  };
  const pages = Math.max(1, Math.ceil((list.data?.totalCount ?? 0) / SIZE));
  return (
    <Page title={t('redemptionsTitle')}>
      <Tabs<Status>
        tabs={(['P', 'A', 'R', ''] as const).map((key) => ({
          key,
          label: key ? t(`status${key}`) : t('all'),
        }))}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <QueryView query={list} lines={5} isEmpty={(d) => d.list.length === 0} empty={t('empty')}>
        {(data) => (
          <div className="grid">
            {data.list.map((r) => (
              <Card
                key={r.redeemId}
                title={`#${r.redeemId} · ${r.rewardName} × ${r.quantity}`}
                actions={
                  <StatusBadge status={r.status} tone={tones[r.status]} label={t(`status${r.status}`)} />
                }
              >
                <dl className="facts" data-testid={`redemption-${r.redeemId}`}>
                  <dt>{t('member')}</dt>
                  <dd>{r.username}</dd>
                  <dt>{t('points')}</dt>
                  <dd>
                    {formatNumber(r.points)}
                    {r.cash > 0 ? ` + ${t('cash')} ${r.cash.toFixed(2)}` : ''}
                  </dd>
                  <dt>{t('delivery')}</dt>
                  <dd>
                    {r.name} · {r.mobile}
                    <br />
                    {r.address}
                    {r.province ? ` (${r.province})` : ''}
                  </dd>
                  <dt>{t('created')}</dt>
                  <dd>{formatDateTime(r.createdAt)}</dd>
                  {r.staff ? (
                    <>
                      <dt>{t('staff')}</dt>
                      <dd>{r.staff}</dd>
                    </>
                  ) : null}
                  {r.reason ? (
                    <>
                      <dt>{t('reason')}</dt>
                      <dd>{r.reason}</dd>
                    </>
                  ) : null}
                </dl>
                {r.status === 'P' && canReview ? (
                  <div style={{ marginTop: 12 }}>
                    <DecisionButtons
                      wrap
                      id={r.redeemId}
                      labels={labels}
                      onAsk={(decision) => setAsked({ row: r, decision })}
                    />
                  </div>
                ) : null}
              </Card>
            ))}
          </div>
        )}
      </QueryView>
      <Pager page={page} pages={pages} onPage={setPage} />
      <DecisionDialog
        decision={asked?.decision ?? null}
        labels={labels}
        maxLength={300}
        busy={decide.isPending}
        onClose={() => setAsked(null)}
        onConfirm={(reason) => asked && decide.mutate({ ...asked, reason })}
      >
        {asked ? (
          <p>
            {asked.decision === 'approve'
              ? t('confirmApprove', { name: asked.row.username })
              : t('confirmReject', {
                  name: asked.row.username,
                  points: formatNumber(asked.row.points),
                  cash: asked.row.cash > 0 ? ` + ${asked.row.cash.toFixed(2)}` : '',
                })}
          </p>
        ) : null}
      </DecisionDialog>
    </Page>
  );
}
