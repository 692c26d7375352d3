import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { NewPlayerPromotions } from '@/features/announcements';
import { openRegistrationWays } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { RegisterForm } from './register-form';
import { SocialLogin } from './social-login';

/**
 * The register screen of spec section 2, in the popup or as the /register page: the form (with its
 * type switch), new-player promotions, social sign-up, the way to log in and the return-home link.
 * With no way of registering open, it says that registration is closed instead of showing a form.
 */
export function RegisterScreen({
  isPage,
  onClose,
  onLogin,
}: {
  isPage?: boolean;
  onClose?: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  if (openRegistrationWays(info.whitelabel).length === 0)
    return (
      <EmptyState
        icon="info"
        title={t('auth.registrationClosedTitle')}
        action={
          <div className="auth-closed__actions">
            <button type="button" className="btn btn--primary" onClick={onLogin}>
              {t('auth.loginNow')}
            </button>
            {isPage ? (
              <Link to="/" className="btn btn--ghost">
                {t('auth.backHome')}
              </Link>
            ) : (
              onClose && (
                <button type="button" className="btn btn--ghost" onClick={onClose}>
                  {t('common.close')}
                </button>
              )
            )}
          </div>
        }
      >
        {t('auth.registrationClosedText')}
      </EmptyState>
    );
  return (
    <>
      <p className="auth-lead">{t('auth.registerTitle')}</p>
      <NewPlayerPromotions onNavigate={onClose} />
      <RegisterForm isPage={isPage} onClose={onClose} />
      <SocialLogin />
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onLogin}>
          {t('auth.loginNow')}
        </button>
      </p>
      {isPage && (
        <p className="auth-switch">
          <Link to="/" className="text-link">
            {t('auth.backHome')}
          </Link>
        </p>
      )}
    </>
  );
}
