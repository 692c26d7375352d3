import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { Skeleton } from '@/components/skeleton';
import { useSystemInfo } from '@/features/system';

const W = 600;
const H = 900;

/** Reads a CSS colour of the page (the merchant's accent), with a fallback. */
const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * The invite poster (inventory 1.7 `drawAndShareImage`): the brand, a call to join, the link's QR code (the
 * `qrcode` package the download and agent-link codes use) and the code, drawn on a canvas and offered as a
 * PNG download.
 */
export function ReferralPoster({ link, code, onClose }: { link: string; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand.name;
  const [image, setImage] = useState<string | null | 'failed'>(null);

  useEffect(() => {
    let live = true;
    const accent = cssColour('--accent', '#f5b400');
    void import('qrcode')
      .then((qr) => qr.toDataURL(link, { width: 360, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (qrUrl) =>
          new Promise<string>((resolve, reject) => {
            const img = new Image();
            img.onload = () => {
              const canvas = document.createElement('canvas');
              canvas.width = W;
              canvas.height = H;
              const ctx = canvas.getContext('2d');
              if (!ctx) return reject(new Error('no canvas'));
              const bg = ctx.createLinearGradient(0, 0, 0, H);
              bg.addColorStop(0, '#141826');
              bg.addColorStop(1, '#262c44');
              ctx.fillStyle = bg;
              ctx.fillRect(0, 0, W, H);
              ctx.fillStyle = accent;
              ctx.fillRect(0, 0, W, 10);
              ctx.textAlign = 'center';
              ctx.fillStyle = '#ffffff';
              ctx.font = '700 44px system-ui, sans-serif';
              ctx.fillText(brand, W / 2, 110, W - 60);
              ctx.fillStyle = accent;
              ctx.font = '600 30px system-ui, sans-serif';
              ctx.fillText(t('referral.posterHeadline'), W / 2, 170, W - 60);
              ctx.fillStyle = '#ffffff';
              ctx.beginPath();
              ctx.roundRect(110, 220, 380, 380, 24);
              ctx.fill();
              ctx.drawImage(img, 120, 230, 360, 360);
              ctx.fillStyle = '#cfd3e0';
              ctx.font = '400 24px system-ui, sans-serif';
              ctx.fillText(t('referral.posterScan'), W / 2, 660, W - 60);
              ctx.fillStyle = '#ffffff';
              ctx.font = '700 40px ui-monospace, monospace';
              ctx.fillText(code, W / 2, 730, W - 60);
              ctx.fillStyle = '#9aa0b4';
              ctx.font = '400 18px system-ui, sans-serif';
              ctx.fillText(link, W / 2, 800, W - 40);
              resolve(canvas.toDataURL('image/png'));
            };
            img.onerror = () => reject(new Error('qr image'));
            img.src = qrUrl;
          }),
      )
      .then(
        (url) => live && setImage(url),
        () => live && setImage('failed'),
      );
    return () => {
      live = false;
    };
  }, [link, code, brand, t]);

  return (
    <Modal open onClose={onClose} title={t('referral.poster')} width="min(420px, 100%)">
      <div className="ref__poster">
        {image === null ? (
          <Skeleton width={300} height={450} />
        ) : image === 'failed' ? (
          <p role="alert">{t('referral.posterFailed')}</p>
        ) : (
          <>
            <img src={image} width={300} height={450} alt={t('referral.posterAlt', { code })} />
            <a className="btn btn--primary" href={image} download={`invite-${code}.png`}>
              {t('referral.download')}
            </a>
          </>
        )}
      </div>
    </Modal>
  );
}
