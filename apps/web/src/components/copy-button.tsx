import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './copy-button.css';

/** Puts text on the clipboard; outside a secure context (no Clipboard API) through a hidden field. */
async function writeClipboard(text: string): Promise<void> {
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

/** A copy button for one value (an account number, an amount) that says "Copied" for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const feedback = state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : '';
  return (
    <>
      <button
        type="button"
        className={`copy-btn${state === 'copied' ? ' copy-btn--done' : ''}`}
        aria-label={t('common.copyOf', { label })}
        onClick={() =>
          void writeClipboard(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={15} />
        <span aria-hidden="true">{state === 'copied' ? t('common.copied') : t('common.copy')}</span>
      </button>
      <span className="visually-hidden" role="status">
        {feedback}
      </span>
    </>
  );
}
