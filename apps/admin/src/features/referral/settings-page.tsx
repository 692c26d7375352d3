import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gameTypes, type ReferralSettingsInput, type ReferralSettingsValue } from '@portal/contract';
import { Button, Card, Field, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const KEY = ['bo', 'referral', 'settings'];
type Settings = ReferralSettingsValue['settings'];

const clampInt = (v: string, max: number) => Math.min(max, Math.max(0, Math.trunc(Number(v)) || 0));
const money = (v: string) => Math.max(0, Math.round((Number(v) || 0) * 100) / 100);

/** The invite-friends program: enable flags and amounts per income kind, tiers, domains, rules (TW/EN/VI). */
export default function ReferralSettingsPage() {
  const t = useT(messages);
  const q = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<ReferralSettingsValue>('/bo/v1/referral/settings', undefined, { signal }),
  });
  return (
    <Page title={t('settingsTitle')}>
      <QueryView query={q}>{(data) => <SettingsForm initial={data} />}</QueryView>
    </Page>
  );
}

function SettingsForm({ initial }: { initial: ReferralSettingsValue }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canWrite = useCan('referral.write');
  const [v, setV] = useState<Settings>(initial.settings);
  const set = (patch: Partial<Settings>) => setV((old) => ({ ...old, ...patch }));
  const save = useMutation({
    mutationFn: () => api.put('/bo/v1/referral/settings', v satisfies ReferralSettingsInput),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const run = useMutation({
    mutationFn: () =>
      api.post<{ qualified: number; rewards: number; amount: number }>('/bo/v1/referral/run', {}),
    onSuccess: (r) => toast(t('ran', { q: r.qualified, r: r.rewards, a: formatNumber(r.amount) }), 'success'),
    onError: (err) => toast(errorText(err), 'error'),
  });
  const setTier = (i: number, patch: Partial<Settings['tiers'][number]>) =>
    set({ tiers: v.tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const toggle = (label: string, key: keyof Settings) => (
    <label className="row" style={{ gap: 8 }}>
      <input
        type="checkbox"
        checked={v[key] as boolean}
        onChange={(e) => set({ [key]: e.target.checked } as Partial<Settings>)}
      />
      {label}
    </label>
  );
  return (
    <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 16 }}>
      <p className="muted">{t('hint')}</p>
      <Card>
        <h3>{toggle(t('invitation'), 'invitationRewardEnabled')}</h3>
        <Field label={t('invitationReward')}>
          <input
            className="input"
            inputMode="decimal"
            value={v.invitationReward}
            onChange={(e) => set({ invitationReward: money(e.target.value) })}
          />
        </Field>
      </Card>
      <Card>
        <h3>{toggle(t('achievement'), 'achievementEnabled')}</h3>
        <div className="dt__scroll">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('invitedTarget')}</th>
                <th>{t('depositTarget')}</th>
                <th>{t('bonus')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {v.tiers.map((tier, i) => (
                <tr key={tier.id}>
                  <td>{i + 1}</td>
                  <td>
                    <input
                      className="input input--sm"
                      inputMode="numeric"
                      aria-label={`${i + 1} ${t('invitedTarget')}`}
                      value={tier.invitedTarget}
                      onChange={(e) =>
                        setTier(i, { invitedTarget: Math.max(1, clampInt(e.target.value, 100_000)) })
                      }
                    />
                  </td>
                  <td>
                    <input
                      className="input input--sm"
                      inputMode="numeric"
                      aria-label={`${i + 1} ${t('depositTarget')}`}
                      value={tier.depositTarget}
                      onChange={(e) => setTier(i, { depositTarget: clampInt(e.target.value, 100_000) })}
                    />
                  </td>
                  <td>
                    <input
                      className="input input--sm"
                      inputMode="decimal"
                      aria-label={`${i + 1} ${t('bonus')}`}
                      value={tier.bonus}
                      onChange={(e) => setTier(i, { bonus: money(e.target.value) })}
                    />
                  </td>
                  <td>
                    <Button variant="ghost" onClick={() => set({ tiers: v.tiers.filter((_, j) => j !== i) })}>
                      {t('remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <Button
            variant="ghost"
            disabled={v.tiers.length >= 20}
            onClick={() =>
              set({
                tiers: [
                  ...v.tiers,
                  {
                    id: Math.max(0, ...v.tiers.map((x) => x.id)) + 1,
                    invitedTarget: 1,
                    depositTarget: 0,
                    bonus: 1,
                  },
                ],
              })
            }
          >
            {t('addTier')}
          </Button>
        </div>
      </Card>
      <Card>
        <h3>{toggle(t('deposit'), 'depositRebateEnabled')}</h3>
        <Field label={t('depositRate')}>
          <input
            className="input"
            inputMode="numeric"
            value={v.depositRebateBp}
            onChange={(e) => set({ depositRebateBp: clampInt(e.target.value, 10_000) })}
          />
        </Field>
      </Card>
      <Card>
        <h3>{toggle(t('betting'), 'bettingRebateEnabled')}</h3>
        <p className="muted">{t('bettingRates')}</p>
        <div className="dt__scroll">
          <table className="table">
            <thead>
              <tr>
                <th>{t('category')}</th>
                <th>{t('rateBp')}</th>
                <th>{t('percent')}</th>
              </tr>
            </thead>
            <tbody>
              {gameTypes.map((g) => (
                <tr key={g}>
                  <td>{t(g)}</td>
                  <td>
                    <input
                      className="input input--sm"
                      inputMode="numeric"
                      aria-label={`${t(g)} ${t('rateBp')}`}
                      value={v.bettingRebateBp[g] ?? 0}
                      onChange={(e) =>
                        set({
                          bettingRebateBp: { ...v.bettingRebateBp, [g]: clampInt(e.target.value, 10_000) },
                        })
                      }
                    />
                  </td>
                  <td>{((v.bettingRebateBp[g] ?? 0) / 100).toFixed(2)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card>
        <Field label={t('domains')}>
          <div className="grid">
            {initial.domains.map((d) => (
              <label key={d.host} className="row" style={{ gap: 8 }}>
                <input
                  type="checkbox"
                  checked={v.promotionDomains.includes(d.host)}
                  onChange={(e) =>
                    set({
                      promotionDomains: e.target.checked
                        ? [...v.promotionDomains, d.host]
                        : v.promotionDomains.filter((h) => h !== d.host),
                    })
                  }
                />
                {d.host} ({d.kind})
              </label>
            ))}
          </div>
        </Field>
      </Card>
      <Card>
        <h3>{t('rules')}</h3>
        {(['TW', 'EN', 'VI'] as const).map((lang) => (
          <Field key={lang} label={t(`rule${lang}`)}>
            <textarea
              className="input"
              rows={5}
              maxLength={5000}
              value={v.rules[lang]}
              onChange={(e) => set({ rules: { ...v.rules, [lang]: e.target.value } })}
            />
          </Field>
        ))}
      </Card>
      {canWrite ? (
        <div className="row" style={{ gap: 8 }}>
          <Button variant="primary" size="lg" busy={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
          <Button variant="ghost" busy={run.isPending} onClick={() => run.mutate()}>
            {t('runNow')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
