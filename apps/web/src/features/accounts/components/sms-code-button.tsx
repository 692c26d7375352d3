import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSendValue } from '@portal/contract';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { useSecondsLeft } from '@/hooks/use-seconds-left';

/** Clicks closer together than this are ignored (spec section 9: send throttle 1000 ms). */
const THROTTLE_MS = 1000;

/**
 * When the countdown ends: the server's `expirationTime` when it is plausible for this clock
 * (DECISIONS.md 6), else `expiredMinutes` x 60 s from now (spec section 4).
 */
export function countdownEnd(value: SmsSendValue, now: number): number {
  const byMinutes = now + Math.max(0, value.expiredMinutes) * 60_000;
  const byTime = value.expirationTime;
  if (typeof byTime === 'number' && byTime > now && byTime <= byMinutes + 60_000) return byTime;
  return byMinutes;
}

/**
 * The send-code button: `send` validates the number and calls the server (null when the number is
 * not valid). After a send it is disabled with 'code sent (Ns)' until the countdown ends; a failure
 * shows the server's message in a warning dialog (spec section 8).
 */
export function SmsCodeButton({ send }: { send: () => Promise<SmsSendValue | null> }) {
  const { t } = useTranslation();
  const [until, setUntil] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const lastClick = useRef(0);
  const seconds = useSecondsLeft(until);

  const onClick = async () => {
    const clicked = Date.now();
    if (seconds > 0 || busy || clicked - lastClick.current < THROTTLE_MS) return;
    const previous = lastClick.current;
    lastClick.current = clicked;
    setBusy(true);
    try {
      const value = await send();
      // A number that did not pass the check sent nothing, so it does not count for the throttle.
      if (!value) lastClick.current = previous;
      if (value) setUntil(countdownEnd(value, Date.now()));
    } catch (err) {
      void dialogs.alert(errorText(err), { tone: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="sms-button"
      disabled={seconds > 0 || busy}
      aria-live="polite"
      onClick={() => void onClick()}
    >
      {seconds > 0 ? t('auth.codeSent', { seconds }) : t('auth.sendCode')}
    </button>
  );
}
