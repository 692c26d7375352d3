import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldRule, RegisterRequest, RegisterValue } from '@portal/contract';
import { isModuleEnabled, mobileRegistrationAsksPassword, modIds } from '@portal/contract/constants';
import { checkForm, contactFields } from '@portal/contract/field-rules';
import { ApiError } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { links } from '@/config/paths';
import { openRegistrationWays, useAuthModal } from '@/features/auth';
import { useSystemInfo, useSystemStatus } from '@/features/system';
import { checkAffiliate, registerMember, type RegType } from '../api/register';
import { sendRegisterSms } from '../api/send-sms';
import { useCountries } from '../api/get-countries';
import { countryOrDefault, type CountryEntry } from '../lib/dialing-codes';
import { checkText, fieldErrorText, ruleOf, serverFieldErrors } from '../lib/form-rules';
import { startRegisterSession } from '../lib/session-actions';
import { getVisitCode } from '../lib/visit-code';
import { useSocialLinkInfo } from '../api/oauth';
import { AuthTabs } from './auth-tabs';
import { CaptchaField, useCaptcha } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { SmsCodeButton } from './sms-code-button';
import { withoutSpaces } from './mobile-code-fields';
import { FormSubmit } from './form-submit';
import { CheckField, TextField } from '@/components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';

/** Optional fields of spec section 5, shown only when the merchant enables them, in this order. */
const OPTIONAL_FIELDS = ['payeeName', 'email', 'qqNum', 'paymentPassword', ...contactFields] as const;
/** Never trimmed (spec section 5: inputs are trimmed, SMS codes are not; passwords never change). */
const UNTRIMMED = new Set(['password', 'confirmPassword', 'paymentPassword', 'verificationCode']);
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  payeeName: 'name',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
};

/** The invitation code field when the merchant's rules have none: shown after a link that did not check out. */
const FALLBACK_AFFILIATE_RULE: RegisterFieldRule = {
  name: 'affiliateCode',
  enabled: true,
  required: false,
  acceptedPattern: '^[A-Za-z0-9]+$',
  patternId: 'ALNUM_NO_CHINESE',
  minLength: 1,
  maxLength: 32,
  type: 'text',
};

type AffiliateState = { status: 'none' } | { status: 'checking' | 'valid' | 'invalid'; code: string };

/** The visit's invitation code: `?affiliateCode=` / `?r=` of this page, else of the visit's landing page. */
function useVisitAffiliate(): AffiliateState {
  const [params] = useSearchParams();
  const [code] = useState(
    () => (params.get('affiliateCode') ?? params.get('r') ?? '').trim().slice(0, 32) || getVisitCode(),
  );
  const [state, setState] = useState<AffiliateState>(() =>
    code ? { status: 'checking', code } : { status: 'none' },
  );
  useEffect(() => {
    if (!code) return;
    let live = true;
    // Spec section 4: a visit code that checks out hides the input; one that does not shows it.
    checkAffiliate(code).then(
      () => live && setState({ status: 'valid', code }),
      () => live && setState({ status: 'invalid', code }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return state;
}

export interface RegisterFormProps {
  /** On the /register page rather than in the popup. */
  isPage?: boolean;
  /** Closes the popup (the page has nothing to close). */
  onClose?: () => void;
}

/**
 * The registration form (spec sections 2, 4, 5): by user name or by mobile number; which fields show,
 * which are required and their patterns come from the merchant's field rules.
 */
export function RegisterForm({ isPage = false, onClose }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useSystemInfo();
  const country = useSystemStatus().data?.location.country;
  const { open: openModal } = useAuthModal();
  const rules = info.register;
  const flags = {
    sms: isModuleEnabled(info.whitelabel, modIds.smsVerification),
    // Decision 0024: also when no way in without a password is open (no SMS login, no reset by phone).
    mobilePassword: mobileRegistrationAsksPassword(info.whitelabel),
    smsLogin: isModuleEnabled(info.whitelabel, modIds.mobileCodeLogin),
    resetByPhone: isModuleEnabled(info.whitelabel, modIds.forgotPasswordByPhone),
  };
  // Only the ways that are open (REG3 off hides the user name form); RegisterScreen shows none when none is.
  const regTypes = openRegistrationWays(info.whitelabel).map((way): RegType =>
    way === 'mobile' ? 'registerMobile' : 'register',
  );

  const [regType, setRegType] = useState<RegType>(regTypes[0]!);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    referralCode: (params.get('referralCode') ?? '').trim().slice(0, 32),
  }));
  const countries = useCountries().data;
  // The visitor's country until one is chosen (the server's list may come in after the form).
  const [chosenDial, setDial] = useState<CountryEntry | null>(null);
  const dial = chosenDial ?? countryOrDefault(country, countries);
  const [agreeTerms, setAgreeTerms] = useState(true);
  const [confirmAge, setConfirmAge] = useState(false);
  const { errors, setErrors, formError, setFormError, submitting, setSubmitting, begin } = useAuthForm();
  const affiliate = useVisitAffiliate();
  // Back from a social sign-in with an identity not linked yet: this registration links it.
  const oauthLink = params.get('oauthLink');
  const social = useSocialLinkInfo(oauthLink);

  const mobileMode = regType === 'registerMobile';
  /** The rules of the fields on screen, in screen order. */
  const shown = useMemo(() => {
    const list: RegisterFieldRule[] = [];
    const add = (rule: RegisterFieldRule | undefined) => {
      if (rule?.enabled) list.push(rule);
    };
    const mobileRule = ruleOf(rules, 'mobileNum', mobileMode);
    if (!mobileMode) add(ruleOf(rules, 'username', true));
    if (mobileMode) add(mobileRule);
    if (!mobileMode || flags.mobilePassword) {
      add(ruleOf(rules, 'password', true));
      add(ruleOf(rules, 'confirmPassword', true));
    }
    if (!mobileMode) add(mobileRule);
    if (flags.sms && mobileRule?.enabled) add(ruleOf(rules, 'verificationCode', true));
    for (const name of OPTIONAL_FIELDS) {
      const rule = ruleOf(rules, name);
      // Spec section 5: the payment password is required whenever it is shown.
      add(rule && name === 'paymentPassword' ? { ...rule, required: true } : rule);
    }
    const affiliateRule = ruleOf(rules, 'affiliateCode');
    // A link whose code does not check out: the member is told, and may type a code (item 19).
    if (affiliate.status === 'invalid') add({ ...(affiliateRule ?? FALLBACK_AFFILIATE_RULE), enabled: true });
    else if (affiliate.status === 'none') add(affiliateRule);
    add(ruleOf(rules, 'captcha'));
    return list;
  }, [rules, mobileMode, flags.mobilePassword, flags.sms, affiliate.status]);
  const isShown = (name: string) => shown.some((r) => r.name === name);
  const captchaShown = isShown('captcha');
  const [captchaRound, setCaptchaRound] = useState(0);
  // Spec section 4: the captcha refreshes when the register type changes.
  const captcha = useCaptcha(captchaShown, `${regType}:${captchaRound}`);

  const value = (name: string) => values[name] ?? '';
  const setValue = (name: string) => (next: string) =>
    setValues((v) => ({ ...v, [name]: name === 'verificationCode' ? withoutSpaces(next) : next }));
  const clean = (name: string) => (UNTRIMMED.has(name) ? value(name) : value(name).trim());

  const switchType = (next: RegType) => {
    setRegType(next);
    setErrors({});
    setFormError(null);
  };

  const validate = (): Record<string, string | null> => {
    const input = Object.fromEntries(shown.map((r) => [r.name, clean(r.name)]));
    const found: Record<string, string | null> = Object.fromEntries(
      Object.entries(checkForm(shown, input)).map(([name, error]) => [name, fieldErrorText(error)]),
    );
    if (!agreeTerms) found.agreeTerms = t('auth.termsRequired');
    if (!confirmAge) found.confirmAge = t('auth.ageRequired');
    return found;
  };

  const finish = (result: RegisterValue) => {
    startRegisterSession(result);
    onClose?.();
    navigate('/');
    // Spec section 4: mobile registration tells the generated account name, here in the one success
    // modal together with the ways in that work for this merchant (decision 0024).
    openModal('registerSuccess', mobileMode ? { notice: mobileWaysIn(result) } : {});
  };

  /** Every way in named here works: password login by account name, SMS login, set password by phone. */
  const mobileWaysIn = (result: RegisterValue): string => {
    const account = result.account ?? result.userName;
    const mobile = `${dial.countryDialingCode} ${result.userName}`;
    const ways = [
      flags.mobilePassword ? t('auth.wayPassword', { account }) : null,
      flags.smsLogin ? t('auth.waySmsLogin', { mobile }) : null,
      !flags.mobilePassword && flags.resetByPhone ? t('auth.wayResetByPhone', { mobile }) : null,
    ].filter(Boolean);
    return [t('auth.signInWays'), ...ways.map((way) => `• ${way}`)].join('\n');
  };

  const onSubmit = async (event: FormEvent) => {
    // The confirmations are checked by validate(); the server's schema takes them only as true.
    if (!begin(event, validate) || !agreeTerms || !confirmAge) return;
    try {
      // Spec section 4: with no affiliate field on screen the visit's code goes; a code is checked first.
      const affiliateCode = isShown('affiliateCode')
        ? clean('affiliateCode')
        : affiliate.status === 'valid'
          ? affiliate.code
          : '';
      if (affiliateCode) {
        try {
          await checkAffiliate(affiliateCode);
        } catch (err) {
          setSubmitting(false);
          if (err instanceof ApiError && err.errorCode === 'affiliate.code.invalid') {
            if (isShown('affiliateCode')) setErrors({ affiliateCode: t('validation.invitationCodeWrong') });
            await dialogs.alert(t('validation.invitationCodeWrong'), { tone: 'warning' });
          } else setFormError(errorText(err));
          return;
        }
      }

      const fields = Object.fromEntries(
        shown.filter((r) => r.name !== 'affiliateCode').map((r) => [r.name, clean(r.name)]),
      );
      const body: RegisterRequest = {
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')),
        ...(mobileMode ? { username: clean('mobileNum') } : {}),
        ...(isShown('mobileNum') ? { countryDialingCode: dial.countryDialingCode } : {}),
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(clean('referralCode') ? { referralCode: clean('referralCode') } : {}),
        ...(oauthLink && social.data ? { oauthLink } : {}),
        agreeTerms,
        confirmAge,
        login: true,
        registerMethod: 'WEB',
        registerUrl: window.location.href,
        domain: window.location.host,
      };
      const result = await registerMember(regType, body);
      finish(result);
    } catch (err) {
      setSubmitting(false);
      if (captchaShown) {
        setCaptchaRound((n) => n + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
      if (err instanceof ApiError) {
        const byField: Record<string, string> = {
          'captcha.invalid': 'captcha',
          'account.exists': mobileMode ? 'mobileNum' : 'username',
          'sms.code.invalid': 'verificationCode',
        };
        const field = byField[err.errorCode];
        if (field && isShown(field)) {
          setErrors({ [field]: errorText(err) });
          return;
        }
        if (err.errorCode === 'affiliate.code.invalid') {
          await dialogs.alert(t('validation.invitationCodeWrong'), { tone: 'warning' });
          return;
        }
        if (err.errorCode === 'request_param_err') {
          const found = serverFieldErrors(rules, err.value, {
            agreeTerms: t('auth.termsRequired'),
            confirmAge: t('auth.ageRequired'),
          });
          // The two confirmations answer with their own messages, not "field cannot be empty".
          if (found.agreeTerms) found.agreeTerms = t('auth.termsRequired');
          if (found.confirmAge) found.confirmAge = t('auth.ageRequired');
          const onPage = (name: string) => isShown(name) || name === 'agreeTerms' || name === 'confirmAge';
          const onScreen = Object.fromEntries(Object.entries(found).filter(([name]) => onPage(name)));
          if (Object.keys(onScreen).length) {
            setErrors(onScreen);
            const elsewhere = Object.entries(found).filter(([name]) => !onPage(name));
            if (elsewhere.length) setFormError(elsewhere.map(([, text]) => text).join('\n'));
            return;
          }
        }
      }
      setFormError(errorText(err));
    }
  };

  const sendSms = async () => {
    const problem = checkText(ruleOf(rules, 'mobileNum', true), clean('mobileNum'));
    setErrors((e) => ({ ...e, mobileNum: problem }));
    if (problem) return null;
    return sendRegisterSms({ countryDialingCode: dial.countryDialingCode, mobileNo: clean('mobileNum') });
  };

  const renderField = (rule: RegisterFieldRule, index: number) => {
    const name = rule.name;
    const common = {
      name,
      label: t(`fields.${name}` as 'fields.username'),
      value: value(name),
      onValueChange: setValue(name),
      error: errors[name],
      markRequired: rule.required,
      autoComplete: AUTOCOMPLETE[name] ?? 'off',
      maxLength: Math.max(rule.maxLength, 1) + (UNTRIMMED.has(name) ? 0 : 8),
      autoFocus: index === 0,
    };
    if (name === 'captcha')
      return (
        <CaptchaField
          key={name}
          value={common.value}
          onValueChange={common.onValueChange}
          error={common.error}
          image={captcha.image}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
          markRequired={rule.required}
        />
      );
    if (name === 'mobileNum')
      return (
        <TextField
          key={name}
          {...common}
          type="tel"
          inputMode="numeric"
          placeholder={t('auth.mobileHint')}
          prefix={<DialingCodeSelect value={dial} onChange={setDial} />}
        />
      );
    if (name === 'verificationCode')
      return (
        <TextField
          key={name}
          {...common}
          inputMode="numeric"
          placeholder={t('auth.smsCodeHint')}
          maxLength={16}
          suffix={
            <SmsCodeButton
              target={`register:${dial.countryDialingCode}:${clean('mobileNum')}`}
              send={sendSms}
            />
          }
        />
      );
    const type =
      rule.type === 'password' || /password/i.test(name)
        ? 'password'
        : rule.type === 'email'
          ? 'email'
          : 'text';
    return (
      <TextField
        key={name}
        {...common}
        type={type}
        autoCapitalize={type === 'text' ? 'off' : undefined}
        spellCheck={false}
        inputMode={rule.patternId === 'DIGITS' ? 'numeric' : undefined}
      />
    );
  };

  return (
    <div className={`register${isPage ? ' register--page' : ''}`}>
      <AuthTabs
        label={t('auth.registerTabs')}
        value={regType}
        onChange={switchType}
        tabs={regTypes.map((key) => ({
          key,
          label: t(key === 'register' ? 'auth.registerByUsername' : 'auth.byMobile'),
        }))}
      />
      {affiliate.status === 'invalid' && (
        <p className="auth-note auth-note--warning" role="alert">
          {t('auth.inviteLinkInvalid', { code: affiliate.code })}
        </p>
      )}
      {social.data && (
        <p className="auth-note" role="note">
          {t('auth.socialLink', {
            provider: t(`auth.${social.data.provider === 'facebook' ? 'facebook' : 'google'}`),
          })}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {shown.map(renderField)}
        <TextField
          name="referralCode"
          label={t('fields.referralCode')}
          value={value('referralCode')}
          onValueChange={setValue('referralCode')}
          markOptional
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
        />
        <div className="auth-form__checks">
          <CheckField
            checked={agreeTerms}
            onChange={setAgreeTerms}
            error={errors.agreeTerms}
            name="agreeTerms"
          >
            {t('auth.agreePrefix')}{' '}
            <Link to={`${links.help()}?category=terms`} className="text-link" onClick={() => onClose?.()}>
              {t('auth.userAgreement')}
            </Link>
          </CheckField>
          <CheckField
            checked={confirmAge}
            onChange={setConfirmAge}
            error={errors.confirmAge}
            name="confirmAge"
          >
            {t('auth.confirmAge')}
          </CheckField>
        </div>
        <FormSubmit error={formError} submitting={submitting}>
          {t('auth.register')}
        </FormSubmit>
      </form>
    </div>
  );
}
