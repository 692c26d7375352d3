import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { useSessionStore } from '@/lib/session';
import type { AuthModalComponentProps } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import './auth.css';

/**
 * The registration-success modal (spec section 2), shown on / after a registration: the one dialog of a
 * registration, with the account name (and, after a mobile registration, how to log in again).
 */
export default function RegisterSuccessModal({ onClose, options }: AuthModalComponentProps) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const account = useSessionStore((s) => s.account ?? s.username ?? '');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('auth.registerSuccess')}
      width="min(420px, 100%)"
      minHeight={0}
      className="auth-modal"
    >
      <div className="register-success">
        <span className="register-success__badge" aria-hidden="true">
          <Icon name="shield" size={34} />
        </span>
        <p className="register-success__text">
          {t('auth.registerWelcome', { brand: info.brand.name, account })}
        </p>
        {/* Mobile registration: the ways in that work for this merchant (decision 0024). */}
        {options.notice && <p className="register-success__ways">{options.notice}</p>}
        <button type="button" className="btn btn--primary btn--lg" data-autofocus="" onClick={onClose}>
          {t('auth.startPlaying')}
        </button>
      </div>
    </Modal>
  );
}
