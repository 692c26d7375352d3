import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Field } from '../components/ui';
import { Icon } from '../components/icons';
import { PasswordFields, usePasswords } from '../components/password-fields';
import { api, errorText } from '../lib/api';
import { useT } from '../lib/i18n';
import { signIn, useSession } from '../lib/session';
import { shellMessages } from './messages';
import { RecoveryCodes } from './recovery-codes';
import { LanguageSwitch, ThemeToggle } from './top-controls';

type LoginAnswer =
  | { next: 'TOTP'; challenge: string }
  | { next: 'ENROL'; challenge: string; secret: string; otpauthUrl: string };

type Step =
  | { kind: 'password' }
  | { kind: 'totp'; challenge: string; recovery: boolean }
  | { kind: 'enrol'; challenge: string; secret: string; otpauthUrl: string }
  | { kind: 'recovery'; token: string; codes: string[] };

const host = () => ({ merchant: api.hostMerchant() });

/** The sign-in screens: password, then the TOTP code (or a recovery code), or TOTP enrolment the first time. */
export function LoginScreen({ initialUser }: { initialUser?: { username: string; password: string } }) {
  const t = useT(shellMessages);
  const { ended } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const login = (username: string, password: string) =>
    run(async () => {
      const answer = await api.post<LoginAnswer>('/bo/v1/session/login', { username, password }, host());
      setStep(
        answer.next === 'ENROL'
          ? {
              kind: 'enrol',
              challenge: answer.challenge,
              secret: answer.secret,
              otpauthUrl: answer.otpauthUrl,
            }
          : { kind: 'totp', challenge: answer.challenge, recovery: false },
      );
    });

  // After the setup link: straight on to enrolment with the new owner's credentials.
  const [autoLogin] = useState(initialUser);
  useEffect(() => {
    if (autoLogin) void login(autoLogin.username, autoLogin.password);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoLogin]);

  const notice =
    step.kind === 'password' && ended
      ? ended === 'idle'
        ? t('sessionIdle')
        : ended === 'logout'
          ? t('loggedOut')
          : t('sessionEnded')
      : null;

  return (
    <AuthFrame>
      {step.kind === 'password' ? (
        <PasswordStep busy={busy} error={error} notice={notice} onSubmit={(u, p) => void login(u, p)} />
      ) : step.kind === 'totp' ? (
        <TotpStep
          busy={busy}
          error={error}
          recovery={step.recovery}
          onToggle={() => {
            setError(null);
            setStep({ ...step, recovery: !step.recovery });
          }}
          onBack={() => {
            setError(null);
            setStep({ kind: 'password' });
          }}
          onSubmit={(value) =>
            void run(async () => {
              const body = step.recovery
                ? { challenge: step.challenge, recoveryCode: value }
                : { challenge: step.challenge, code: value };
              const { token } = await api.post<{ token: string }>('/bo/v1/session/totp', body, host());
              signIn(token);
            })
          }
        />
      ) : step.kind === 'enrol' ? (
        <EnrolStep
          busy={busy}
          error={error}
          secret={step.secret}
          otpauthUrl={step.otpauthUrl}
          onBack={() => setStep({ kind: 'password' })}
          onSubmit={(code) =>
            void run(async () => {
              const answer = await api.post<{ token: string; recoveryCodes: string[] }>(
                '/bo/v1/session/enrol',
                { challenge: step.challenge, code },
                host(),
              );
              setStep({ kind: 'recovery', token: answer.token, codes: answer.recoveryCodes });
            })
          }
        />
      ) : (
        <>
          <h1 className="auth__title">{t('recoveryTitle')}</h1>
          <RecoveryCodes codes={step.codes} onDone={() => signIn(step.token)} />
        </>
      )}
    </AuthFrame>
  );
}

/** The centred card of the sign-in screens, with the language and theme switches. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const t = useT(shellMessages);
  return (
    <div className="auth">
      <div className="auth__top">
        <span className="brand">
          <Icon name="shield" /> {t('appName')}
        </span>
        <div className="row">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
      <main className="auth__card">{children}</main>
    </div>
  );
}

function PasswordStep({
  busy,
  error,
  notice,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  notice: string | null;
  onSubmit: (username: string, password: string) => void;
}) {
  const t = useT(shellMessages);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim() && password) onSubmit(username.trim(), password);
  };
  return (
    <form onSubmit={submit} className="form" noValidate>
      <h1 className="auth__title">{t('loginTitle')}</h1>
      <p className="auth__text">{t('loginSubtitle')}</p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <Field label={t('username')}>
        <input
          className="input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
      <Field label={t('password')}>
        <input
          className="input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        busy={busy}
        className="btn--block"
        disabled={!username.trim() || !password}
      >
        {t('signIn')}
      </Button>
    </form>
  );
}

/** Six digits, as typed or pasted (spaces dropped). */
const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

function TotpStep({
  busy,
  error,
  recovery,
  onToggle,
  onBack,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  recovery: boolean;
  onToggle: () => void;
  onBack: () => void;
  onSubmit: (value: string) => void;
}) {
  const t = useT(shellMessages);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const valid = recovery ? recoveryCode.trim().length > 0 : /^\d{6}$/.test(code);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onSubmit(recovery ? recoveryCode.trim() : code);
      }}
    >
      <h1 className="auth__title">{t('totpTitle')}</h1>
      <p className="auth__text">{recovery ? t('recoveryText') : t('totpText')}</p>
      {recovery ? (
        <Field label={t('recoveryCode')}>
          <input
            key="recovery"
            className="input input--code"
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={recoveryCode}
            onChange={(e) => setRecoveryCode(e.target.value)}
          />
        </Field>
      ) : (
        <Field label={t('totpCode')}>
          <input
            key="totp"
            className="input input--code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={7}
            autoFocus
            value={code}
            onChange={(e) => setCode(digits(e.target.value))}
          />
        </Field>
      )}
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" busy={busy} disabled={!valid} className="btn--block">
        {t('verify')}
      </Button>
      <div className="row row--between">
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onToggle}>
          {recovery ? t('useTotp') : t('useRecovery')}
        </Button>
      </div>
    </form>
  );
}

function EnrolStep({
  busy,
  error,
  secret,
  otpauthUrl,
  onBack,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  secret: string;
  otpauthUrl: string;
  onBack: () => void;
  onSubmit: (code: string) => void;
}) {
  const t = useT(shellMessages);
  const [code, setCode] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((q) => q.toDataURL(otpauthUrl, { width: 400, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => !cancelled && setQr(url));
    return () => {
      cancelled = true;
    };
  }, [otpauthUrl]);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{6}$/.test(code)) onSubmit(code);
      }}
    >
      <h1 className="auth__title">{t('enrolTitle')}</h1>
      <p className="auth__text">{t('enrolText')}</p>
      <div className="qr">
        {qr ? <img src={qr} width={200} height={200} alt="QR" /> : <div className="qr__placeholder" />}
      </div>
      <div className="secret">
        <span>{t('enrolManual')}</span>
        <code className="secret__value" data-testid="totp-secret">
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
        <Button
          size="sm"
          icon="copy"
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
        >
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <Field label={t('totpCode')}>
        <input
          className="input input--code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(digits(e.target.value))}
        />
      </Field>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        busy={busy}
        disabled={!/^\d{6}$/.test(code)}
        className="btn--block"
      >
        {t('enrolConfirm')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onBack}>
        {t('back')}
      </Button>
    </form>
  );
}

/** /admin/setup?token=…: the one-time link that creates the first owner, then enrolment. */
export function SetupScreen() {
  const t = useT(shellMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [username, setUsername] = useState('');
  const passwords = usePasswords({ withCurrent: false });
  const password = passwords.value.next;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);

  if (created) return <LoginScreen initialUser={created} />;
  return (
    <AuthFrame>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!token || !username.trim() || !passwords.valid) return;
          setBusy(true);
          setError(null);
          api
            .post('/bo/v1/setup', { token, username: username.trim(), password }, host())
            .then(() => {
              // The token is spent: drop it from the address bar.
              void navigate('/setup', { replace: true });
              setCreated({ username: username.trim(), password });
            })
            .catch((err: unknown) => setError(errorText(err)))
            .finally(() => setBusy(false));
        }}
      >
        <h1 className="auth__title">{t('setupTitle')}</h1>
        <p className="auth__text">{t('setupText')}</p>
        {!token ? (
          <p className="form__error" role="alert">
            {t('setupNoToken')}
          </p>
        ) : null}
        <Field label={t('username')}>
          <input
            className="input"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <PasswordFields form={passwords} firstPassword />
        {error ? (
          <p className="form__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          busy={busy}
          className="btn--block"
          disabled={!token || !username.trim() || !passwords.valid}
        >
          {t('createOwner')}
        </Button>
      </form>
    </AuthFrame>
  );
}

/** A new or reset staff account changes its password before anything else answers. */
export function ForcedPasswordChange({ onDone, onLogout }: { onDone: () => void; onLogout: () => void }) {
  const t = useT(shellMessages);
  const passwords = usePasswords({ withCurrent: true });
  const { current, next } = passwords.value;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = passwords.valid;
  return (
    <AuthFrame>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          setBusy(true);
          setError(null);
          api
            .post('/bo/v1/session/password', { current, next })
            .then(onDone)
            .catch((err: unknown) => setError(errorText(err)))
            .finally(() => setBusy(false));
        }}
      >
        <h1 className="auth__title">{t('mustChangeTitle')}</h1>
        <p className="auth__text">{t('mustChangeText')}</p>
        <PasswordFields form={passwords} />
        {error ? (
          <p className="form__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          busy={busy}
          disabled={!valid}
          className="btn--block"
        >
          {t('changePassword')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onLogout}>
          {t('logout')}
        </Button>
      </form>
    </AuthFrame>
  );
}
