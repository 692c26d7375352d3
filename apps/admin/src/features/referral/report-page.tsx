import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BoReferralReportValue } from '@portal/contract';
import { Button, Card, Field, Page, QueryView, Pager } from '../../components';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const SIZE = 20;

/** Referrers with their friends, qualified friends and income paid per kind. */
export default function ReferralReportPage() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const list = useQuery({
    queryKey: ['bo', 'referral', 'report', username, page],
    queryFn: ({ signal }) =>
      api.get<BoReferralReportValue>(
        '/bo/v1/referral/report',
        { page, pageSize: SIZE, ...(username ? { username } : {}) },
        { signal },
      ),
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <Page title={t('reportTitle')}>
      <Card>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setUsername(draft.trim());
          }}
        >
          <Field label={t('filterMember')}>
            <input className="input" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </Field>
          <Button type="submit" variant="primary">
            {t('search')}
          </Button>
        </form>
      </Card>
      <QueryView query={list} isEmpty={(d) => d.rows.length === 0} empty={t('empty')}>
        {(data) => (
          <Card>
            <p className="muted">
              {t('total')}: {t('friends')} {formatNumber(data.totals.friends)} · {t('qualified')}{' '}
              {formatNumber(data.totals.qualified)} · {t('paid')} {formatNumber(data.totals.paid)}
            </p>
            <div className="dt__scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('referrer')}</th>
                    <th>{t('code')}</th>
                    <th className="num">{t('friends')}</th>
                    <th className="num">{t('qualified')}</th>
                    <th className="num">{t('invitation')}</th>
                    <th className="num">{t('achievement')}</th>
                    <th className="num">{t('deposit')}</th>
                    <th className="num">{t('betting')}</th>
                    <th className="num">{t('paid')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((r) => (
                    <tr key={r.referrer}>
                      <td>{r.referrer}</td>
                      <td>{r.referralCode ?? '—'}</td>
                      <td className="num">{formatNumber(r.friends)}</td>
                      <td className="num">{formatNumber(r.qualified)}</td>
                      <td className="num">{formatNumber(r.invitation)}</td>
                      <td className="num">{formatNumber(r.achievement)}</td>
                      <td className="num">{formatNumber(r.deposit)}</td>
                      <td className="num">{formatNumber(r.betting)}</td>
                      <td className="num">{formatNumber(r.paid)}</td>
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
