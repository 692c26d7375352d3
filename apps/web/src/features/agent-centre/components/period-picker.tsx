import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPeriods, type ReportPeriod } from '@portal/contract';
import type { PeriodFilter } from '../api/reports';

const named = reportPeriods.filter((p) => p !== 'custom');

/**
 * The reports' period (decision 0055): today … last month as chips, or a custom range of at most 93 days
 * (the server checks it and answers with the dates it used).
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodFilter;
  onChange: (next: PeriodFilter) => void;
}) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(value.period === 'custom');
  const [start, setStart] = useState(value.startDate ?? '');
  const [end, setEnd] = useState(value.endDate ?? '');
  return (
    <div className="ar-period">
      <div className="ar-chips" role="group" aria-label={t('agentReports.periodLabel')}>
        {named.map((p) => (
          <button
            key={p}
            type="button"
            className="chip chip--small"
            aria-pressed={!custom && value.period === p}
            onClick={() => {
              setCustom(false);
              onChange({ period: p as ReportPeriod });
            }}
          >
            {t(`agentReports.periods.${p}`)}
          </button>
        ))}
        <button
          type="button"
          className="chip chip--small"
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          {t('agentReports.periods.custom')}
        </button>
      </div>
      {custom && (
        <form
          className="ar-range"
          onSubmit={(e) => {
            e.preventDefault();
            if (start && end) onChange({ period: 'custom', startDate: start, endDate: end });
          }}
        >
          <label>
            <span>{t('agentReports.from')}</span>
            <input
              type="date"
              value={start}
              max={end || undefined}
              onChange={(e) => setStart(e.target.value)}
              required
            />
          </label>
          <label>
            <span>{t('agentReports.to')}</span>
            <input
              type="date"
              value={end}
              min={start || undefined}
              onChange={(e) => setEnd(e.target.value)}
              required
            />
          </label>
          <button type="submit" className="btn btn--primary btn--small">
            {t('agentReports.apply')}
          </button>
          <small className="ar-muted">{t('agentReports.rangeHint')}</small>
        </form>
      )}
    </div>
  );
}

/** "Data is in <zone> time (start – end)". */
export function ZoneNote({ data }: { data: { timeZone: string; startDate: string; endDate: string } }) {
  const { t } = useTranslation();
  return (
    <p className="ar-muted ar-zone" data-testid="ar-zone">
      {t('agentReports.timeZoneNote', { zone: data.timeZone, start: data.startDate, end: data.endDate })}
    </p>
  );
}

/** The period as URL parameters (`period`, `start`, `end`), so a report can be linked and reloaded. */
export function periodFromParams(params: URLSearchParams): PeriodFilter {
  const p = params.get('period') as ReportPeriod | null;
  if (p === 'custom') {
    const startDate = params.get('start') ?? undefined;
    const endDate = params.get('end') ?? undefined;
    if (startDate && endDate) return { period: 'custom', startDate, endDate };
  }
  return { period: p && (reportPeriods as readonly string[]).includes(p) ? p : 'today' };
}
export const periodToParams = (p: PeriodFilter): Record<string, string> => ({
  period: p.period,
  ...(p.period === 'custom' && p.startDate && p.endDate ? { start: p.startDate, end: p.endDate } : {}),
});
