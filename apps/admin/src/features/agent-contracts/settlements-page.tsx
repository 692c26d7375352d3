import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractKind, SettlementRecord } from '@portal/contract';
import { Button, Card, Field, Modal, Page, QueryView, Stat, useToast, Pager } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const SIZE = 20;
const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY', 'MR_DAILY', 'HOURLY'];
type Row = Omit<SettlementRecord, 'id'> & { id?: number };
type RebateRun = { bets: number; agentsPaid: number; total: number; clawedBack: number };

function RecordsTable({ rows, onReview }: { rows: Row[]; onReview?: (r: SettlementRecord) => void }) {
  const t = useT(messages);
  return (
    <div className="dt__scroll">
      <table className="table">
        <thead>
          <tr>
            <th>{t('agent')}</th>
            <th>{t('kind')}</th>
            <th>{t('product')}</th>
            <th>{t('periodStart')}</th>
            <th className="num">{t('validBet')}</th>
            <th className="num">{t('netLoss')}</th>
            <th className="num">{t('active')}</th>
            <th className="num">{t('tier')}</th>
            <th className="num">{t('rate')}</th>
            <th className="num">{t('amount')}</th>
            <th className="num">{t('carry')}</th>
            <th>{t('status')}</th>
            <th>{t('reason')}</th>
            {onReview && <th />}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.contractId}-${r.periodKey}`}>
              <td>{r.username}</td>
              <td>{t(r.kind)}</td>
              <td>
                {r.product}
                {r.period ? ` · ${r.period}` : ''}
              </td>
              <td>{formatDateTime(r.periodStart)}</td>
              <td className="num">{formatNumber(r.figures.validBet ?? 0)}</td>
              <td className="num">{r.kind === 'DIVIDEND' ? formatNumber(r.figures.base ?? 0) : '–'}</td>
              <td className="num">{r.figures.activeMember ?? 0}</td>
              <td className="num">{r.tier ?? '–'}</td>
              <td className="num">{r.tier === null ? '–' : r.rate}</td>
              <td className="num">{formatNumber(r.amount)}</td>
              <td className="num">{formatNumber(r.carry)}</td>
              <td>
                {r.status} · {t(`st_${r.status}`)}
              </td>
              <td>{r.reason ?? ''}</td>
              {onReview && (
                <td>
                  {r.id !== undefined && r.kind === 'DIVIDEND' && r.status === 'P' && (
                    <Button size="sm" variant="primary" onClick={() => onReview(r as SettlementRecord)}>
                      {t('reviewTitle')}
                    </Button>
                  )}
                  {r.id !== undefined && r.kind === 'MR_DAILY' && r.status === '0' && (
                    <Button size="sm" variant="danger" onClick={() => onReview(r as SettlementRecord)}>
                      {t('refuseTitle')}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Settlement runs per kind with a dry run first (figures, nothing recorded), the records, and the review
 * of pending dividends: disburse, adjust with a reason, reject with a reason.
 */
export default function AgentContractSettlementsPage() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan('agents.contracts.manage');
  const [kind, setKind] = useState<ContractKind>('DIVIDEND');
  const [result, setResult] = useState<{ dryRun: boolean; settled: Row[] } | null>(null);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [review, setReview] = useState<SettlementRecord | null>(null);
  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      api.post<{ dryRun: boolean; settled: Row[] }>('/bo/v1/agent-contracts/settlements/run', {
        kind,
        dryRun,
      }),
    onSuccess: (v) => {
      setResult(v);
      if (!v.dryRun) void client.invalidateQueries({ queryKey: ['bo', 'agent-contract-settlements'] });
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const rebates = useMutation({
    mutationFn: () => api.post<RebateRun>('/bo/v1/agent-contracts/rebates/run', {}),
    onError: (e) => toast(errorText(e), 'error'),
  });
  const list = useQuery({
    queryKey: ['bo', 'agent-contract-settlements', kind, status, page],
    queryFn: ({ signal }) =>
      api.get<{ records: SettlementRecord[]; total: number }>(
        '/bo/v1/agent-contracts/settlements',
        { kind, pageNo: page, pageSize: SIZE, ...(status ? { status } : {}) },
        { signal },
      ),
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <Page title={t('settlementsTitle')}>
      <Card>
        <p className="muted">{t('runHint')}</p>
        <div className="row">
          <Field label={t('kind')}>
            <select
              className="input"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ContractKind);
                setResult(null);
                setPage(1);
              }}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(k)}
                </option>
              ))}
            </select>
          </Field>
          {canManage && (
            <>
              <Button busy={run.isPending && run.variables === true} onClick={() => run.mutate(true)}>
                {t('dryRun')}
              </Button>
              <Button
                variant="primary"
                disabled={result?.dryRun !== true}
                busy={run.isPending && run.variables === false}
                onClick={() => run.mutate(false)}
              >
                {t('runNow')}
              </Button>
            </>
          )}
        </div>
      </Card>
      <Card title={t('rebatesTitle')}>
        <p className="muted">{t('rebatesHint')}</p>
        {canManage && (
          <div className="row">
            <Button busy={rebates.isPending} onClick={() => rebates.mutate()}>
              {t('rebatesRun')}
            </Button>
          </div>
        )}
        {rebates.data && (
          <div className="grid" style={{ marginTop: 12 }} data-testid="rebate-run-result">
            <Stat label={t('rebatesBets')} value={rebates.data.bets} />
            <Stat label={t('rebatesAgents')} value={rebates.data.agentsPaid} />
            <Stat label={t('rebatesTotal')} value={formatNumber(rebates.data.total)} />
            <Stat label={t('rebatesClawedBack')} value={formatNumber(rebates.data.clawedBack)} />
          </div>
        )}
      </Card>
      {result && (
        <Card title={result.dryRun ? t('dryRunResult') : t('runResult')}>
          {result.settled.length === 0 ? (
            <p className="muted">{t('nothingDue')}</p>
          ) : (
            <RecordsTable rows={result.settled} />
          )}
        </Card>
      )}
      <Card title={t('records')}>
        <div className="row">
          <Field label={t('status')}>
            <select
              className="input"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('all')}</option>
              {['P', 'A', 'R', 'M', 'N', '0', '1', '2', '3'].map((s) => (
                <option key={s} value={s}>
                  {s} · {t(`st_${s}` as 'st_P')}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </Card>
      <QueryView query={list} isEmpty={(d) => d.records.length === 0} empty={t('empty')}>
        {(data) => (
          <Card>
            <RecordsTable rows={data.records} onReview={canManage ? setReview : undefined} />
            <Pager page={page} pages={pages} onPage={setPage} />
          </Card>
        )}
      </QueryView>
      {review && <ReviewModal record={review} onClose={() => setReview(null)} />}
    </Page>
  );
}

function ReviewModal({ record, onClose }: { record: SettlementRecord; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [amount, setAmount] = useState(String(record.amount));
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: (action: 'A' | 'R' | 'M') =>
      api.post('/bo/v1/agent-contracts/settlements/review', {
        recordId: record.id,
        action,
        ...(action === 'M' ? { amount: Number(amount) } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: ['bo', 'agent-contract-settlements'] });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const refuseOnly = record.kind === 'MR_DAILY';
  return (
    <Modal
      open
      onClose={onClose}
      title={`${refuseOnly ? t('refuseTitle') : t('reviewTitle')} · ${record.username}`}
      footer={
        refuseOnly ? (
          <Button
            variant="danger"
            disabled={!reason.trim()}
            busy={send.isPending}
            onClick={() => send.mutate('R')}
          >
            {t('reject')}
          </Button>
        ) : (
          <>
            <Button
              variant="danger"
              busy={send.isPending && send.variables === 'R'}
              onClick={() => send.mutate('R')}
            >
              {t('reject')}
            </Button>
            <Button busy={send.isPending && send.variables === 'M'} onClick={() => send.mutate('M')}>
              {t('adjust')}
            </Button>
            <Button
              variant="primary"
              busy={send.isPending && send.variables === 'A'}
              onClick={() => send.mutate('A')}
            >
              {t('approve')} {formatNumber(record.amount)}
            </Button>
          </>
        )
      }
    >
      {refuseOnly ? (
        <p>
          {record.product} · {formatDateTime(record.periodStart)} · {t('amount')}{' '}
          {formatNumber(record.amount)}
          <br />
          <span className="muted">{t('refuseHint')}</span>
        </p>
      ) : (
        <>
          <p>
            {record.product} · {formatDateTime(record.periodStart)} · {t('netLoss')}{' '}
            {formatNumber(record.figures.base ?? 0)} · {t('rate')} {record.rate}%
          </p>
          <Field label={t('adjustAmount')}>
            <input
              className="input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
        </>
      )}
      <Field label={t('reason')}>
        <textarea className="input" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </Modal>
  );
}
