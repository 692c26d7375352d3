import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useSessionStore } from '@/lib/session';
import type { AuthModalComponentProps } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { changePassword } from '../api/passwords';
import { endSession } from '../lib/end-session';
import { clearHeldPassword, peekHeldPassword } from '../lib/forced-change';
import { newPasswordErrors, requiredText } from '../lib/form-rules';
import { FormMessage, TextField } from '@/components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { FormSubmit } from './form-submit';
import { NewPasswordFields } from './new-password-fields';
import './auth.css';

/**
 * changePassModal (spec section 2): account name, old password (hidden right after a login that must
 * change its password: DECISIONS.md 4), new password and its confirmation. Success ends every session,
 * so the login modal opens (spec section 4). Forced (the login's answer, or member info after a reload:
 * decision 0026), it cannot be dismissed; after a reload the typed password is gone, so it asks for it.
 */
export default function ChangePasswordModal({ options, onClose, onSwitch }: AuthModalComponentProps) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const queryClient = useQueryClient();
  const account = useSessionStore((s) => s.account ?? s.username ?? '');
  const [held] = useState(peekHeldPassword);
  const forced = held !== null || options.forced === true;
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, submitting, formError, begin, fail } = useAuthForm();

  // The password typed at login lives only as long as this modal.
  useEffect(() => clearHeldPassword, []);

  const labels = {
    oldPassword: t('auth.oldPassword'),
    newPassword: t('auth.newPassword'),
    confirmNewPassword: t('auth.confirmNewPassword'),
  };

  const onSubmit = async (event: FormEvent) => {
    const valid = begin(event, () => ({
      oldPassword: held !== null || oldPassword ? null : requiredText(labels.oldPassword),
      ...newPasswordErrors(info.register, newPassword, confirm, labels),
    }));
    if (!valid) return;
    try {
      await changePassword({
        oldPassword: held ?? oldPassword,
        newPassword,
        confirmNewPassword: confirm,
      });
      clearHeldPassword();
      // The server ended every session of the account.
      await endSession(queryClient, { callServer: false });
      onSwitch('login', { notice: t('auth.passwordChanged') });
    } catch (err) {
      // A held login password was not the member's typing here: a wrong one is not shown on a field.
      fail(err, info.register, labels, held !== null ? {} : { 'password.old.incorrect': 'oldPassword' });
    }
  };

  // A forced change cannot be dismissed (no close button, backdrop or Escape): the member changes the
  // password or signs out.
  const signOut = () => {
    clearHeldPassword();
    void endSession(queryClient, { callServer: true });
    onClose();
  };

  return (
    <Modal
      open
      onClose={forced ? () => undefined : onClose}
      showClose={!forced}
      closeOnOverlayClick={!forced}
      closeOnEscape={!forced}
      title={t('auth.changePassTitle')}
      width="min(440px, 100%)"
      className="auth-modal"
    >
      {forced && <FormMessage tone="info">{t('auth.changePassExpired')}</FormMessage>}
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="field">
          <span className="field__label">{t('auth.account')}</span>
          <p className="field__static">{account}</p>
        </div>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" value={account} autoComplete="username" readOnly hidden />
        {held === null && (
          <TextField
            label={labels.oldPassword}
            name="oldPassword"
            type="password"
            value={oldPassword}
            onValueChange={setOldPassword}
            error={errors.oldPassword}
            markRequired
            autoComplete="current-password"
            maxLength={256}
            autoFocus
          />
        )}
        <NewPasswordFields
          labels={labels}
          newPassword={newPassword}
          confirm={confirm}
          onNewPassword={setNewPassword}
          onConfirm={setConfirm}
          errors={errors}
          autoFocus={held !== null}
        />
        <FormSubmit error={formError} submitting={submitting}>
          {t('auth.submit')}
        </FormSubmit>
      </form>
      {forced && (
        <div className="auth-forced-exit">
          <p>{t('auth.forcedChange.note')}</p>
          <button type="button" className="btn btn--outline" onClick={signOut}>
            {t('auth.forcedChange.signOut')}
          </button>
        </div>
      )}
    </Modal>
  );
}
