import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import type { AuthModalComponentProps } from '@/features/auth';
import { RegisterScreen } from './register-screen';
import './auth.css';

/** The register popup (spec section 2); the same screen as the /register page. */
export default function RegisterModal({ onClose, onSwitch }: AuthModalComponentProps) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('auth.register')} width="min(480px, 100%)" className="auth-modal">
      <RegisterScreen onClose={onClose} onLogin={() => onSwitch('login')} />
    </Modal>
  );
}
