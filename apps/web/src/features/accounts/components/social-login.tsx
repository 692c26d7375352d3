import { useTranslation } from 'react-i18next';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { Icon } from '@/components/icon';
import { dialogs } from '@/lib/dialogs';
import { useSystemInfo } from '@/features/system';

type Provider = 'google' | 'facebook';

/**
 * Google and Facebook sign-in (GOOGLELOGIN3 / FACEBOOKLOGIN3). Only the switch exists: the provider
 * flow needs server support, so a click says the function is not available yet.
 */
export function useSocialProviders(): Provider[] {
  const info = useSystemInfo();
  const providers: Provider[] = [];
  if (isModuleEnabled(info.whitelabel, modIds.googleLogin)) providers.push('google');
  if (isModuleEnabled(info.whitelabel, modIds.facebookLogin)) providers.push('facebook');
  return providers;
}

export function SocialLogin() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <div className="social-login">
      <p className="social-login__divider">
        <span>{t('auth.orWith')}</span>
      </p>
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="btn btn--ghost"
            onClick={() => void dialogs.alert(t('errors.function.not.available'), { tone: 'warning' })}
          >
            <Icon name={provider === 'google' ? 'globe' : 'facebook'} size={18} />
            {t(`auth.${provider}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
