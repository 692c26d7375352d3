import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPlayerPromotions } from '@/features/announcements';
import { RegisterForm } from './register-form';
import { SocialLogin } from './social-login';

/**
 * The register screen of spec section 2, in the popup or as the /register page: the form (with its
 * type switch), new-player promotions, social sign-up, the way to log in and the return-home link.
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
