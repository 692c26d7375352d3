import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebateCategories, type RebateConfig } from '@portal/contract';
import { Button, Card, Field, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const KEY = ['bo', 'rebate', 'config'];

/** The manual rebate's rates per category, the turnover multiple and how many days back a claim may go. */
export default function RebateConfigPage() {
  const t = useT(messages);
  const config = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<RebateConfig>('/bo/v1/rebate', undefined, { signal }),
  });
  return (
    <Page title={t('configTitle')}>
      <QueryView query={config}>{(data) => <ConfigForm initial={data} />}</QueryView>
    </Page>
  );
}

function ConfigForm({ initial }: { initial: RebateConfig }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan('rewards.manage');
  const [v, setV] = useState<RebateConfig>(initial);
  const save = useMutation({
    mutationFn: () => api.put('/bo/v1/rebate', v),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const setCat = (
    k: (typeof rebateCategories)[number],
    patch: Partial<RebateConfig['categories']['elott']>,
  ) =>
    setV((old) => ({ ...old, categories: { ...old.categories, [k]: { ...old.categories[k], ...patch } } }));
  return (
    <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 16 }}>
      <p className="muted">{t('hint')}</p>
      <Card>
        <div className="dt__scroll">
          <table className="table">
            <thead>
              <tr>
                <th>{t('category')}</th>
                <th>{t('enabled')}</th>
                <th>{t('rateBp')}</th>
                <th>{t('percent')}</th>
              </tr>
            </thead>
            <tbody>
              {rebateCategories.map((k) => (
                <tr key={k}>
                  <td>{t(k)}</td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${t(k)} ${t('enabled')}`}
                      checked={v.categories[k].enabled}
                      onChange={(e) => setCat(k, { enabled: e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      className="input input--sm"
                      inputMode="numeric"
                      aria-label={`${t(k)} ${t('rateBp')}`}
                      value={v.categories[k].rateBp}
                      onChange={(e) =>
                        setCat(k, {
                          rateBp: Math.min(1000, Math.max(0, Math.trunc(Number(e.target.value)) || 0)),
                        })
                      }
                    />
                  </td>
                  <td>{(v.categories[k].rateBp / 100).toFixed(2)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card>
        <div className="grid">
          <Field label={t('turnoverMultiple')}>
            <input
              className="input"
              inputMode="numeric"
              value={v.turnoverMultiple}
              onChange={(e) =>
                setV({
                  ...v,
                  turnoverMultiple: Math.min(100, Math.max(0, Math.trunc(Number(e.target.value)) || 0)),
                })
              }
            />
          </Field>
          <Field label={t('claimDaysBack')}>
            <select
              className="input"
              value={v.claimDaysBack}
              onChange={(e) => setV({ ...v, claimDaysBack: Number(e.target.value) })}
            >
              {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </Card>
      {canManage ? (
        <div>
          <Button variant="primary" size="lg" busy={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
