import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import type { SmsSendValue } from '@portal/contract';
import { sendNoLoginSms, type SmsTarget } from '../api/send-sms';
import type { CountryEntry } from '../lib/dialing-codes';
import { DialingCodeSelect } from './dialing-code-select';
import { SmsCodeButton } from './sms-code-button';
import './auth.css';

/** A pasted code keeps only its characters ("123 456" is the code 123456). */
export const withoutSpaces = (code: string) => code.replace(/\s+/g, '');

/**
 * A mobile number with its dialling code and the SMS code sent to it: for a member not logged in (SMS
 * login, reset by phone) or, with `send`, for binding a number (decision 0051). The number is checked
 * before a code is sent.
 */
export function MobileCodeFields({
  purpose,
  send,
  mobileLabel,
  codeName,
  dial,
  onDial,
  mobile,
  onMobile,
  code,
  onCode,
  mobileError,
  codeError,
  checkMobile,
  onMobileChecked,
  hints = false,
  markRequired = true,
}: {
  purpose: 'login' | 'reset' | 'bind';
  /** Sends the code (default: the not-logged-in send of `purpose`). */
  send?: (target: SmsTarget) => Promise<SmsSendValue>;
  /** The number's label (default: "Mobile number"). */
  mobileLabel?: string;
  /** The code input's name (the form's field it fills). */
  codeName: string;
  dial: CountryEntry;
  onDial: (next: CountryEntry) => void;
  mobile: string;
  onMobile: (next: string) => void;
  code: string;
  onCode: (next: string) => void;
  mobileError: string | null | undefined;
  codeError: string | null | undefined;
  checkMobile: () => string | null;
  /** The number's error (or null) once it was checked for a send. */
  onMobileChecked: (problem: string | null) => void;
  /** Placeholders with the expected input. */
  hints?: boolean;
  markRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={mobileLabel ?? t('fields.mobileNum')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        value={mobile}
        onValueChange={onMobile}
        error={mobileError}
        markRequired={markRequired}
        placeholder={hints ? t('auth.mobileHint') : undefined}
        autoComplete="tel-national"
        maxLength={20}
        autoFocus
        prefix={<DialingCodeSelect value={dial} onChange={onDial} />}
      />
      <TextField
        label={t('fields.verificationCode')}
        name={codeName}
        inputMode="numeric"
        value={code}
        onValueChange={(next) => onCode(withoutSpaces(next))}
        error={codeError}
        markRequired={markRequired}
        placeholder={hints ? t('auth.smsCodeHint') : undefined}
        autoComplete="one-time-code"
        maxLength={16}
        suffix={
          <SmsCodeButton
            target={`${purpose}:${dial.countryDialingCode}:${mobile.trim()}`}
            send={async () => {
              const problem = checkMobile();
              onMobileChecked(problem);
              if (problem) return null;
              const target = { countryDialingCode: dial.countryDialingCode, mobileNo: mobile.trim() };
              if (send) return send(target);
              if (purpose === 'bind') throw new Error('binding sends its code with `send`');
              return sendNoLoginSms(target, purpose);
            }}
          />
        }
      />
    </>
  );
}
