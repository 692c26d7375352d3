import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Field, Modal, Page, PasswordFields, usePasswords, useToast } from '../../components';
import { RecoveryCodes } from '../../app/recovery-codes';
import { api, errorText } from '../../lib/api';
import { useMe } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

/** The signed-in staff member's own account: password and recovery codes. */
export default function AccountPage() {
  const t = useT(messages);
  const me = useMe().data;
  return (
    <Page title={t('accountTitle')}>
      <div className="two-col">
        <Card title={t('profile')}>
          <dl className="facts">
            <dt>{t('colUsername')}</dt>
            <dd>{me?.username}</dd>
            <dt>{t('colRole')}</dt>
            <dd>{me?.roleName}</dd>
            <dt>{t('merchantScope')}</dt>
            <dd>{me?.merchantScope ?? t('allMerchants')}</dd>
          </dl>
        </Card>
        <ChangePassword />
        <RegenerateCodes />
      </div>
    </Page>
  );
}

function ChangePassword() {
  const t = useT(messages);
  const toast = useToast();
  const passwords = usePasswords({ withCurrent: true });
  const change = useMutation({
    mutationFn: () =>
      api.post('/bo/v1/session/password', { current: passwords.value.current, next: passwords.value.next }),
    onSuccess: () => {
      toast(t('passwordChanged'), 'success');
      passwords.reset();
    },
  });
  return (
    <Card title={t('changePassword')}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (passwords.valid) change.mutate();
        }}
      >
        <PasswordFields form={passwords} />
        {change.isError ? (
          <p className="form__error" role="alert">
            {errorText(change.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" busy={change.isPending} disabled={!passwords.valid}>
            {t('changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function RegenerateCodes() {
  const t = useT(messages);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useMutation({
    mutationFn: () => api.post<{ recoveryCodes: string[] }>('/bo/v1/session/recovery-codes', { code }),
    onSuccess: (answer) => {
      setCodes(answer.recoveryCodes);
      setCode('');
    },
  });
  return (
    <Card title={t('recoveryTitle')}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d{6}$/.test(code)) regenerate.mutate();
        }}
      >
        <p className="muted">{t('recoveryRegenerateText')}</p>
        <Field label={t('totpCode')}>
          <input
            className="input input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </Field>
        {regenerate.isError ? (
          <p className="form__error" role="alert">
            {errorText(regenerate.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" busy={regenerate.isPending} disabled={!/^\d{6}$/.test(code)}>
            {t('regenerate')}
          </Button>
        </div>
      </form>
      <Modal open={codes !== null} onClose={() => setCodes(null)} title={t('recoveryTitle')}>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} doneLabel={t('recoveryDone')} />
        ) : null}
      </Modal>
    </Card>
  );
}
