import type { Envelope } from '@portal/contract';
import { getLanguage } from './language';
import { getMerchantCode } from './merchant';
import { previewHeaders, previewRefused } from './preview';
import { expireSession, getToken, requirePasswordChange } from './session';

/** A failed call: `errorCode` is the server's stable key (or `network` when the server was not reached). */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  readonly value: unknown;

  constructor(errorCode: string, message: string, status: number, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.value = value;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** A form-encoded body (the forgot-password-by-email call), instead of JSON. */
  form?: Record<string, string>;
  /** A multipart body (uploads: a promotion application's pictures); the browser sets its boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
  /** Do not end the session on 401 (logout ends it itself). */
  keepSessionOn401?: boolean;
  /** Give up after this long with `timeout_retry_please` (spec section 8, slow load). */
  timeoutMs?: number;
  /** A content call: in a preview tab it carries the preview link (decision 0035). */
  preview?: boolean;
}

/**
 * A call the server has not answered in this time fails with `timeout_retry_please` instead of
 * spinning for ever (spec section 8); the screen then offers its retry.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Calls the portal API on the same origin and unwraps `{success, value}`; throws ApiError otherwise. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Merchant: getMerchantCode(),
    Language: getLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  if (opts.preview) Object.assign(headers, previewHeaders());
  let body: string | FormData | undefined;
  if (opts.multipart !== undefined) {
    body = opts.multipart;
  } else if (opts.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  // A timer of our own (not AbortSignal.timeout), cleared once the body is read.
  const timeoutController = new AbortController();
  const timeout = timeoutController.signal;
  const timer = setTimeout(() => timeoutController.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  try {
    return await send<T>(path, opts, headers, body, signal, timeout, token);
  } finally {
    clearTimeout(timer);
  }
}

async function send<T>(
  path: string,
  opts: RequestOptions,
  headers: Record<string, string>,
  body: string | FormData | undefined,
  signal: AbortSignal,
  timeout: AbortSignal,
  token: string | null,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    throw fetchFailure(err, timeout);
  }

  let payload: Envelope<T> | undefined;
  try {
    payload = (await response.json()) as Envelope<T>;
  } catch (err) {
    // The body can stall after the headers came: the same timeout covers it.
    if (timeout.aborted) throw fetchFailure(err, timeout);
    payload = undefined;
  }
  if (payload && payload.success === true && response.ok) return payload.value;
  if (payload && payload.success === false) {
    // The session ended on the server (expired, revoked, or a login elsewhere): spec section 4.
    if (
      response.status === 401 &&
      payload.errorCode === 'login.not.session' &&
      token &&
      token === getToken() &&
      !opts.keepSessionOn401
    )
      expireSession();
    // The session may only change its password (decision 0026).
    // A preview link that expired (or is not of this site) ends the preview (decision 0035).
    if (response.status === 403 && payload.errorCode === 'preview.invalid' && opts.preview) previewRefused();
    if (
      response.status === 403 &&
      payload.errorCode === 'password.change.required' &&
      token &&
      token === getToken()
    )
      requirePasswordChange();
    throw new ApiError(payload.errorCode, payload.message, response.status, payload.value);
  }
  throw new ApiError('internal.error', response.statusText || 'Unknown error', response.status);
}

/** The caller's own abort stays an abort; our timeout becomes `timeout_retry_please`; the rest is `network`. */
function fetchFailure(err: unknown, timeout: AbortSignal): unknown {
  if (timeout.aborted) return new ApiError('timeout_retry_please', 'Loading timed out, please retry', 0);
  if (err instanceof DOMException && err.name === 'AbortError') return err;
  return new ApiError('network', 'Network error', 0);
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, opts: Omit<RequestOptions, 'method'> = {}) =>
    apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};
