import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { useSignOut } from '@/features/accounts';
import { useAuthModal, useMemberCentre } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { useLanguageStore } from '@/lib/language';
import { isAgentCustomer, useIsLoggedIn, useSessionStore } from '@/lib/session';
import { AgentCentreBody } from '../components/agent-centre-body';

/** The merchant's clock, ticking each second, with its zone (the agent site's header, inventory 2.0). */
function Clock({ timeZone }: { timeZone: string }) {
  const lang = useLanguageStore((s) => s.lang);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const text = new Intl.DateTimeFormat(lang === 'TW' ? 'zh-TW' : lang === 'VI' ? 'vi-VN' : 'en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(now);
  return (
    <span className="ac-site__clock">
      <Icon name="clock" size={16} />
      <time dateTime={now.toISOString()}>{text}</time>
      <span className="ac-site__zone">{timeZone}</span>
    </span>
  );
}

/**
 * The stand-alone agent site (`/agent`, `/agentHome`; inventory 2.0): its own header with the merchant's
 * clock, the agent's name, deposit, withdrawal, the portal and sign out, and the agent centre's menu and
 * pages filling the screen. A visitor is asked to log in; a member who is not an agent is told so.
 */
export default function AgentSitePage() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const loggedIn = useIsLoggedIn();
  const isAgent = useSessionStore((s) => s.isAgent);
  const account = useSessionStore((s) => s.account ?? s.username);
  const { open: openAuth } = useAuthModal();
  const memberCentre = useMemberCentre();
  const signOut = useSignOut();

  return (
    <div className="ac-site">
      <header className="ac-site__head">
        <Link to="/" className="ac-site__brand">
          <Icon name="home" size={18} />
          <span>{t('agentCentre.title')}</span>
        </Link>
        <Clock timeZone={info.timeZone} />
        {loggedIn && (
          <div className="ac-site__actions">
            <span className="ac-site__user">
              <Icon name="user" size={16} />
              {account}
            </span>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => memberCentre.open('depositv2')}
            >
              {t('account.deposit')}
            </button>
            <button
              type="button"
              className="btn btn--sm btn--ghost"
              onClick={() => memberCentre.open('withdraw')}
            >
              {t('account.withdraw')}
            </button>
            <button type="button" className="btn btn--sm btn--ghost" onClick={() => void signOut()}>
              <Icon name="logout" size={16} />
              <span>{t('account.signOut')}</span>
            </button>
          </div>
        )}
      </header>
      <div className="ac-site__main">
        {!loggedIn ? (
          <EmptyState
            icon="lock"
            title={t('agentCentre.signInTitle')}
            action={
              <button type="button" className="btn" onClick={() => openAuth('login', { site: 'agent' })}>
                {t('header.login')}
              </button>
            }
          >
            {t('agentCentre.signInText')}
          </EmptyState>
        ) : !isAgentCustomer(isAgent) ? (
          <EmptyState
            icon="ban"
            title={t('errors.error_not_agent')}
            action={
              <Link to="/" className="btn btn--ghost">
                {t('agentCentre.backToPortal')}
              </Link>
            }
          />
        ) : (
          <div className="ac-site__panel">
            <AgentCentreBody />
          </div>
        )}
      </div>
    </div>
  );
}
