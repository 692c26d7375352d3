import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buttonTextKey,
  saveCountdown,
  savedCountdown,
} from '../src/features/accounts/components/sms-code-button';

// The send-code button's countdown, kept in the tab's session storage (a Map stands in for it here).
const STORE_KEY = 'smsCountdowns';
let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  (globalThis as { window?: unknown }).window = {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('SMS send button countdown', () => {
  const target = 'register:+886:912345678';

  it('after a send it says the code was sent', () => {
    saveCountdown(target, { until: Date.now() + 60_000, refused: false });
    const countdown = savedCountdown(target);
    expect(countdown).toMatchObject({ refused: false });
    expect(buttonTextKey(countdown, 60)).toBe('auth.codeSent');
  });

  it('after a refusal that names a wait it says when to send again, not that a code was sent', () => {
    saveCountdown(target, { until: Date.now() + 30_000, refused: true });
    const countdown = savedCountdown(target);
    expect(countdown).toMatchObject({ refused: true });
    expect(buttonTextKey(countdown, 30)).toBe('auth.sendAgainIn');
  });

  it('reads a countdown saved as a bare time as a sent code, and forgets ended ones', () => {
    store.set(STORE_KEY, JSON.stringify({ [target]: Date.now() + 10_000, other: Date.now() - 1 }));
    expect(savedCountdown(target)).toMatchObject({ refused: false });
    expect(savedCountdown('other')).toBeNull();
    expect(buttonTextKey(null, 0)).toBe('auth.sendCode');
    expect(buttonTextKey({ until: Date.now() - 1, refused: true }, 0)).toBe('auth.sendCode');
  });
});
