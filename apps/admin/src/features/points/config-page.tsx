import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gameTypes, type BoPointConfig } from '@portal/contract';
import { Button, Card, Field, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

/** The points settings: on/off, the exchange rate, the conversion minimum, earning rules, rules text. */
export default function ConfigPage() {
  const t = useT(messages);
  const config = useQuery({
    queryKey: ['bo', 'points', 'config'],
    queryFn: ({ signal }) => api.get<BoPointConfig>('/bo/v1/points/config', undefined, { signal }),
  });
  return (
    <Page title={t('configTitle')}>
      <QueryView query={config}>{(data) => <ConfigForm initial={data} />}</QueryView>
    </Page>
  );
}

function ConfigForm({ initial }: { initial: BoPointConfig }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan('points.manage');
  const [v, setV] = useState<BoPointConfig>(initial);
  const set = (patch: Partial<BoPointConfig>) => setV((old) => ({ ...old, ...patch }));
  const save = useMutation({
    mutationFn: () =>
      api.put('/bo/v1/points/config', {
        ...v,
        rules: v.rules?.TW.trim() ? v.rules : null,
      }),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: ['bo', 'points', 'config'] });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const rule = (i: number, patch: Partial<BoPointConfig['earnRules'][number]>) =>
    set({ earnRules: v.earnRules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 16 }}>
      <Card>
        <div className="grid">
          <label className="check">
            <input type="checkbox" checked={v.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
            {t('enabledConfig')}
          </label>
          <Field label={t('exchangeRate')}>
            <input
              className="input"
              inputMode="numeric"
              value={v.exchangeRate}
              onChange={(e) => set({ exchangeRate: Number(e.target.value) || 0 })}
            />
          </Field>
          <Field label={t('convertMin')}>
            <input
              className="input"
              inputMode="numeric"
              value={v.convertMin}
              onChange={(e) => set({ convertMin: Number(e.target.value) || 0 })}
            />
          </Field>
        </div>
      </Card>
      <Card
        title={t('earnRules')}
        actions={
          <Button
            icon="plus"
            onClick={() =>
              set({
                earnRules: [...v.earnRules, { gameType: 'RNG', points: 1, perAmount: 10, enabled: true }],
              })
            }
          >
            {t('addRule')}
          </Button>
        }
      >
        {v.earnRules.map((r, i) => (
          <div key={i} className="row" style={{ marginBottom: 8 }}>
            <Field label={t('gameType')}>
              <select
                className="input"
                value={r.gameType}
                onChange={(e) => rule(i, { gameType: e.target.value })}
              >
                {gameTypes.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('earnPoints')}>
              <input
                className="input input--sm"
                inputMode="numeric"
                value={r.points}
                onChange={(e) => rule(i, { points: Number(e.target.value) || 0 })}
              />
            </Field>
            <Field label={t('perAmount')}>
              <input
                className="input input--sm"
                inputMode="decimal"
                value={r.perAmount}
                onChange={(e) => rule(i, { perAmount: Number(e.target.value) || 0 })}
              />
            </Field>
            <label className="check">
              <input
                type="checkbox"
                checked={r.enabled}
                onChange={(e) => rule(i, { enabled: e.target.checked })}
              />
              {t('ruleOn')}
            </label>
            <Button variant="ghost" onClick={() => set({ earnRules: v.earnRules.filter((_, j) => j !== i) })}>
              {t('remove')}
            </Button>
          </div>
        ))}
      </Card>
      <Card>
        {(['TW', 'EN', 'VI'] as const).map((l) => (
          <Field key={l} label={t(`rules${l}`)}>
            <textarea
              className="input"
              rows={3}
              maxLength={2000}
              value={v.rules?.[l] ?? ''}
              onChange={(e) => set({ rules: { TW: v.rules?.TW ?? '', ...v.rules, [l]: e.target.value } })}
            />
          </Field>
        ))}
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
