import { lazy } from 'react';
import i18next from 'i18next';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { registerAuthModal, registerFreePlay } from '@/features/auth';
import { loginFreePlay } from '../api/login';
import { startLoginSession } from './session-actions';

/**
 * Fills the account slots of the shell: every modal is its own lazy chunk (the home page budget),
 * and free play starts a trial session (spec section 4: obtain session, member info follows).
 */
export function registerAccountModals(): void {
  registerAuthModal(
    'login',
    lazy(() => import('../components/login-modal')),
  );
  registerAuthModal(
    'register',
    lazy(() => import('../components/register-modal')),
  );
  registerAuthModal(
    'changePass',
    lazy(() => import('../components/change-password-modal')),
  );
  registerAuthModal(
    'forgetPass',
    lazy(() => import('../components/forgot-password-modal')),
  );
  registerAuthModal(
    'registerSuccess',
    lazy(() => import('../components/register-success-modal')),
  );
  registerFreePlay(async () => {
    try {
      startLoginSession(await loginFreePlay());
    } catch (err) {
      await dialogs.alert(errorText(err), { tone: 'warning', title: i18next.t('header.freeDemo') });
    }
  });
}
