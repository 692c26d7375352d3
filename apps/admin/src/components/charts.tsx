import { useId } from 'react';
import { formatNumber } from '../lib/format';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';

export interface ChartPoint {
  label: string;
  value: number;
}
export interface ChartSeries {
  name: string;
  points: ChartPoint[];
  /** A CSS colour; the series palette by default. */
  color?: string;
}

const palette = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)'];
const W = 640;
const H = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

function scale(values: number[]) {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  return { min, max, y: (v: number) => PAD.top + (1 - (v - min) / span) * (H - PAD.top - PAD.bottom) };
}

function ticks(min: number, max: number) {
  return [0, 0.5, 1].map((f) => min + (max - min) * f);
}

/**
 * Bars per label, one colour per series (grouped): `<BarChart series={[{ name, points: [{label, value}] }]} />`.
 * `format` shows values (e.g. minor units as money). A table of the figures follows for screen readers.
 */
export function BarChart({
  series,
  format = formatNumber,
  title,
  height = H,
}: {
  series: ChartSeries[];
  format?: (v: number) => string;
  title?: string;
  height?: number;
}) {
  const t = useT(componentMessages);
  const labels = series[0]?.points.map((p) => p.label) ?? [];
  if (labels.length === 0) return <div className="chart chart--empty">{t('noData')}</div>;
  const { min, max, y } = scale(series.flatMap((s) => s.points.map((p) => p.value)));
  const band = (W - PAD.left - PAD.right) / labels.length;
  const barW = Math.max(2, (band * 0.7) / series.length);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} style={{ height }} role="img" aria-label={title}>
        {ticks(min, max).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="chart__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="chart__axis">
              {format(v)}
            </text>
          </g>
        ))}
        {series.map((s, si) =>
          s.points.map((p, i) => {
            const x = PAD.left + i * band + band * 0.15 + si * barW;
            const top = Math.min(y(p.value), y(0));
            return (
              <rect
                key={`${si}-${i}`}
                x={x}
                y={top}
                width={barW}
                height={Math.abs(y(0) - y(p.value))}
                rx={2}
                fill={s.color ?? palette[si % palette.length]}
              >
                <title>{`${s.name} ${p.label}: ${format(p.value)}`}</title>
              </rect>
            );
          }),
        )}
        {labels.map((label, i) =>
          labels.length <= 16 || i % Math.ceil(labels.length / 12) === 0 ? (
            <text
              key={label + i}
              x={PAD.left + i * band + band / 2}
              y={H - 8}
              textAnchor="middle"
              className="chart__axis"
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <Legend series={series} />
      <FigureTable series={series} format={format} />
    </figure>
  );
}

/** Lines over the labels: `<LineChart series={[{ name: 'Today', points }, { name: 'Yesterday', points }]} />`. */
export function LineChart({
  series,
  format = formatNumber,
  title,
  height = H,
}: {
  series: ChartSeries[];
  format?: (v: number) => string;
  title?: string;
  height?: number;
}) {
  const t = useT(componentMessages);
  const gradient = useId();
  const labels = series[0]?.points.map((p) => p.label) ?? [];
  if (labels.length === 0) return <div className="chart chart--empty">{t('noData')}</div>;
  const { min, max, y } = scale(series.flatMap((s) => s.points.map((p) => p.value)));
  const step = labels.length > 1 ? (W - PAD.left - PAD.right) / (labels.length - 1) : 0;
  const x = (i: number) => PAD.left + i * step;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} style={{ height }} role="img" aria-label={title}>
        {ticks(min, max).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="chart__grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="chart__axis">
              {format(v)}
            </text>
          </g>
        ))}
        {series.map((s, si) => {
          const color = s.color ?? palette[si % palette.length];
          const d = s.points
            .map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
            .join(' ');
          return (
            <g key={s.name}>
              {si === 0 ? (
                <>
                  <defs>
                    <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
                      <stop offset="0" stopColor={color} stopOpacity="0.25" />
                      <stop offset="1" stopColor={color} stopOpacity="0" />
                    </linearGradient>
                  </defs>
                  <path
                    d={`${d} L${x(s.points.length - 1)},${y(min)} L${x(0)},${y(min)} Z`}
                    fill={`url(#${gradient})`}
                  />
                </>
              ) : null}
              <path
                d={d}
                fill="none"
                stroke={color}
                strokeWidth={2}
                strokeDasharray={si > 0 ? '5 4' : undefined}
              />
              {s.points.map((p, i) => (
                <circle key={i} cx={x(i)} cy={y(p.value)} r={2.5} fill={color}>
                  <title>{`${s.name} ${p.label}: ${format(p.value)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
        {labels.map((label, i) =>
          labels.length <= 12 || i % Math.ceil(labels.length / 8) === 0 ? (
            <text key={label + i} x={x(i)} y={H - 8} textAnchor="middle" className="chart__axis">
              {label}
            </text>
          ) : null,
        )}
      </svg>
      <Legend series={series} />
      <FigureTable series={series} format={format} />
    </figure>
  );
}

function Legend({ series }: { series: ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <figcaption className="chart__legend">
      {series.map((s, i) => (
        <span key={s.name}>
          <i style={{ background: s.color ?? palette[i % palette.length] }} /> {s.name}
        </span>
      ))}
    </figcaption>
  );
}

function FigureTable({ series, format }: { series: ChartSeries[]; format: (v: number) => string }) {
  return (
    <table className="sr-only">
      <thead>
        <tr>
          <th />
          {series.map((s) => (
            <th key={s.name}>{s.name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(series[0]?.points ?? []).map((p, i) => (
          <tr key={p.label + i}>
            <th>{p.label}</th>
            {series.map((s) => (
              <td key={s.name}>{format(s.points[i]?.value ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
