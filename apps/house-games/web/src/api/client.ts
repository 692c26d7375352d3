/**
 * The pages' side of src/shared/api.ts: every answer is parsed with the shared schemas, every call but
 * the session carries `X-House-Session`, failures become HouseApiError with the server's code.
 */
import type { z } from 'zod';
import {
  houseApi,
  balanceValue,
  fairness,
  crashState,
  crashBetValue,
  crashCashoutValue,
  houseErrorCodes,
  historyValue,
  jackpotValue,
  playValue,
  rotateValue,
  sessionValue,
  verifyValue,
  type HouseErrorCode,
  type HouseGameCode,
} from '../../../src/shared/api.ts';
import {
  sportsApi,
  sportsBetsValue,
  sportsPlacedValue,
  type SportsBetRequest,
} from '../../../src/shared/sports-api.ts';
import type { Lang } from '../i18n/index.ts';

/** The routes, from the shared API description (src/shared/api.ts `houseApi`). */
export const routes = {
  session: houseApi.session.path,
  balance: houseApi.balance.path,
  fairness: houseApi.fairness.path,
  rotate: houseApi.rotate.path,
  history: houseApi.history.path,
  spin: houseApi.spin.path,
  dice: houseApi.dice.path,
  plinko: houseApi.plinko.path,
  crashState: houseApi.crashState.path,
  crashBet: houseApi.crashBet.path,
  crashCashout: houseApi.crashCashout.path,
  crashLive: houseApi.crashLive.path,
  verify: (roundId: string) => houseApi.verify.path.replace(':roundId', encodeURIComponent(roundId)),
  jackpot: houseApi.jackpot.path,
  sportsBets: sportsApi.bets.path,
} as const;

export type ClientErrorCode = HouseErrorCode | 'network' | 'bad.answer';

export class HouseApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'HouseApiError';
  }
  get sessionGone(): boolean {
    return this.code === 'session.expired' || this.code === 'session.invalid';
  }
}

const isErrorCode = (value: unknown): value is HouseErrorCode =>
  typeof value === 'string' && (houseErrorCodes as readonly string[]).includes(value);

export async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  init: { method?: string; body?: unknown; session?: string | null; lang?: Lang; signal?: AbortSignal },
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.session) headers['X-House-Session'] = init.session;
  if (init.lang) headers['Accept-Language'] = init.lang;
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new HouseApiError('network', e instanceof Error ? e.message : String(e));
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // An empty or HTML answer (a proxy error page) is reported below.
  }
  if (!res.ok) {
    const body = data as { error?: unknown; message?: unknown } | null;
    const code = isErrorCode(body?.error)
      ? body.error
      : res.status >= 500
        ? 'internal.error'
        : 'request.invalid';
    throw new HouseApiError(
      code,
      typeof body?.message === 'string' ? body.message : res.statusText,
      res.status,
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HouseApiError('bad.answer', parsed.error.message, res.status);
  return parsed.data;
}

/** Unique per play, so a retried request never plays twice. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function openSession(token: string, language: Lang, game?: HouseGameCode) {
  return call(sessionValue, routes.session, {
    method: 'POST',
    body: game ? { token, language, game } : { token, language },
    lang: language,
  });
}

export function getVerify(roundId: string, lang: Lang, signal?: AbortSignal) {
  return call(verifyValue, routes.verify(roundId), { lang, signal });
}

export function getJackpot(currency: string, signal?: AbortSignal) {
  return call(jackpotValue, `${routes.jackpot}?currency=${encodeURIComponent(currency)}`, { signal });
}

/** Calls made with a session. A play is retried once with the same request id when no answer came. */
export function houseClient(session: string, lang: Lang) {
  const withSession = { session, lang };
  const play = async <S extends z.ZodType>(schema: S, path: string, body: Record<string, unknown>) => {
    const requestId = newRequestId();
    try {
      return await call(schema, path, { ...withSession, method: 'POST', body: { ...body, requestId } });
    } catch (e) {
      if (!(e instanceof HouseApiError) || e.code !== 'network') throw e;
      await new Promise((r) => setTimeout(r, 800));
      return call(schema, path, { ...withSession, method: 'POST', body: { ...body, requestId } });
    }
  };
  return {
    session,
    balance: () => call(balanceValue, routes.balance, withSession),
    fairness: () => call(fairness, routes.fairness, withSession),
    crashState: () => call(crashState, routes.crashState, withSession),
    rotate: (clientSeed?: string) =>
      call(rotateValue, routes.rotate, {
        ...withSession,
        method: 'POST',
        body: clientSeed ? { clientSeed } : {},
      }),
    history: (game: HouseGameCode, limit = 20) =>
      call(historyValue, `${routes.history}?game=${game}&limit=${limit}`, withSession),
    spin: (bet: number) => play(playValue, routes.spin, { bet }),
    dice: (bet: number, target: number, direction: 'over' | 'under') =>
      play(playValue, routes.dice, { bet, target, direction }),
    plinko: (bet: number, rows: 8 | 12 | 16, risk: 'low' | 'medium' | 'high') =>
      play(playValue, routes.plinko, { bet, rows, risk }),
    crashBet: (bet: number, autoCashout?: number) =>
      play(crashBetValue, routes.crashBet, autoCashout ? { bet, autoCashout } : { bet }),
    sportsBet: (bet: Omit<SportsBetRequest, 'requestId'>) =>
      play(sportsPlacedValue, routes.sportsBets, { ...bet }),
    sportsBets: (limit = 30) => call(sportsBetsValue, `${routes.sportsBets}?limit=${limit}`, withSession),
    crashCashout: () =>
      call(crashCashoutValue, routes.crashCashout, { ...withSession, method: 'POST', body: {} }),
  };
}

export type HouseClient = ReturnType<typeof houseClient>;

/** ws(s)://same-host/api/crash/live?session= */
export function crashLiveUrl(session: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${routes.crashLive}?session=${encodeURIComponent(session)}`;
}
