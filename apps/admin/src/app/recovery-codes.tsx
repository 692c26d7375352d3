import { useState } from 'react';
import { Button } from '../components/ui';
import { useT } from '../lib/i18n';
import { shellMessages } from './messages';

/** Saves a text file through a blob link. */
export function saveText(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Recovery codes shown once: copy, download, and an "I saved them" box that enables `onDone`.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const t = useT(shellMessages);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <div className="recovery">
      <p>{t('recoveryIntro')}</p>
      <ol className="recovery__codes" aria-label={t('recoveryTitle')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="row">
        <Button
          icon="copy"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button
          icon="download"
          onClick={() => saveText(`recovery-codes-${location.hostname}.txt`, `${text}\n`)}
        >
          {t('download')}
        </Button>
      </div>
      <label className="check">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>{t('savedThem')}</span>
      </label>
      <Button variant="primary" size="lg" disabled={!saved} onClick={onDone} className="btn--block">
        {doneLabel ?? t('continue')}
      </Button>
    </div>
  );
}
