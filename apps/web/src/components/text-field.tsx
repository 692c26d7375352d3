import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './text-field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'>;

export interface TextFieldProps extends InputProps {
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  /** Shows the required mark (spec section 5: required fields get a mark). */
  markRequired?: boolean;
  /** Marks an optional field as such. */
  markOptional?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  autoFocus?: boolean;
}

/** A labelled input with its error under it; password inputs get a show/hide toggle. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  markRequired,
  markOptional,
  prefix,
  suffix,
  type = 'text',
  autoFocus,
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {markRequired && (
          <span className="field__required" title={t('auth.required')} aria-hidden="true">
            *
          </span>
        )}
        {markOptional && <span className="field__optional">{t('auth.optional')}</span>}
      </label>
      <div className={`field__control${error ? ' field__control--invalid' : ''}`}>
        {prefix}
        <input
          {...rest}
          id={id}
          className="field__input"
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={markRequired || undefined}
          aria-describedby={error ? errorId : undefined}
          {...(autoFocus ? { 'data-autofocus': '' } : {})}
        />
        {isPassword && (
          <button
            type="button"
            className="field__reveal"
            aria-label={t(revealed ? 'auth.hidePassword' : 'auth.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((r) => !r)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
          </button>
        )}
        {suffix}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label and error (terms, 18+, remember me). */
export function CheckField({
  checked,
  onChange,
  children,
  error,
  name,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="check-field">
      <label className="check-field__label">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form (a server refusal), announced when it appears. */
export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null;
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
