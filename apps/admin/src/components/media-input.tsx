import { useState } from 'react';
import { ApiError, errorMessage } from '../lib/api';
import { getLang } from '../lib/i18n';
import { getMerchant, getToken } from '../lib/session';
import { Field } from './ui';

/** Uploads one image (multipart `image`) to a back-office upload route and answers its /media URL. */
export async function uploadImage(path: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const headers: Record<string, string> = {
    Merchant: getMerchant(),
    Language: getLang(),
    Accept: 'application/json',
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  const response = await fetch(path, { method: 'POST', headers, body: form });
  const payload = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    value?: { url: string };
    errorCode?: string;
    message?: string;
  };
  if (payload.success && payload.value) return payload.value.url;
  const code = payload.errorCode ?? 'internal.error';
  throw new ApiError(code, errorMessage(code, payload.message), response.status);
}

/** An image URL field with an upload button and a preview of what is there. */
export function ImageInput({
  label,
  value,
  onChange,
  uploadPath,
  uploadLabel,
  previewHeight = 48,
  testId,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  uploadPath: string;
  uploadLabel: string;
  previewHeight?: number;
  testId?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Field label={label} error={error}>
      <div className="row">
        {value ? (
          <img src={value} alt="" style={{ height: previewHeight, maxWidth: 240, objectFit: 'contain' }} />
        ) : null}
        <input
          className="input"
          style={{ flex: 1, minWidth: 160 }}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className="btn btn--secondary btn--sm" aria-busy={busy || undefined}>
          {uploadLabel}
          <input
            type="file"
            data-testid={testId}
            accept="image/png,image/jpeg,image/x-icon"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setBusy(true);
              setError(null);
              uploadImage(uploadPath, file)
                .then(onChange, (err: unknown) => setError(err instanceof Error ? err.message : String(err)))
                .finally(() => setBusy(false));
            }}
          />
        </span>
      </div>
    </Field>
  );
}

export type LocalizedValue = { TW?: string; EN?: string; VI?: string };

/** One text in each of the three languages. */
export function LocalizedFields({
  label,
  value,
  onChange,
  multiline = false,
}: {
  label: string;
  value: LocalizedValue;
  onChange: (v: LocalizedValue) => void;
  multiline?: boolean;
}) {
  return (
    <fieldset
      className="form"
      style={{ border: '1px solid var(--border)', borderRadius: 'var(--radius-sm)', padding: 10 }}
    >
      <legend className="field__label">{label}</legend>
      {(['TW', 'EN', 'VI'] as const).map((lang) => (
        <Field key={lang} label={lang}>
          {multiline ? (
            <textarea
              className="input"
              rows={4}
              value={value[lang] ?? ''}
              onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            />
          ) : (
            <input
              className="input"
              value={value[lang] ?? ''}
              onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}

/** Drops empty languages (the server wants TW and takes EN/VI when given). */
export function compactLocalized(v: LocalizedValue): LocalizedValue {
  return Object.fromEntries(Object.entries(v).filter(([, text]) => text && text.trim())) as LocalizedValue;
}
