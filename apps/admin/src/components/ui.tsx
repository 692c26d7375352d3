import { useEffect, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { formatMinor } from '../lib/format';
import { Icon, type IconName } from './icons';
import { componentMessages } from './messages';

/** A page: its title (also the document title), actions at the right, then the content. */
export function Page({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="page">
      <header className="page__head">
        <div>
          <h1 className="page__title">{title}</h1>
          {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A panel of the page, optionally with a title and actions. */
export function Card({
  title,
  actions,
  children,
  className,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`}>
      {title || actions ? (
        <header className="card__head">
          {title ? <h2 className="card__title">{title}</h2> : <span />}
          {actions ? <div className="card__actions">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'success';

/** A button; `busy` disables it and shows a spinner; `size="lg"` for approvals on a phone. */
export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  icon,
  children,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  busy?: boolean;
  icon?: IconName;
}) {
  return (
    <button
      type={type}
      className={`btn btn--${variant} btn--${size}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </button>
  );
}

/**
 * A labelled form control: `<Field label="Name" error={err}><input className="input" /></Field>`. The
 * label wraps the control, so it is associated without ids.
 */
export function Field({
  label,
  hint,
  error,
  children,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={`field${error ? ' field--error' : ''}${className ? ` ${className}` : ''}`}>
      <span className="field__label">{label}</span>
      {children}
      {hint && !error ? <span className="field__hint">{hint}</span> : null}
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

export type Tone = 'neutral' | 'info' | 'ok' | 'warn' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

/** Tones of the statuses the API answers; anything else is neutral. */
const statusTones: Record<string, Tone> = {
  ACTIVE: 'ok',
  ENABLED: 'ok',
  APPROVED: 'ok',
  PAID: 'ok',
  SUCCESS: 'ok',
  COMPLETED: 'ok',
  SETTLED: 'ok',
  OPEN: 'info',
  PENDING: 'warn',
  REVIEW: 'warn',
  PROCESSING: 'warn',
  HOLD: 'warn',
  LOCKED: 'danger',
  DISABLED: 'danger',
  REJECTED: 'danger',
  FAILED: 'danger',
  VOID: 'danger',
  VOIDED: 'danger',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
};

/** A status as a coloured badge; `label` is the translated text (the status code when not given). */
export function StatusBadge({ status, label, tone }: { status: string; label?: ReactNode; tone?: Tone }) {
  return <Badge tone={tone ?? statusTones[status.toUpperCase()] ?? 'neutral'}>{label ?? status}</Badge>;
}

/** An amount in integer minor units: `<Money minor={123456} currency="TWD" />` shows 1,234.56 TWD. */
export function Money({
  minor,
  currency,
  decimals = 2,
  signed = false,
}: {
  minor: number | bigint | string;
  currency?: string;
  decimals?: number;
  signed?: boolean;
}) {
  const text = formatMinor(minor, decimals);
  const negative = text.startsWith('-');
  return (
    <span
      className={`money${negative ? ' money--neg' : signed && text !== formatMinor(0, decimals) ? ' money--pos' : ''}`}
    >
      {signed && !negative && text !== formatMinor(0, decimals) ? '+' : ''}
      {text}
      {currency ? <span className="money__currency"> {currency}</span> : null}
    </span>
  );
}

/** A figure with its label; `delta` (a percentage against a previous period) shows up or down. */
export function Stat({
  label,
  value,
  delta,
  hint,
}: {
  label: ReactNode;
  value: ReactNode;
  delta?: number | null;
  hint?: ReactNode;
}) {
  return (
    <div className="stat">
      <div className="stat__label">{label}</div>
      <div className="stat__value">{value}</div>
      {delta !== undefined && delta !== null && Number.isFinite(delta) ? (
        <div className={`stat__delta ${delta >= 0 ? 'stat__delta--up' : 'stat__delta--down'}`}>
          {delta >= 0 ? '▲' : '▼'} {Math.abs(delta).toFixed(1)}%
        </div>
      ) : null}
      {hint ? <div className="stat__hint">{hint}</div> : null}
    </div>
  );
}

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
}

/** Tabs (arrow keys move between them): `<Tabs tabs={[{key, label}]} value={tab} onChange={setTab} />`. */
export function Tabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          id={`${id}-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          tabIndex={tab.key === value ? 0 : -1}
          className={`tabs__tab${tab.key === value ? ' tabs__tab--on' : ''}`}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            e.preventDefault();
            const next = tabs[(i + step + tabs.length) % tabs.length]!;
            onChange(next.key);
            document.getElementById(`${id}-${next.key}`)?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** Grey bars while something loads. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const t = useT(componentMessages);
  return (
    <div className="skeleton" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton__line" />
      ))}
    </div>
  );
}

/** A failed load with its message and a retry button. */
export function ErrorState({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  const t = useT(componentMessages);
  return (
    <div className="state state--error" role="alert">
      <Icon name="alert" size={28} />
      <div>
        <strong>{t('error')}</strong>
        <p>{message}</p>
      </div>
      {onRetry ? (
        <Button icon="refresh" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const t = useT(componentMessages);
  return <div className="state state--empty">{children ?? t('empty')}</div>;
}

/**
 * Previous / next for a list paged on the server that is not a DataTable (reports, queues): hidden with one
 * page, "Page n of m" between the buttons.
 */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT(componentMessages);
  if (pages <= 1) return null;
  return (
    <nav className="row pager" aria-label={t('pageOf', { page, pages })}>
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('prev')}
      </Button>
      <span className="muted">{t('pageOf', { page, pages })}</span>
      <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
