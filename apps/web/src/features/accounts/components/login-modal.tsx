import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginValue, LoginVerificationValue } from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { Modal } from '@/components/modal';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useSystemInfo, useSystemStatus } from '@/features/system';
import { openRegistrationWays, type AuthModalComponentProps } from '@/features/auth';
import { login, verifyLogin, type LoginBody } from '../api/login';
import { useCountries } from '../api/get-countries';
import { countryOrDefault, type CountryEntry } from '../lib/dialing-codes';
import { holdPasswordForChange } from '../lib/forced-change';
import { checkText, loginPasswordError, requiredText, ruleOf } from '../lib/form-rules';
import { paramFieldErrors } from '../lib/param-field-errors';
import { forgetRememberToken, readRememberedLogin, saveRememberedLogin } from '../lib/remember-login';
import { onFirstLogin, startLoginSession } from '../lib/session-actions';
import { AuthTabs } from './auth-tabs';
import { CaptchaField, useCaptcha } from './captcha-field';
import { MobileCodeFields } from './mobile-code-fields';
import { SocialLogin } from './social-login';
import { CheckField, FormMessage, TextField } from '@/components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { useHumanCheck } from '../hooks/use-geetest';
import { FormSubmit } from './form-submit';
import './auth.css';

type LoginType = 'username' | 'sms';

/** What the password field shows while a remember token stands in for the password (DECISIONS.md 3). */
const REMEMBERED_MASK = '\u2022'.repeat(8);

function isVerification(value: unknown): value is LoginVerificationValue {
  return Boolean(value && typeof value === 'object' && 'verificationToken' in value && 'target' in value);
}

function hasCaptchaFlag(value: unknown): boolean {
  return Boolean(value && typeof value === 'object' && 'captcha' in value && value.captcha);
}

/** The login popup (spec section 2): by account and password, or by mobile number and SMS code. */
export default function LoginModal({ onClose, onSwitch, options }: AuthModalComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSystemInfo();
  const country = useSystemStatus().data?.location.country;
  const smsLogin = isModuleEnabled(info.whitelabel, modIds.mobileCodeLogin);
  const canRegister = openRegistrationWays(info.whitelabel).length > 0;
  const [remembered] = useState(readRememberedLogin);

  const [type, setType] = useState<LoginType>('username');
  const [username, setUsername] = useState(remembered.userName);
  // DECISIONS.md 3: no password is ever stored. A remembered login shows a filled field that logs in
  // with the server's remember token as long as it is left unchanged.
  const [usingToken, setUsingToken] = useState(remembered.token !== null);
  const [password, setPassword] = useState(remembered.token ? REMEMBERED_MASK : '');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(remembered.remember);
  const countries = useCountries().data;
  // The remembered number's country, else the visitor's, until one is chosen (the list may come later).
  const [chosenDial, setDial] = useState<CountryEntry | null>(null);
  const dial =
    chosenDial ??
    countries?.find((c) => c.countryDialingCode === remembered.sms?.countryDialingCode) ??
    countryOrDefault(country, countries);
  const [mobile, setMobile] = useState(remembered.sms?.mobileNum ?? '');
  const [smsCode, setSmsCode] = useState('');
  const { errors, setErrors, formError, setFormError, submitting, setSubmitting, begin } = useAuthForm();
  // The captcha stays hidden until a failed login answers that one is needed (spec section 4).
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  // The image captcha, or the Geetest v4 widget when the server is configured for it.
  const human = useHumanCheck(captchaNeeded && type === 'username');
  const imageCaptcha = captchaNeeded && human.kind === 'image';
  const captchaState = useCaptcha(imageCaptcha && type === 'username', captchaRound);
  // A login from a new IP (spec section 8): the code step replaces the form until it is done.
  const [challenge, setChallenge] = useState<LoginVerificationValue | null>(null);
  const [challengeCode, setChallengeCode] = useState('');

  const mobileRule = ruleOf(info.register, 'mobileNum', true);
  const checkMobile = (): string | null => checkText(mobileRule, mobile.trim(), t('fields.mobileNum'));

  const validate = (): Record<string, string | null> => {
    if (type === 'sms')
      return {
        mobileNum: checkMobile(),
        smsCode: smsCode ? null : requiredText(t('fields.verificationCode')),
      };
    return {
      username: username.trim() ? null : requiredText(t('fields.username')),
      password: usingToken
        ? null
        : password
          ? loginPasswordError(info.register, password)
          : requiredText(t('fields.password')),
      captcha: !imageCaptcha || captcha.trim() ? null : requiredText(t('fields.captcha')),
    };
  };

  /** The Geetest challenge before a login that needs it; undefined when the login must not go on. */
  const geetestResult = async (): Promise<LoginBody['geetest'] | null | undefined> => {
    if (!captchaNeeded || type !== 'username' || human.kind === 'image') return null;
    try {
      const result = human.kind === 'geetest' ? await human.verify() : null;
      if (result) return result;
      setErrors({ captcha: t('auth.geetest.required') });
    } catch {
      setErrors({ captcha: t('auth.geetest.unavailable') });
    }
    setSubmitting(false);
    return undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    if (!begin(event, validate)) return;
    const geetest = await geetestResult();
    if (geetest === undefined) return;

    // Spec section 5: inputs are trimmed, the SMS code and the password are not.
    const body: LoginBody =
      type === 'sms'
        ? {
            type: 'sms',
            username: mobile.trim(),
            password: '',
            mobileNum: mobile.trim(),
            countryDialingCode: dial.countryDialingCode,
            smsCode,
            ...(options.site ? { site: options.site } : {}),
          }
        : {
            type: 'username',
            username: username.trim(),
            password: usingToken ? '' : password,
            remember,
            ...(usingToken && remembered.token ? { rememberToken: remembered.token } : {}),
            ...(imageCaptcha ? { captcha: captcha.trim() } : {}),
            ...(geetest ? { geetest } : {}),
            ...(options.site ? { site: options.site } : {}),
          };
    try {
      finish(await login(body));
    } catch (err) {
      setSubmitting(false);
      if (
        err instanceof ApiError &&
        err.errorCode === 'login.verification.required' &&
        isVerification(err.value)
      ) {
        setChallenge(err.value);
        setChallengeCode('');
        setErrors({});
        return;
      }
      onLoginError(err);
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !challenge) return;
    if (!challengeCode.trim()) {
      setErrors({ challengeCode: requiredText(t('auth.newIpCode')) });
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      finish(
        await verifyLogin({
          verificationToken: challenge.verificationToken,
          verificationCode: challengeCode.trim(),
        }),
      );
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && err.errorCode === 'login.verification.invalid') {
        setErrors({ challengeCode: errorText(err) });
        return;
      }
      setFormError(errorText(err));
    }
  };

  function finish(value: LoginValue) {
    saveRememberedLogin(remember, {
      userName: type === 'username' ? username.trim() : undefined,
      token: value.rememberToken,
      sms:
        type === 'sms'
          ? { countryDialingCode: dial.countryDialingCode, mobileNum: mobile.trim() }
          : undefined,
    });
    startLoginSession(value);
    if (value.firstTimeLogin) onFirstLogin(value);
    // A login goes home (spec section 4), except on the stand-alone agent site, which is the agent's home.
    if (options.site !== 'agent') navigate('/');
    // Spec section 4: an expired or default password, logged in by user name, must be changed now.
    if (value.passwordExpired && type === 'username' && !usingToken) {
      holdPasswordForChange(password);
      onSwitch('changePass', { forced: true });
    } else onClose();
  }

  function onLoginError(err: unknown) {
    if (err instanceof ApiError) {
      if (usingToken && err.errorCode === 'account.password.incorrect') {
        // The remember token was revoked or expired: the password is needed again.
        forgetRememberToken();
        setUsingToken(false);
        setPassword('');
      }
      if (hasCaptchaFlag(err.value) || captchaNeeded) {
        // A captcha is single use: every failed attempt needs a new picture.
        setCaptchaNeeded(true);
        setCaptchaRound((n) => n + 1);
        setCaptcha('');
      }
      if (err.errorCode === 'sms.code.invalid' && type === 'sms') {
        setErrors({ smsCode: errorText(err) });
        return;
      }
      if (err.errorCode === 'captcha.invalid') {
        // A captcha asked for the first time was not wrong, only missing.
        setErrors({ captcha: captchaNeeded ? errorText(err) : t('validation.verificationCodeRequired') });
        return;
      }
      const fields = paramFieldErrors(err, info.register, {
        username: t('fields.username'),
        password: t('fields.password'),
      });
      if (fields) {
        setErrors(fields);
        return;
      }
    }
    setFormError(errorText(err));
  }

  const switchType = (next: LoginType) => {
    setType(next);
    setErrors({});
    setFormError(null);
  };

  return (
    <Modal open onClose={onClose} title={t('auth.login')} width="min(440px, 100%)" className="auth-modal">
      <p className="auth-lead">{t('auth.loginTitle')}</p>
      {options.notice && <FormMessage tone="info">{options.notice}</FormMessage>}
      <AuthTabs
        label={t('auth.loginTabs')}
        value={type}
        onChange={switchType}
        tabs={[
          { key: 'username', label: t('auth.byUsername') },
          ...(smsLogin ? [{ key: 'sms' as const, label: t('auth.bySms') }] : []),
        ]}
      />
      {challenge ? (
        <form className="auth-form" noValidate onSubmit={(e) => void onVerify(e)}>
          <h3 className="auth-step-title">{t('auth.newIpTitle')}</h3>
          <FormMessage tone="info">
            {t(challenge.method === 'S' ? 'auth.newIpSms' : 'auth.newIpEmail', { target: challenge.target })}
          </FormMessage>
          <TextField
            label={t('auth.newIpCode')}
            name="verificationCode"
            inputMode="numeric"
            value={challengeCode}
            onValueChange={setChallengeCode}
            error={errors.challengeCode}
            placeholder={t('auth.smsCodeHint')}
            autoComplete="one-time-code"
            maxLength={8}
            autoFocus
          />
          <FormSubmit error={formError} submitting={submitting}>
            {t('auth.newIpSubmit')}
          </FormSubmit>
        </form>
      ) : (
        <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {type === 'username' ? (
            <>
              <TextField
                label={t('fields.username')}
                name="username"
                value={username}
                onValueChange={(next) => {
                  setUsername(next);
                  // The remember token belongs to the remembered user name only.
                  if (usingToken && next.trim() !== remembered.userName) {
                    setUsingToken(false);
                    setPassword('');
                  }
                }}
                error={errors.username}
                placeholder={t('auth.usernameHint')}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={64}
                autoFocus
              />
              <TextField
                label={t('fields.password')}
                name="password"
                type="password"
                value={password}
                onValueChange={(next) => {
                  if (!usingToken) return setPassword(next);
                  // Typing over the remembered placeholder replaces it.
                  setUsingToken(false);
                  setPassword(
                    next.startsWith(REMEMBERED_MASK)
                      ? next.slice(REMEMBERED_MASK.length)
                      : next.includes('\u2022')
                        ? ''
                        : next,
                  );
                }}
                error={errors.password}
                placeholder={t('auth.passwordHint')}
                autoComplete="current-password"
                maxLength={256}
              />
              {captchaNeeded && !imageCaptcha && (
                // Geetest v4: its challenge opens when the member logs in (bind form, no button of its own).
                <div className="auth-geetest" data-testid="geetest">
                  <FormMessage tone="info">{t('auth.geetest.notice')}</FormMessage>
                  <FormMessage>
                    {human.failed
                      ? t('auth.geetest.unavailable')
                      : errors.captcha && t('auth.geetest.required')}
                  </FormMessage>
                </div>
              )}
              {imageCaptcha && (
                <CaptchaField
                  value={captcha}
                  onValueChange={setCaptcha}
                  error={errors.captcha}
                  image={captchaState.image}
                  failed={captchaState.failed}
                  onRefresh={captchaState.refresh}
                  markRequired={false}
                />
              )}
            </>
          ) : (
            <>
              <MobileCodeFields
                purpose="login"
                codeName="smsCode"
                hints
                dial={dial}
                onDial={setDial}
                mobile={mobile}
                onMobile={setMobile}
                code={smsCode}
                onCode={setSmsCode}
                mobileError={errors.mobileNum}
                codeError={errors.smsCode}
                checkMobile={checkMobile}
                onMobileChecked={(problem) => setErrors((e) => ({ ...e, mobileNum: problem }))}
              />
            </>
          )}
          <div className="auth-form__row">
            <CheckField checked={remember} onChange={setRemember} name="remember">
              {t('auth.remember')}
            </CheckField>
            <button type="button" className="link-button" onClick={() => onSwitch('forgetPass')}>
              {t('auth.forgot')}
            </button>
          </div>
          <FormSubmit error={formError} submitting={submitting}>
            {t('auth.login')}
          </FormSubmit>
        </form>
      )}
      <SocialLogin />
      {canRegister && (
        <p className="auth-switch">
          {t('auth.noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => onSwitch('register')}>
            {t('auth.registerNow')}
          </button>
        </p>
      )}
    </Modal>
  );
}
