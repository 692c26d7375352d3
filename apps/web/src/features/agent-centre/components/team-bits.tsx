import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { fundPasswordText } from '../lib/team-forms';

/** Puts text on the clipboard; outside a secure context (no Clipboard API) through a hidden field. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

/** A QR code of a link, drawn by the `qrcode` package (loaded with this page only). */
export function LinkQr({ value, size = 180, label }: { value: string; size?: number; label: string }) {
  const [result, setResult] = useState<{ value: string; url: string | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (url) => !cancelled && setResult({ value, url }),
        () => !cancelled && setResult({ value, url: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [value, size]);
  if (!result || result.value !== value) return <Skeleton width={size} height={size} />;
  if (!result.url) return null;
  return <img className="at-qr" src={result.url} width={size} height={size} alt={label} />;
}

/** Tabs of a page (role tablist), the chosen one pressed. */
export function Tabs<K extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}) {
  return (
    <div className="at-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={value === tab.key}
          className="chip"
          aria-pressed={value === tab.key}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A row of radio chips for a small choice (account type, bag type). */
export function ChoiceChips<K extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: { key: K; label: string; hint?: string }[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <fieldset className="at-choice">
      <legend>{legend}</legend>
      <div className="at-choice__row">
        {options.map((o) => (
          <label
            key={o.key}
            className={`chip at-choice__chip${value === o.key ? ' at-choice__chip--on' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={o.key}
              checked={value === o.key}
              onChange={() => onChange(o.key)}
            />
            <span>{o.label}</span>
            {o.hint ? <small>{o.hint}</small> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A page's small loading state. */
export function TeamSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="at-skeleton" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={36} />
      <Skeleton height={160} />
    </div>
  );
}

/**
 * The six-digit fund password of a money form (transfer to a downline, lucky bags): digits only, its error
 * once the form was submitted. `onChange` gets the cleaned text.
 */
export function FundPasswordField({
  value,
  onChange,
  showError,
}: {
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('agentTeam.transfer.fundPassword')}
      type="password"
      value={value}
      onValueChange={(v) => onChange(fundPasswordText(v))}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      markRequired
      error={showError ? t('agentTeam.transfer.sixDigits') : null}
    />
  );
}

/** Account type of a new downline or of a link's members: player (0) or agent (1). */
export function AccountTypeChips({
  name,
  value,
  onChange,
}: {
  name: string;
  value: '0' | '1';
  onChange: (value: '0' | '1') => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceChips
      name={name}
      legend={t('agentTeam.register.accountType')}
      value={value}
      onChange={onChange}
      options={[
        { key: '0', label: t('agentTeam.accountTypes.0') },
        { key: '1', label: t('agentTeam.accountTypes.1') },
      ]}
    />
  );
}
