import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptchaImage } from '../api/get-captcha';
import { TextField } from '@/components/text-field';

/** Refreshing by click is limited to once a second (spec section 9). */
const REFRESH_MS = 1000;

/**
 * The captcha picture of `/wps/captcha`: fetched when `active` turns on and whenever `resetKey`
 * changes (a failed attempt spends it, the register type changes), and on click at most once a second.
 */
export function useCaptcha(active: boolean, resetKey: unknown) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastFetch = useRef(0);
  const sequence = useRef(0);

  const load = useCallback(async (byClick: boolean) => {
    const now = Date.now();
    if (byClick && now - lastFetch.current < REFRESH_MS) return;
    lastFetch.current = now;
    const id = ++sequence.current;
    try {
      const next = await getCaptchaImage();
      if (id === sequence.current) {
        setImage(next);
        setFailed(false);
      }
    } catch {
      if (id === sequence.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (active) void load(false);
  }, [active, resetKey, load]);

  return { image, failed, refresh: () => void load(true) };
}

export function CaptchaField({
  value,
  onValueChange,
  error,
  image,
  failed,
  onRefresh,
  markRequired = true,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  image: string | null;
  failed: boolean;
  onRefresh: () => void;
  markRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.captcha')}
      name="captcha"
      value={value}
      onValueChange={onValueChange}
      error={error}
      markRequired={markRequired}
      placeholder={t('auth.captchaHint')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      suffix={
        <button
          type="button"
          className="captcha"
          onClick={onRefresh}
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaRefresh')}
        >
          {image && !failed ? (
            <img src={image} alt={t('auth.captchaImage')} className="captcha__img" />
          ) : (
            <span className="captcha__placeholder" aria-hidden="true">
              {failed ? '↻' : ''}
            </span>
          )}
        </button>
      }
    />
  );
}
