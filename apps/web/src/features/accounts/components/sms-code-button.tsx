import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSendValue } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { sessionStore } from '@/lib/storage';
import { useSecondsLeft } from '@/hooks/use-seconds-left';
import './auth.css';

/** Clicks closer together than this are ignored (spec section 9: send throttle 1000 ms). */
const THROTTLE_MS = 1000;
/** Countdowns by target, kept for the tab's session so a tab switch or a reload does not reset them. */
const STORE_KEY = 'smsCountdowns';

/**
 * When the countdown ends: the server's `expirationTime` when it is plausible for this clock
 * (DECISIONS.md 6), else `expiredMinutes` x 60 s from now (spec section 4); never before the server's
 * `retryAfter` (the wait before it accepts another send).
 */
export function countdownEnd(value: SmsSendValue, now: number): number {
  const byMinutes = now + Math.max(0, value.expiredMinutes) * 60_000;
  const byTime = value.expirationTime;
  const byCode =
    typeof byTime === 'number' && byTime > now && byTime <= byMinutes + 60_000 ? byTime : byMinutes;
  return Math.max(byCode, now + Math.max(0, value.retryAfter ?? 0) * 1000);
}

/** The seconds a `sms.send.wait` refusal names (its value, like its Retry-After header), else null. */
export function refusalWait(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.errorCode !== 'sms.send.wait') return null;
  const wait = (err.value as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}

/**
 * A running countdown: until when the button waits, and whether it waits because a code was sent or
 * because the server refused a send (then no code is on its way, and the button must not say "sent").
 */
export interface Countdown {
  until: number;
  refused: boolean;
}

function readCountdowns(now: number): Record<string, Countdown> {
  try {
    const parsed = JSON.parse(sessionStore.get(STORE_KEY) ?? '{}') as Record<string, unknown>;
    const entries: [string, Countdown][] = [];
    for (const [target, saved] of Object.entries(parsed)) {
      // A bare number is a countdown saved before refusals were told apart: a code was sent.
      const countdown =
        typeof saved === 'number'
          ? { until: saved, refused: false }
          : saved && typeof saved === 'object' && typeof (saved as Countdown).until === 'number'
            ? { until: (saved as Countdown).until, refused: (saved as Countdown).refused === true }
            : null;
      if (countdown && countdown.until > now) entries.push([target, countdown]);
    }
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

export function savedCountdown(target: string): Countdown | null {
  return readCountdowns(Date.now())[target] ?? null;
}

export function saveCountdown(target: string, countdown: Countdown) {
  sessionStore.set(STORE_KEY, JSON.stringify({ ...readCountdowns(Date.now()), [target]: countdown }));
}

/** The button's text key: send, "code sent (Ns)" after a send, "try again in Ns" after a refusal. */
export function buttonTextKey(
  countdown: Countdown | null,
  seconds: number,
): 'auth.sendCode' | 'auth.codeSent' | 'auth.sendAgainIn' {
  if (!countdown || seconds <= 0) return 'auth.sendCode';
  return countdown.refused ? 'auth.sendAgainIn' : 'auth.codeSent';
}

/**
 * The send-code button: `send` validates the number and calls the server (null when the number is
 * not valid). After a send it is disabled with 'code sent (Ns)' until the countdown ends (after a refusal
 * that names a wait, 'send again in Ns': no code is on its way); the countdown
 * belongs to `target` (purpose and number) and survives tab switches and reloads. A refusal that names
 * a wait starts the countdown from it; every failure shows the server's message (spec section 8).
 */
export function SmsCodeButton({
  send,
  target,
}: {
  send: () => Promise<SmsSendValue | null>;
  /** What the code is for and where it goes, e.g. `register:+886:912345678`. */
  target: string;
}) {
  const { t } = useTranslation();
  const [countdown, setCountdown] = useState<Countdown | null>(() => savedCountdown(target));
  const [busy, setBusy] = useState(false);
  const lastClick = useRef(0);
  const seconds = useSecondsLeft(countdown?.until ?? null);

  // Another number (or purpose) has its own countdown, if any.
  useEffect(() => setCountdown(savedCountdown(target)), [target]);

  const start = (until: number, refused = false) => {
    const next = { until, refused };
    saveCountdown(target, next);
    setCountdown(next);
  };

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
      if (value) start(countdownEnd(value, Date.now()));
    } catch (err) {
      const wait = refusalWait(err);
      if (wait) start(Date.now() + wait * 1000, true);
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
      {t(buttonTextKey(countdown, seconds), { seconds })}
    </button>
  );
}
