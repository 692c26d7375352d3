import type { ContractKind } from '@portal/contract';
import { Button } from '../../components';
import { useT } from '../../lib/i18n';
import { messages } from './messages';
import { emptyTier, tierFieldsOf, type TierDraft, type TierProblem } from './tiers';

/**
 * The tiers of a contract as a table, one row a tier and one input a field, for every contract kind (the
 * fields come from `TIER_FIELDS`): add and remove rows; each field's problem (empty, not a number of its
 * kind, not above the previous tier) shown under it.
 */
export function TierTable({
  kind,
  periodic,
  rows,
  problems,
  onChange,
}: {
  kind: ContractKind;
  /** Dividends: whether the month-to-date valid bet column is asked. */
  periodic: boolean;
  rows: TierDraft[];
  problems: Record<number, Record<string, TierProblem>>;
  onChange: (rows: TierDraft[]) => void;
}) {
  const t = useT(messages);
  const fields = tierFieldsOf(kind, periodic);
  const set = (i: number, key: string, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <div className="dt__scroll">
      <table className="table" data-testid="tier-table">
        <thead>
          <tr>
            <th>{t('tier')}</th>
            {fields.map((f) => (
              <th key={f.key}>{t(`tf_${f.key}` as 'tf_rate')}</th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td style={{ verticalAlign: 'top' }}>{i + 1}</td>
              {fields.map((f) => {
                const problem = problems[i]?.[f.key];
                const label = `${t('tier')} ${i + 1} · ${t(`tf_${f.key}` as 'tf_rate')}`;
                return (
                  <td
                    key={f.key}
                    style={{ minWidth: f.kind === 'rateType' ? 110 : 120, verticalAlign: 'top' }}
                  >
                    {f.kind === 'rateType' ? (
                      <select
                        className="input"
                        aria-label={label}
                        value={row[f.key] ?? 'P'}
                        onChange={(e) => set(i, f.key, e.target.value)}
                      >
                        <option value="P">{t('rateP')}</option>
                        <option value="F">{t('rateF')}</option>
                      </select>
                    ) : (
                      <input
                        className="input"
                        aria-label={label}
                        aria-invalid={problem ? true : undefined}
                        inputMode={f.kind === 'count' ? 'numeric' : 'decimal'}
                        value={row[f.key] ?? ''}
                        placeholder={f.optional ? t('optional') : undefined}
                        onChange={(e) => set(i, f.key, e.target.value)}
                      />
                    )}
                    {problem && (
                      <span className="field__error" role="alert">
                        {t(`tp_${problem}`)}
                      </span>
                    )}
                  </td>
                );
              })}
              <td style={{ verticalAlign: 'top' }}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={rows.length <= 1}
                  aria-label={`${t('removeTier')} ${i + 1}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  {t('removeTier')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        size="sm"
        variant="ghost"
        disabled={rows.length >= 20}
        onClick={() => onChange([...rows, emptyTier(kind)])}
      >
        {t('addTier')}
      </Button>
    </div>
  );
}
