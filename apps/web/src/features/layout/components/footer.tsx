import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { isAbsoluteUrl } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useIsLoggedIn } from '@/lib/session';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { openRegistrationWays, useAuthModal, useMemberCentre } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { useFooterContent } from '../api/get-footer';
import { SocialLinks } from './social-links';

/**
 * Footer (spec section 2): about, affiliate (start button opens register for a visitor), payment
 * logos, responsibility (licence, 18+, text), game providers, copyright with the merchant's year.
 */
export function Footer() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const { brand } = info;
  const footer = useFooterContent();
  const { resources } = footer;
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const memberCentre = useMemberCentre();
  const byType = (type: string) => resources.filter((r) => r.resourceType === type);
  const about = byType('ABOUT');
  const payments = byType('PAYMENT');
  const providers = byType('PROVIDER');
  const licence = byType('LICENCE')[0];
  const lang = useLanguage();
  // Seeded content in the page's language (issue 14 item 7); the English label where none is given.
  const label = (r: (typeof resources)[number]) => r.labelNames?.[lang] || r.labelNameEn;
  const licenceText = footer.licenceTexts[lang] || footer.licenceText;
  // "Start now" leads a visitor to registration and a member to referral: hidden while that is off.
  const canStart = loggedIn
    ? isModuleEnabled(info.whitelabel, modIds.referral)
    : openRegistrationWays(info.whitelabel).length > 0;

  return (
    <footer className="footer">
      {footer.draft && (
        <p className="footer__draft">
          <span className="draft-tag">{t('preview.draft')}</span> {t('preview.footerDraft')}
        </p>
      )}
      <div className="footer__grid">
        <section className="footer__block" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            {t('footer.about', { brand: brand.name })}
          </h2>
          <p className="footer__text">{t('footer.aboutText', { brand: brand.name })}</p>
          {about.length > 0 && (
            <ul className="footer__links">
              {about.map((r) => (
                <li key={`${r.labelNameEn}-${r.url}`}>
                  <a
                    href={r.url}
                    {...(isAbsoluteUrl(r.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {label(r)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="footer__block footer__block--affiliate" aria-labelledby="footer-affiliate">
          <h2 id="footer-affiliate" className="footer__title">
            {t('footer.affiliate')}
          </h2>
          <p className="footer__text">{t('footer.affiliateText')}</p>
          {canStart && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => (loggedIn ? memberCentre.open('referral') : open('register'))}
            >
              {t('footer.affiliateStart')}
              <Icon name="chevronRight" size={16} />
            </button>
          )}
        </section>

        <section className="footer__block" aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="footer__title">
            {t('footer.payments')}
          </h2>
          {payments.length > 0 ? (
            <ul className="footer__logos" aria-label={t('footer.payments')}>
              {payments.map((r) => (
                <li key={`${r.labelNameEn}-${r.url}`} className="footer__logo-chip">
                  <img src={r.url} alt={label(r)} title={label(r)} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="footer__text">{t('footer.none')}</p>
          )}
        </section>

        <section className="footer__block" aria-labelledby="footer-responsibility">
          <h2 id="footer-responsibility" className="footer__title">
            {t('footer.responsibility')}
          </h2>
          {/* The seals carry no words (decision 0025): the licence and responsible-gaming ones are named
              beside them in the page's language; 18+ says itself. */}
          <div className="footer__badges">
            <span className="footer__badge">
              <img src={licence?.url || '/demo/licence/licence.svg'} alt="" loading="lazy" />
              {(licence && label(licence)) || t('footer.licence')}
            </span>
            <img src="/demo/licence/18plus.svg" alt={t('footer.adultsOnly')} loading="lazy" />
            <span className="footer__badge">
              <img src="/demo/licence/responsible.svg" alt="" loading="lazy" />
              {t('footer.responsibleGaming')}
            </span>
          </div>
          {licenceText && <p className="footer__text footer__text--small">{licenceText}</p>}
        </section>
      </div>

      {providers.length > 0 && (
        <section className="footer__providers" aria-labelledby="footer-providers">
          <h2 id="footer-providers" className="footer__title">
            {t('footer.providers')}
          </h2>
          <ul className="footer__provider-strip">
            {providers.map((r) => (
              <li key={`${r.labelNameEn}-${r.url}`}>
                <img src={r.url} alt={label(r)} title={label(r)} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="footer__bottom">
        <SocialLinks links={footer.socialLinks} />
        <p className="footer__copyright">
          © {brand.copyrightYear} {brand.name}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
