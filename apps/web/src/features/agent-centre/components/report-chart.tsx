import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartSeries {
  label: string;
  values: number[];
}

const W = 360;
const H = 180;
const PAD = { top: 10, right: 6, bottom: 24, left: 6 };

/**
 * A small dependency-free SVG chart (decision 0055): bars per day for one or two series, or a line when
 * `line` is set. Accessible: the SVG has a title and a description, and a toggle shows the figures as a
 * table instead.
 */
export function ReportChart({
  title,
  labels,
  series,
  format = String,
  line = false,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  format?: (n: number) => string;
  line?: boolean;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const all = series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * innerH;
  const slot = innerW / Math.max(1, labels.length);
  const barW = Math.min(28, Math.max(2, (slot * 0.7) / Math.max(1, series.length)));
  const every = Math.ceil(labels.length / 8);
  return (
    <figure className="ar-chart">
      <figcaption className="ar-chart__head">
        <span className="ar-chart__title" id={`${id}-t`}>
          {title}
        </span>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('agentReports.showChart') : t('agentReports.showTable')}
        </button>
      </figcaption>
      {series.length > 1 && !asTable && (
        <ul className="ar-chart__legend">
          {series.map((s, i) => (
            <li key={s.label}>
              <span className={`ar-chart__swatch ar-chart__swatch--${i}`} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {asTable ? (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('agentReports.date')}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="table__num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((l, i) => (
                <tr key={l}>
                  <td className="table__time">{l}</td>
                  {series.map((s) => (
                    <td key={s.label} className="table__num">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg
          className="ar-chart__svg"
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-t ${id}-d`}
        >
          <desc id={`${id}-d`}>
            {series
              .map(
                (s) => `${s.label}: ${labels.map((l, i) => `${l} ${format(s.values[i] ?? 0)}`).join(', ')}`,
              )
              .join('; ')}
          </desc>
          <line className="ar-chart__axis" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
          {series.map((s, si) =>
            line ? (
              <polyline
                key={s.label}
                className={`ar-chart__line ar-chart__line--${si}`}
                fill="none"
                points={s.values.map((v, i) => `${PAD.left + slot * (i + 0.5)},${y(v)}`).join(' ')}
              />
            ) : (
              s.values.map((v, i) => (
                <rect
                  key={`${s.label}-${labels[i]}`}
                  className={`ar-chart__bar ar-chart__bar--${si}`}
                  x={PAD.left + slot * i + (slot - barW * series.length) / 2 + barW * si}
                  y={Math.min(y(v), y(0))}
                  width={barW}
                  height={Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - y(0)))}
                >
                  <title>{`${labels[i]} ${s.label}: ${format(v)}`}</title>
                </rect>
              ))
            ),
          )}
          {labels.map((l, i) =>
            i % every === 0 ? (
              <text
                key={l}
                className="ar-chart__label"
                x={PAD.left + slot * (i + 0.5)}
                y={H - 7}
                textAnchor="middle"
              >
                {l.slice(5)}
              </text>
            ) : null,
          )}
        </svg>
      )}
    </figure>
  );
}
