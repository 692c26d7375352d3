import { errorCodeText, getLang, translate, type Vars } from './i18n';
import { libMessages } from './lib-messages';
import { endSession, getHostMerchant, getMerchant, getToken } from './session';

/** A failed call: `code` is the server's stable error code (`network`, `timeout` when it was not reached). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  constructor(code: string, message: string, status: number, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** The merchant header for this call (login and setup use the admin host's merchant). */
  merchant?: string;
  timeoutMs?: number;
}

export const REQUEST_TIMEOUT_MS = 30_000;

/** `path?query` without empty values (undefined, null, ''). */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function headers(opts: RequestOptions): Record<string, string> {
  const h: Record<string, string> = {
    Accept: 'application/json',
    Merchant: opts.merchant ?? getMerchant(),
    Language: getLang(),
  };
  const token = getToken();
  if (token) h.Authorization = token;
  return h;
}

/** The text to show for a server error: @portal/i18n's `errors.<code>`, else the server's message. */
export function errorMessage(code: string, serverMessage: string | undefined, vars?: Vars): string {
  return errorCodeText(code, vars) ?? (serverMessage || translate(libMessages, 'errorGeneric'));
}

/** The text of any thrown value, for a toast or an error box. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return errorCodeText(err.code) ?? err.message;
  if (err instanceof Error && err.message) return err.message;
  return translate(libMessages, 'errorGeneric');
}

async function fetchWithTimeout(url: string, init: RequestInit, opts: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, controller.signal]) : controller.signal;
  try {
    return await fetch(url, { ...init, signal, credentials: 'omit' });
  } catch (err) {
    if (controller.signal.aborted)
      throw new ApiError(
        'timeout_retry_please',
        errorMessage('timeout_retry_please', translate(libMessages, 'errorTimeout')),
        0,
      );
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('network', errorMessage('network', translate(libMessages, 'errorNetwork')), 0);
  } finally {
    clearTimeout(timer);
  }
}

/** A failed answer as an ApiError; a 401 `login.not.session` for the live token ends the session. */
async function failure(response: Response, token: string | null): Promise<ApiError> {
  let payload: { success?: boolean; errorCode?: string; message?: string; value?: unknown } | undefined;
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    payload = undefined;
  }
  const code = payload?.errorCode ?? (response.status === 404 ? 'not.found' : 'internal.error');
  if (response.status === 401 && code === 'login.not.session' && token && token === getToken())
    endSession('expired');
  return new ApiError(
    code,
    errorMessage(code, payload?.message ?? response.statusText),
    response.status,
    payload?.value,
  );
}

/** Calls the back-office API on the same origin and unwraps `{ success, value }`; throws ApiError otherwise. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const h = headers(opts);
  let body: string | undefined;
  if (opts.body !== undefined) {
    h['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const token = getToken();
  const response = await fetchWithTimeout(
    buildUrl(path, opts.query),
    { method: opts.method ?? 'GET', headers: h, body },
    opts,
  );
  if (!response.ok) throw await failure(response, token);
  let payload: { success?: boolean; value?: T; errorCode?: string; message?: string };
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    throw new ApiError(
      'internal.error',
      errorMessage('internal.error', response.statusText),
      response.status,
    );
  }
  if (payload.success === true) return payload.value as T;
  const code = payload.errorCode ?? 'internal.error';
  throw new ApiError(code, errorMessage(code, payload.message), response.status);
}

/**
 * Downloads a file the API answers (a CSV export) with the Authorization header, and saves it under
 * `filename` through a blob link (a plain link could not carry the token).
 */
export async function download(path: string, query: Query | undefined, filename: string): Promise<void> {
  const token = getToken();
  const response = await fetchWithTimeout(
    buildUrl(path, query),
    { headers: { ...headers({}), Accept: 'text/csv, */*' } },
    { timeoutMs: 120_000 },
  );
  if (!response.ok) throw await failure(response, token);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filenameOf(response.headers.get('content-disposition')) ?? filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name in a `Content-Disposition: attachment; filename="x.csv"` header. */
export function filenameOf(disposition: string | null): string | null {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export const api = {
  get: <T>(path: string, query?: Query, opts: Omit<RequestOptions, 'method' | 'query'> = {}) =>
    apiRequest<T>(path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', body: body ?? {} }),
  del: <T>(path: string, opts: Omit<RequestOptions, 'method'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'DELETE' }),
  download,
  /** The admin host's merchant, for the calls made before sign-in. */
  hostMerchant: getHostMerchant,
};
