import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';

/** A QR code drawn by the `qrcode` package, loaded only with the download chunk. */
export function QrCode({ value, size = 100, label }: { value: string; size?: number; label: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ value: string; url: string | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { width: size * 2, margin: 0, errorCorrectionLevel: 'M' }))
      .then(
        (url) => !cancelled && setResult({ value, url }),
        () => !cancelled && setResult({ value, url: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  if (!result || result.value !== value) return <Skeleton width={size} height={size} className="qr-code" />;
  if (!result.url) return <span className="qr-code qr-code--error">{t('download.qrFailed')}</span>;
  return <img className="qr-code" src={result.url} width={size} height={size} alt={label} />;
}
