import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegisterForm } from './register-form';
import { SocialLogin } from './social-login';

/**
 * New-player promotions (category new_player) belong here as a carousel (spec section 2). They come
 * with the promotions feature; until then this slot renders nothing.
 */
export function NewPlayerPromotionsSlot() {
  return null;
}

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
      <NewPlayerPromotionsSlot />
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
