import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '@/features/system';
import { getMerchantCode } from '@/lib/merchant';
import { storage } from '@/lib/storage';
import { analyticsPlan, consentKey, loadGtag, parseConsent, type Consent } from '../lib/consent';
import './analytics-consent.css';

/** The consent bar of a merchant with a gtag id, and the analytics script once the visitor agrees. */
export function AnalyticsConsent() {
  const { t } = useTranslation();
  const gtagId = useSystemInfo().analytics.gtagId;
  const key = gtagId ? consentKey(getMerchantCode(), gtagId) : '';
  const [consent, setConsent] = useState<Consent | null>(() => (key ? parseConsent(storage.get(key)) : null));
  const plan = analyticsPlan(gtagId, consent);

  useEffect(() => {
    if (plan === 'load' && gtagId) loadGtag(gtagId);
  }, [plan, gtagId]);

  if (plan !== 'ask') return null;
  const answer = (value: Consent) => {
    storage.set(key, value);
    setConsent(value);
  };
  return (
    <section className="consent-bar" aria-label={t('consent.label')}>
      <p className="consent-bar__text">{t('consent.text')}</p>
      <div className="consent-bar__actions">
        <button type="button" className="btn btn--ghost" onClick={() => answer('denied')}>
          {t('consent.decline')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => answer('granted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
