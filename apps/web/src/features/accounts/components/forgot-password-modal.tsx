import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { Modal } from '@/components/modal';
import { dialogs } from '@/lib/dialogs';
import type { AuthModalComponentProps } from '@/features/auth';
import { useSystemInfo, useSystemStatus } from '@/features/system';
import { useCustomerService } from '@/features/live-chat';
import { forgotPasswordByEmail, resetPasswordByLink, setPasswordByPhone } from '../api/passwords';
import { useCountries } from '../api/get-countries';
import { countryOrDefault, type CountryEntry } from '../lib/dialing-codes';
import { checkText, newPasswordErrors, requiredText, ruleOf } from '../lib/form-rules';
import { startLoginSession } from '../lib/session-actions';
import { AuthTabs } from './auth-tabs';
import { MobileCodeFields } from './mobile-code-fields';
import { TextField } from '@/components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { FormSubmit } from './form-submit';
import { NewPasswordFields } from './new-password-fields';
import './auth.css';

type ForgotType = 'email' | 'mobileNum' | 'link';

/**
 * forgetPassModal (spec section 2): by email (a reset link; the same answer whether or not the
 * account and address match, DECISIONS.md 5) or by mobile number and SMS code (CHNGPASSVERIF3),
 * which logs in with the new password. Customer service for anything else.
 */
export default function ForgotPasswordModal({ onClose, onSwitch, options }: AuthModalComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSystemInfo();
  const country = useSystemStatus().data?.location.country;
  const cs = useCustomerService('LOGIN');
  const byPhone = isModuleEnabled(info.whitelabel, modIds.forgotPasswordByPhone);
  // Opened from an emailed link: only the new password is asked for.
  const resetToken = options.resetToken ?? null;
  const [type, setType] = useState<ForgotType>(resetToken ? 'link' : 'email');
  const [values, setValues] = useState<Record<string, string>>({});
  const countries = useCountries().data;
  // The visitor's country until one is chosen (the server's list may come in after the form).
  const [chosenDial, setDial] = useState<CountryEntry | null>(null);
  const dial = chosenDial ?? countryOrDefault(country, countries);
  const { errors, setErrors, formError, setFormError, submitting, begin, fail } = useAuthForm();

  const value = (name: string) => values[name] ?? '';
  const setValue = (name: string) => (next: string) => setValues((v) => ({ ...v, [name]: next }));
  const labels = {
    username: t('fields.username'),
    email: t('fields.email'),
    mobileNum: t('fields.mobileNum'),
    verificationCode: t('fields.verificationCode'),
    newPassword: t('auth.newPassword'),
    confirmNewPassword: t('auth.confirmNewPassword'),
  };
  const checkMobile = () =>
    checkText(ruleOf(info.register, 'mobileNum', true), value('mobileNum').trim(), labels.mobileNum);

  const validate = (): Record<string, string | null> => {
    if (type === 'email')
      return {
        // Older accounts may predate today's user-name rule (demo_member), but none holds a space.
        username: !value('username').trim()
          ? requiredText(labels.username)
          : /\s/.test(value('username').trim())
            ? t('validation.usernameNoSpaces')
            : null,
        email: checkText(ruleOf(info.register, 'email', true), value('email').trim(), labels.email),
      };
    return {
      ...(type === 'mobileNum'
        ? {
            mobileNum: checkMobile(),
            verificationCode: value('verificationCode') ? null : requiredText(labels.verificationCode),
          }
        : {}),
      ...newPasswordErrors(info.register, value('newPassword'), value('confirmNewPassword'), labels),
    };
  };

  const onSubmit = async (event: FormEvent) => {
    if (!begin(event, validate)) return;
    try {
      if (type === 'email') {
        await forgotPasswordByEmail({ username: value('username').trim(), email: value('email').trim() });
        onClose();
        await dialogs.alert(t('auth.emailSent'), { tone: 'success', title: t('auth.forgotTitle') });
        return;
      }
      const login =
        type === 'link' && resetToken
          ? await resetPasswordByLink({ token: resetToken, newPassword: value('newPassword') })
          : await setPasswordByPhone({
              newPassword: value('newPassword'),
              mobileNum: value('mobileNum').trim(),
              countryDialingCode: dial.countryDialingCode,
              verificationCode: value('verificationCode'),
            });
      // Spec section 4: a reset by phone (or by the emailed link) logs in with the new password and goes home.
      startLoginSession(login);
      onClose();
      navigate('/');
    } catch (err) {
      fail(
        err,
        info.register,
        labels,
        type === 'mobileNum' ? { 'sms.code.invalid': 'verificationCode' } : {},
      );
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(type === 'link' ? 'auth.resetTitle' : 'auth.forgotTitle')}
      width="min(440px, 100%)"
      className="auth-modal"
    >
      {type !== 'link' && (
        <AuthTabs
          label={t('auth.forgotTabs')}
          value={type}
          onChange={(next) => {
            setType(next);
            setErrors({});
            setFormError(null);
          }}
          tabs={[
            { key: 'email', label: t('auth.byEmail') },
            ...(byPhone ? [{ key: 'mobileNum' as const, label: t('auth.byMobile') }] : []),
          ]}
        />
      )}
      <p className="auth-hint">
        {t(
          type === 'email'
            ? 'auth.forgotEmailLead'
            : type === 'link'
              ? 'auth.resetLead'
              : 'auth.forgotMobileLead',
        )}
      </p>
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {type === 'email' ? (
          <>
            <TextField
              label={labels.username}
              name="username"
              value={value('username')}
              onValueChange={setValue('username')}
              error={errors.username}
              markRequired
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={64}
              autoFocus
            />
            <TextField
              label={labels.email}
              name="email"
              type="email"
              value={value('email')}
              onValueChange={setValue('email')}
              error={errors.email}
              markRequired
              autoComplete="email"
              maxLength={128}
            />
          </>
        ) : (
          <>
            {type === 'mobileNum' && (
              <>
                <MobileCodeFields
                  purpose="reset"
                  codeName="verificationCode"
                  markRequired
                  dial={dial}
                  onDial={setDial}
                  mobile={value('mobileNum')}
                  onMobile={setValue('mobileNum')}
                  code={value('verificationCode')}
                  onCode={setValue('verificationCode')}
                  mobileError={errors.mobileNum}
                  codeError={errors.verificationCode}
                  checkMobile={checkMobile}
                  onMobileChecked={(problem) => setErrors((e) => ({ ...e, mobileNum: problem }))}
                />
              </>
            )}
            <NewPasswordFields
              labels={labels}
              newPassword={value('newPassword')}
              confirm={value('confirmNewPassword')}
              onNewPassword={setValue('newPassword')}
              onConfirm={setValue('confirmNewPassword')}
              errors={errors}
              autoFocus={type === 'link'}
            />
          </>
        )}
        <FormSubmit error={formError} submitting={submitting}>
          {t('auth.submit')}
        </FormSubmit>
      </form>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => onSwitch('login')}>
          {t('auth.loginNow')}
        </button>
      </p>
      {cs.available && (
        <p className="auth-switch">
          {t('auth.needHelp')}{' '}
          {cs.items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="link-button"
              onClick={() => {
                onClose();
                cs.open(item);
              }}
            >
              {i === 0 ? t('auth.contactService') : item.title}
            </button>
          ))}
        </p>
      )}
    </Modal>
  );
}
