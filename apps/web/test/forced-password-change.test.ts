import { afterEach, describe, expect, it, vi } from 'vitest';

// The client reads the merchant from index.html's meta tag; a bare document stands in for it.
vi.stubGlobal('document', { querySelector: () => null });
const { apiRequest, ApiError } = await import('../src/lib/api-client.ts');
const { onPasswordChangeRequired, useSessionStore } = await import('../src/lib/session.ts');

const refusal = () =>
  vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          success: false,
          errorCode: 'password.change.required',
          message: 'Please change your password before you continue',
        }),
        { status: 403, headers: { 'content-type': 'application/json' } },
      ),
  );

describe('a call refused with password.change.required (decision 0026)', () => {
  afterEach(() => {
    useSessionStore.getState().clearSession();
    vi.unstubAllGlobals();
    vi.stubGlobal('document', { querySelector: () => null });
  });

  it('asks for the forced change and keeps the session', async () => {
    useSessionStore.getState().startSession({ token: 'tok-1' });
    vi.stubGlobal('fetch', refusal());
    const listener = vi.fn();
    const stop = onPasswordChangeRequired(listener);
    const err = await apiRequest('/wps/v2/wallets/balance').catch((e: unknown) => e);
    stop();
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ errorCode: 'password.change.required', status: 403 });
    expect(listener).toHaveBeenCalledTimes(1);
    // Not a 401: the session goes on, so the member can change the password or sign out.
    expect(useSessionStore.getState().token).toBe('tok-1');
  });

  it('is not asked for without a session', async () => {
    vi.stubGlobal('fetch', refusal());
    const listener = vi.fn();
    const stop = onPasswordChangeRequired(listener);
    await apiRequest('/wps/v2/wallets/balance').catch(() => undefined);
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
