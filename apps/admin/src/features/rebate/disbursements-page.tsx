import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BoRebateDisbursement } from '@portal/contract';
import { Button, Card, Field, Page, QueryView, Pager } from '../../components';
import { api } from '../../lib/api';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const SIZE = 20;

/** Rebate payments, newest first: member, business day, category, valid bets, rate, amount, time. */
export default function RebateDisbursementsPage() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState({ username: '', balanceDate: '' });
  const [filter, setFilter] = useState(draft);
  const list = useQuery({
    queryKey: ['bo', 'rebate', 'disbursements', filter, page],
    queryFn: ({ signal }) =>
      api.get<{ list: BoRebateDisbursement[]; totalCount: number }>(
        '/bo/v1/rebate/disbursements',
        {
          page,
          size: SIZE,
          ...(filter.username ? { username: filter.username } : {}),
          ...(filter.balanceDate ? { balanceDate: filter.balanceDate } : {}),
        },
        { signal },
      ),
  });
  const pages = Math.max(1, Math.ceil((list.data?.totalCount ?? 0) / SIZE));
  return (
    <Page title={t('disbursementsTitle')}>
      <Card>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setFilter({ username: draft.username.trim(), balanceDate: draft.balanceDate });
          }}
        >
          <Field label={t('filterMember')}>
            <input
              className="input"
              value={draft.username}
              onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            />
          </Field>
          <Field label={t('filterDate')}>
            <input
              className="input"
              type="date"
              value={draft.balanceDate}
              onChange={(e) => setDraft({ ...draft, balanceDate: e.target.value })}
            />
          </Field>
          <Button type="submit" variant="primary">
            {t('search')}
          </Button>
        </form>
      </Card>
      <QueryView query={list} isEmpty={(d) => d.list.length === 0} empty={t('empty')}>
        {(data) => (
          <Card>
            <div className="dt__scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('member')}</th>
                    <th>{t('date')}</th>
                    <th>{t('category')}</th>
                    <th className="num">{t('validBet')}</th>
                    <th className="num">{t('rateBp')}</th>
                    <th className="num">{t('amount')}</th>
                    <th>{t('time')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.id}>
                      <td>{r.username}</td>
                      <td>{r.balanceDate}</td>
                      <td>{t(r.category)}</td>
                      <td className="num">{formatNumber(r.validBet)}</td>
                      <td className="num">{r.rateBp}</td>
                      <td className="num">{formatNumber(r.amount)}</td>
                      <td>{formatDateTime(r.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pages={pages} onPage={setPage} />
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
