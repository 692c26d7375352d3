import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useSystemInfo } from '@/features/system';
import { QrCode } from './qr-code';
import './download-guide.css';

type Platform = 'android' | 'ios';
const PLATFORMS: Platform[] = ['android', 'ios'];
const RESOURCE: Record<Platform, string> = { android: 'APP_ANDROID', ios: 'APP_IOS' };

/**
 * Install guide (spec section 2, download modal): tabs Android and iOS, four steps each. Step 1 shows
 * a 100 px QR code with no margin (Android: the download address, or its qrCodeUrl; iOS: the mobile
 * configuration profile) only when that resource exists; steps 2 to 4 show pictures with text.
 */
export function DownloadGuide() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const [platform, setPlatform] = useState<Platform>(() =>
    /iphone|ipad|ipod/i.test(navigator.userAgent) ? 'ios' : 'android',
  );
  const baseId = useId();
  const resource = info.resources.find((r) => r.resourceType === RESOURCE[platform]);
  const qrValue = resource ? resource.qrCodeUrl || resource.url : null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = platform === 'android' ? 'ios' : 'android';
    setPlatform(event.key === 'Home' ? 'android' : event.key === 'End' ? 'ios' : next);
    const target = event.key === 'Home' ? 'android' : event.key === 'End' ? 'ios' : next;
    document.getElementById(`${baseId}-tab-${target}`)?.focus();
  };

  return (
    <div className="download-guide">
      <div className="segmented" role="tablist" aria-label={t('download.platforms')} onKeyDown={onKeyDown}>
        {PLATFORMS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`${baseId}-tab-${p}`}
            aria-selected={platform === p}
            aria-controls={`${baseId}-panel`}
            tabIndex={platform === p ? 0 : -1}
            className="segmented__item"
            onClick={() => setPlatform(p)}
          >
            <Icon name={p === 'android' ? 'phone' : 'apps'} size={18} />
            {t(`download.${p}`)}
          </button>
        ))}
      </div>
      <ol
        className="download-steps"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${platform}`}
      >
        <li className="download-step download-step--qr">
          <span className="download-step__num">1</span>
          <div className="download-step__media download-step__media--qr">
            {qrValue ? (
              <QrCode
                value={qrValue}
                size={100}
                label={t('download.qrAlt', { platform: t(`download.${platform}`) })}
              />
            ) : (
              <span className="download-step__none">
                <Icon name="info" size={22} />
              </span>
            )}
          </div>
          <p className="download-step__text">
            {qrValue ? t(`download.steps.${platform}.1`) : t('download.unavailable')}
          </p>
          {resource && (
            <a
              className="btn btn--primary btn--sm"
              href={resource.url}
              rel="noopener"
              download={platform === 'android' ? '' : undefined}
            >
              <Icon name="download" size={16} />
              {t(platform === 'android' ? 'download.getAndroid' : 'download.getIos')}
            </a>
          )}
        </li>
        {([2, 3, 4] as const).map((step) => (
          <li key={step} className="download-step">
            <span className="download-step__num">{step}</span>
            <div className="download-step__media">
              <img src={`/demo/download/${platform}-step${step}.svg`} alt="" loading="lazy" />
            </div>
            <p className="download-step__text">{t(`download.steps.${platform}.${step}`)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
