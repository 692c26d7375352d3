import { useEffect, useState } from 'react';
import { Button, Card, Field, Page, QueryView } from '../../components';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import {
  MARGIN_MAX,
  MARGIN_MIN,
  SPORT_IDS,
  SPORT_MARKET_KINDS,
  type SportsSettings,
  useSaveSportsSettings,
  useSportsSettings,
} from './api';
import { messages } from './messages';

type Range = { min: number; max: number };
const kinds = [...new Set(Object.values(SPORT_MARKET_KINDS).flat())] as string[];
const pct = (m: number) => Math.round(m * 10_000) / 100;

/** Margins per sport, stake limits per market kind and the maximum payout (decision 0072). */
export default function SportsSettingsPage() {
  const t = useT(messages);
  const query = useSportsSettings();
  return (
    <Page title={t('settingsTitle')} subtitle={t('settingsHint')}>
      <QueryView query={query} lines={10}>
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
    </Page>
  );
}

function SettingsForm({ settings }: { settings: SportsSettings }) {
  const t = useT(messages);
  const canManage = useCan('sportsbook.manage');
  const [draft, setDraft] = useState(settings);
  useEffect(() => setDraft(settings), [settings]);
  const save = useSaveSportsSettings();
  const setRange = (kind: string | null, r: Range | undefined) =>
    setDraft((d) => {
      if (kind === null) return { ...d, stakes: { ...d.stakes, default: r! } };
      const byKind = { ...d.stakes.byKind };
      if (r) byKind[kind] = r;
      else delete byKind[kind];
      return { ...d, stakes: { ...d.stakes, byKind } };
    });
  const num = (v: string) => (v === '' ? Number.NaN : Number(v));
  const rangeRow = (kind: string | null) => {
    const own = kind === null ? draft.stakes.default : draft.stakes.byKind[kind];
    const shown = own ?? draft.stakes.default;
    const label = kind ?? t('stakesDefault');
    return (
      <div className="stake-row" key={kind ?? 'default'}>
        <span className="stake-row__kind mono">{label}</span>
        <span className="stake-row__use">
          {kind !== null ? (
            <label className="check">
              <input
                type="checkbox"
                checked={!own}
                disabled={!canManage}
                onChange={(e) => setRange(kind, e.target.checked ? undefined : { ...draft.stakes.default })}
              />
              {t('useDefault')}
            </label>
          ) : null}
        </span>
        {(['min', 'max'] as const).map((end) => (
          <Field key={end} label={t(end)} className="stake-row__field">
            <input
              className="input num"
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              disabled={!canManage || !own}
              value={Number.isNaN(shown[end]) ? '' : shown[end]}
              onChange={(e) => setRange(kind, { ...shown, [end]: num(e.target.value) })}
            />
          </Field>
        ))}
      </div>
    );
  };
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ margins: draft.margins, stakes: draft.stakes, payout: draft.payout });
      }}
    >
      <Card title={t('margins')}>
        <div className="grid">
          {SPORT_IDS.map((s) => (
            <Field key={s} label={`${t(`sport_${s}`)} (%)`} hint={t('marginHint')}>
              <input
                className="input num"
                type="number"
                inputMode="decimal"
                min={MARGIN_MIN * 100}
                max={MARGIN_MAX * 100}
                step={0.01}
                disabled={!canManage}
                value={Number.isNaN(draft.margins[s]) ? '' : pct(draft.margins[s])}
                onChange={(e) =>
                  setDraft((d) => ({ ...d, margins: { ...d.margins, [s]: num(e.target.value) / 100 } }))
                }
              />
            </Field>
          ))}
        </div>
      </Card>
      <Card title={t('stakes')}>
        <div className="stake-list">
          {rangeRow(null)}
          {kinds.map((k) => rangeRow(k))}
        </div>
      </Card>
      <Card title={t('payout')}>
        <Field label={t('payout')}>
          <input
            className="input num"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            disabled={!canManage}
            value={Number.isNaN(draft.payout.maxMajor) ? '' : draft.payout.maxMajor}
            onChange={(e) => setDraft((d) => ({ ...d, payout: { maxMajor: num(e.target.value) } }))}
          />
        </Field>
      </Card>
      {canManage ? (
        <div className="row">
          <Button variant="ghost" onClick={() => setDraft(settings)} disabled={save.isPending}>
            {t('reset')}
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
