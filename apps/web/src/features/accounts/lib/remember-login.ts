/**
 * Remembered-login cookies of spec section 3 (life one day): the last user name, the remember flag,
 * the SMS login number with its dialling code, and, in place of the password, the device-bound
 * remember token the server issues (DECISIONS.md 3), kept with the user name it belongs to. No
 * password is ever stored.
 */
const COOKIES = {
  userName: 'lastUserName',
  remember: 'rememberLogin',
  sms: 'smsLoginMobile',
  token: 'rememberToken',
} as const;
const ONE_DAY_SECONDS = 24 * 60 * 60;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Max-Age=0; Path=/; SameSite=Strict${secure}`
      : `${name}=${encodeURIComponent(value)}; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Strict${secure}`;
}

function readJson(name: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(readCookie(name) ?? 'null') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface RememberedLogin {
  remember: boolean;
  userName: string;
  /** The remember token of `userName`, when the server issued one. */
  token: string | null;
  sms: { countryDialingCode: string; mobileNum: string } | null;
}

export function readRememberedLogin(): RememberedLogin {
  if (readCookie(COOKIES.remember) !== '1') return { remember: false, userName: '', token: null, sms: null };
  const userName = readCookie(COOKIES.userName) ?? '';
  const sms = readJson(COOKIES.sms);
  const token = readJson(COOKIES.token);
  return {
    remember: true,
    userName,
    token:
      token && token.userName === userName && typeof token.token === 'string' && userName
        ? token.token
        : null,
    sms:
      sms && typeof sms.countryDialingCode === 'string' && typeof sms.mobileNum === 'string'
        ? { countryDialingCode: sms.countryDialingCode, mobileNum: sms.mobileNum }
        : null,
  };
}

/** After a successful login: keeps what the member asked to remember, or forgets everything. */
export function saveRememberedLogin(
  remember: boolean,
  login: {
    userName?: string;
    token?: string;
    sms?: { countryDialingCode: string; mobileNum: string };
  },
): void {
  if (!remember) {
    forgetRememberedLogin();
    return;
  }
  writeCookie(COOKIES.remember, '1');
  if (login.userName) {
    writeCookie(COOKIES.userName, login.userName);
    writeCookie(
      COOKIES.token,
      login.token ? JSON.stringify({ userName: login.userName, token: login.token }) : null,
    );
  }
  if (login.sms) writeCookie(COOKIES.sms, JSON.stringify(login.sms));
}

/** A remember token the server no longer accepts. */
export function forgetRememberToken(): void {
  writeCookie(COOKIES.token, null);
}

export function forgetRememberedLogin(): void {
  for (const name of Object.values(COOKIES)) writeCookie(name, null);
}
