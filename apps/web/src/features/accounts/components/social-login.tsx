import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { Icon } from '@/components/icon';
import { useSystemInfo } from '@/features/system';
import { socialProvidersQuery, socialStartUrl, type SocialProvider } from '../api/oauth';

/**
 * Google and Facebook sign-in: shown when the merchant's flag (GOOGLELOGIN3 / FACEBOOKLOGIN3) is on and
 * the server has the provider configured (docs/decisions/0007). A press leaves for the provider.
 */
function useSocialProviders(): SocialProvider[] {
  const info = useSystemInfo();
  const flagged =
    isModuleEnabled(info.whitelabel, modIds.googleLogin) ||
    isModuleEnabled(info.whitelabel, modIds.facebookLogin);
  const { data } = useQuery(socialProvidersQuery(flagged));
  return flagged ? (data?.providers ?? []) : [];
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
          <a key={provider} className="btn btn--ghost" href={socialStartUrl(provider)}>
            <Icon name={provider === 'google' ? 'globe' : 'facebook'} size={18} />
            {t(`auth.${provider}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
