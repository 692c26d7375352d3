import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '@/components/text-field';
import { useSystemInfo, useSystemStatus } from '@/features/system';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { useCountries } from '../api/get-countries';
import { bindMobile, sendBindSms, sendCurrentSms, type MemberProfile } from '../api/member-profile';
import { countryOrDefault, type CountryEntry } from '../lib/dialing-codes';
import { checkText, requiredText, ruleOf } from '../lib/form-rules';
import { MobileCodeFields, withoutSpaces } from './mobile-code-fields';
import { SmsCodeButton } from './sms-code-button';

type Field = 'mobileNum' | 'verificationCode' | 'currentCode';

/**
 * Binding a mobile number in the security centre (decision 0051): the new number and the code sent to it;
 * a member whose number is verified first gets a code on that number too. Field errors from the server
 * (`request_param_err` values) show under their inputs; others above the button.
 */
export function MobileBindingForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const country = useSystemStatus().data?.location.country;
  const countries = useCountries().data;
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [chosenDial, setDial] = useState<CountryEntry | null>(null);
  const dial = chosenDial ?? countryOrDefault(country, countries);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const changing = profile.mobileVerified && profile.mobileNum !== null;
  const mobileLabel = changing ? t('memberCentre.security.mobileNew') : t('fields.mobileNum');
  const checkMobile = () => checkText(ruleOf(info.register, 'mobileNum', true), mobile.trim(), mobileLabel);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string | null>> = {
      mobileNum: checkMobile(),
      verificationCode: code ? null : requiredText(t('fields.verificationCode')),
      currentCode:
        !changing || currentCode ? null : requiredText(t('memberCentre.security.mobileCurrentCode')),
    };
    setErrors(found);
    setFailure(null);
    setDone(false);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const next = await bindMobile({
        countryDialingCode: dial.countryDialingCode,
        mobileNum: mobile.trim(),
        verificationCode: code,
        ...(changing ? { currentCode } : {}),
      });
      queryClient.setQueryData(queryKeys.memberProfile(token), next);
      setMobile('');
      setCode('');
      setCurrentCode('');
      setDone(true);
    } catch (err) {
      const fields = err instanceof ApiError && err.errorCode === 'request_param_err' ? err.value : null;
      if (fields && typeof fields === 'object') {
        const labels: Record<Field, string> = {
          mobileNum: mobileLabel,
          verificationCode: t('fields.verificationCode'),
          currentCode: t('memberCentre.security.mobileCurrentCode'),
        };
        const texts: Partial<Record<Field, string>> = {};
        for (const [k, v] of Object.entries(fields as Record<string, string>))
          if (k in labels) texts[k as Field] = t(v as 'validation.required', { field: labels[k as Field] });
        if (!Object.keys(texts).length) setFailure(err);
        setErrors(texts);
      } else if (err instanceof ApiError && err.errorCode === 'sms.code.invalid')
        setErrors({ verificationCode: errorText(err) });
      else setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sec-form" onSubmit={(event) => void submit(event)} noValidate data-testid="mobile-form">
      <p className="mc-hint">{t('memberCentre.security.mobileIntro')}</p>
      {changing && (
        <>
          <p className="mc-hint">
            {t('memberCentre.security.mobileCurrent', {
              number: `${profile.countryDialingCode ?? ''} ${profile.mobileNum}`,
            })}
          </p>
          <TextField
            label={t('memberCentre.security.mobileCurrentCode')}
            name="currentCode"
            inputMode="numeric"
            value={currentCode}
            onValueChange={(next) => setCurrentCode(withoutSpaces(next))}
            error={errors.currentCode}
            autoComplete="one-time-code"
            maxLength={16}
            suffix={<SmsCodeButton target={`current:${profile.mobileNum}`} send={sendCurrentSms} />}
          />
        </>
      )}
      <MobileCodeFields
        purpose="bind"
        send={sendBindSms}
        mobileLabel={mobileLabel}
        codeName="verificationCode"
        dial={dial}
        onDial={setDial}
        mobile={mobile}
        onMobile={setMobile}
        code={code}
        onCode={setCode}
        mobileError={errors.mobileNum}
        codeError={errors.verificationCode}
        checkMobile={checkMobile}
        onMobileChecked={(problem) => setErrors((e) => ({ ...e, mobileNum: problem }))}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormMessage tone="info">{done ? t('memberCentre.security.mobileBound') : null}</FormMessage>
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="mobile-submit">
        {t('memberCentre.security.mobileSubmit')}
      </button>
    </form>
  );
}
