import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { FormMessage, TextField } from '@/components/text-field';
import { dialogs } from '@/lib/dialogs';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import {
  createLink,
  deleteLink,
  registerDownline,
  useAgentLinks,
  useRebateSetting,
  type AgentLink,
  type RebateSetting,
  type RegisterDownlineResult,
} from '../api/team';
import {
  RebateFields,
  RebateSummary,
  checkRebateTexts,
  initialRebateTexts,
} from '../components/rebate-fields';
import { AccountTypeChips, LinkQr, Tabs, TeamSkeleton, copyText } from '../components/team-bits';
import './agent-team.css';

type Tab = 'register' | 'links';
const EXPIRIES = ['NEVER', '1D', '7D', '30D', '1Y'] as const;
const CHANNELS = ['FORUM', 'QQ', 'CUSTOM'] as const;

/**
 * registerCenter (inventory 2.1.3, decision 0054): register a downline (agent or player) with rebates
 * within mine, and invitation links with their QR codes and counts. The tab is `&tab=` of the address.
 */
export default function RegisterCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'links' ? 'links' : 'register';
  const setting = useRebateSetting();
  const setTab = (next: Tab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <div className="at-page">
      <Tabs
        label={t('agentTeam.register.tabRegister')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'register', label: t('agentTeam.register.tabRegister') },
          { key: 'links', label: t('agentTeam.register.tabLinks') },
        ]}
      />
      {setting.isPending ? (
        <TeamSkeleton />
      ) : setting.isError ? (
        <QueryError error={setting.error} onRetry={() => void setting.refetch()} />
      ) : tab === 'register' ? (
        <RegisterForm setting={setting.data} />
      ) : (
        <Links setting={setting.data} />
      )}
    </div>
  );
}

function RegisterForm({ setting }: { setting: RebateSetting }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [accountType, setAccountType] = useState<'0' | '1'>('0');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [texts, setTexts] = useState(() => initialRebateTexts(setting));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<RegisterDownlineResult | null>(null);
  const rebates = checkRebateTexts(setting, texts);
  const usernameOk = username.trim().length > 0;
  const passwordOk = password.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!usernameOk || !passwordOk || !rebates.ok || busy) return;
    const typeLabel = t(`agentTeam.accountTypes.${accountType}`);
    const confirmed = await dialogs.confirm(t('agentTeam.register.confirmText'), {
      title: t('agentTeam.register.confirmTitle'),
      details: [
        { label: t('agentTeam.register.accountType'), value: typeLabel },
        { label: t('agentTeam.register.username'), value: username.trim() },
      ],
    });
    if (!confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await registerDownline({
        accountType: accountType === '1' ? 1 : 0,
        username: username.trim(),
        password,
        rebates: rebates.values,
      });
      setCreated(result);
      setUsername('');
      setPassword('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentTeam(token) });
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="at-form" onSubmit={(e) => void submit(e)} noValidate>
      <AccountTypeChips name="accountType" value={accountType} onChange={setAccountType} />
      <TextField
        label={t('agentTeam.register.username')}
        value={username}
        onValueChange={setUsername}
        autoComplete="off"
        maxLength={32}
        markRequired
        error={
          touched && !usernameOk
            ? t('validation.required', { field: t('agentTeam.register.username') })
            : null
        }
      />
      <TextField
        label={t('agentTeam.register.password')}
        type="password"
        value={password}
        onValueChange={setPassword}
        autoComplete="new-password"
        maxLength={64}
        markRequired
        error={
          touched && !passwordOk
            ? t('validation.required', { field: t('agentTeam.register.password') })
            : null
        }
      />
      <RebateFields
        setting={setting}
        texts={texts}
        onChange={setTexts}
        problems={touched ? rebates.problems : {}}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {t('agentTeam.register.submit')}
      </button>
      <CreatedDialog created={created} onClose={() => setCreated(null)} />
    </form>
  );
}

/** The new account's name and password once, with "Copy and close". */
function CreatedDialog({
  created,
  onClose,
}: {
  created: RegisterDownlineResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = created
    ? `${t('agentTeam.register.username')}: ${created.username}\n${t('agentTeam.register.password')}: ${created.password}`
    : '';
  return (
    <Modal
      open={created !== null}
      onClose={onClose}
      title={t('agentTeam.register.successTitle')}
      width="min(420px, 100%)"
    >
      {created ? (
        <div className="at-dialog">
          <p>{t('agentTeam.register.successText')}</p>
          <dl className="at-details" data-testid="created-account">
            <dt>{t('agentTeam.register.accountType')}</dt>
            <dd>{t(`agentTeam.accountTypes.${created.accountType}` as 'agentTeam.accountTypes.0')}</dd>
            <dt>{t('agentTeam.register.username')}</dt>
            <dd>{created.username}</dd>
            <dt>{t('agentTeam.register.password')}</dt>
            <dd>{created.password}</dd>
          </dl>
          <button
            type="button"
            className="btn btn--primary"
            data-autofocus
            onClick={() => void copyText(text).finally(onClose)}
          >
            {t('agentTeam.register.copyAndClose')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}

function Links({ setting }: { setting: RebateSetting }) {
  return (
    <>
      <LinkForm setting={setting} />
      <LinkList />
    </>
  );
}

function LinkForm({ setting }: { setting: RebateSetting }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [accountType, setAccountType] = useState<'0' | '1'>('0');
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>('NEVER');
  const [channel, setChannel] = useState<(typeof CHANNELS)[number]>('FORUM');
  const [channelText, setChannelText] = useState('');
  const [remark, setRemark] = useState('');
  const [texts, setTexts] = useState(() => initialRebateTexts(setting));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const rebates = checkRebateTexts(setting, texts);
  const channelOk = channel !== 'CUSTOM' || channelText.trim().length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setDone(false);
    if (!rebates.ok || !channelOk || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await createLink({
        accountType: accountType === '1' ? 1 : 0,
        rebates: rebates.values,
        expiry,
        channel,
        channelText: channel === 'CUSTOM' ? channelText.trim() : undefined,
        remark: remark.trim() || undefined,
      });
      setDone(true);
      setRemark('');
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentTeam(token, 'links') });
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="at-form" onSubmit={(e) => void submit(e)} noValidate>
      <AccountTypeChips name="linkAccountType" value={accountType} onChange={setAccountType} />
      <div className="at-form__row">
        <label className="at-select">
          <span>{t('agentTeam.links.expiry')}</span>
          <select value={expiry} onChange={(e) => setExpiry(e.target.value as (typeof EXPIRIES)[number])}>
            {EXPIRIES.map((key) => (
              <option key={key} value={key}>
                {t(`agentTeam.links.expiries.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="at-select">
          <span>{t('agentTeam.links.channel')}</span>
          <select value={channel} onChange={(e) => setChannel(e.target.value as (typeof CHANNELS)[number])}>
            {CHANNELS.map((key) => (
              <option key={key} value={key}>
                {t(`agentTeam.links.channels.${key}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {channel === 'CUSTOM' ? (
        <TextField
          label={t('agentTeam.links.channelText')}
          value={channelText}
          onValueChange={setChannelText}
          maxLength={40}
          markRequired
          error={
            touched && !channelOk
              ? t('validation.required', { field: t('agentTeam.links.channelText') })
              : null
          }
        />
      ) : null}
      <TextField
        label={t('agentTeam.links.remark')}
        value={remark}
        onValueChange={setRemark}
        maxLength={100}
        markOptional
      />
      <RebateFields
        setting={setting}
        texts={texts}
        onChange={setTexts}
        problems={touched ? rebates.problems : {}}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      {done ? <FormMessage tone="info">{t('agentTeam.links.createdOk')}</FormMessage> : null}
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {t('agentTeam.links.create')}
      </button>
    </form>
  );
}

function LinkList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const links = useAgentLinks();
  const [qr, setQr] = useState<AgentLink | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const remove = async (link: AgentLink) => {
    const confirmed = await dialogs.confirm(t('agentTeam.links.deleteConfirm'), {
      title: t('agentTeam.links.delete'),
      tone: 'warning',
      details: [{ label: t('agentTeam.links.code'), value: link.code }],
    });
    if (!confirmed) return;
    setFailure(null);
    try {
      await deleteLink(link.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentTeam(token, 'links') });
    } catch (err) {
      setFailure(err);
    }
  };

  return (
    <section className="at-section" aria-labelledby="at-links-title">
      <h3 id="at-links-title" className="at-section__title">
        {t('agentTeam.links.list')}
      </h3>
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      {links.isPending ? (
        <TeamSkeleton />
      ) : links.isError ? (
        <QueryError error={links.error} onRetry={() => void links.refetch()} />
      ) : links.data.links.length === 0 ? (
        <EmptyState icon="link" title={t('agentTeam.links.empty')} />
      ) : (
        <div className="at-table-wrap" tabIndex={0} role="region" aria-labelledby="at-links-title">
          <table className="at-table" data-testid="link-table">
            <thead>
              <tr>
                <th scope="col">{t('agentTeam.links.link')}</th>
                <th scope="col">{t('agentTeam.links.qr')}</th>
                <th scope="col">{t('agentTeam.links.code')}</th>
                <th scope="col">{t('agentTeam.register.accountType')}</th>
                <th scope="col">{t('agentTeam.team.rebates')}</th>
                <th scope="col">{t('agentTeam.links.channel')}</th>
                <th scope="col" className="at-num">
                  {t('agentTeam.links.registered')}
                </th>
                <th scope="col">{t('agentTeam.links.created')}</th>
                <th scope="col">{t('agentTeam.links.expires')}</th>
                <th scope="col">{t('agentTeam.links.status')}</th>
                <th scope="col">{t('agentTeam.team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {links.data.links.map((link) => (
                <tr key={link.id} data-code={link.code}>
                  <td>
                    <button
                      type="button"
                      className="at-link"
                      title={t('agentTeam.links.clickToCopy')}
                      onClick={() =>
                        void copyText(link.url).then(
                          () => setCopied(link.id),
                          () => setCopied(null),
                        )
                      }
                    >
                      {link.url}
                    </button>
                    {copied === link.id ? (
                      <span className="at-copied" role="status">
                        {t('agentTeam.links.copied')}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <button type="button" className="btn btn--outline btn--sm" onClick={() => setQr(link)}>
                      {t('agentTeam.links.showQr')}
                    </button>
                  </td>
                  <td>{link.code}</td>
                  <td>{t(`agentTeam.accountTypes.${link.accountType}` as 'agentTeam.accountTypes.0')}</td>
                  <td>
                    <RebateSummary rebates={link.rebates} />
                  </td>
                  <td>
                    {link.channel === 'CUSTOM' && link.channelText
                      ? link.channelText
                      : t(`agentTeam.links.channels.${link.channel}`)}
                    {link.remark ? <small className="at-muted"> · {link.remark}</small> : null}
                  </td>
                  <td className="at-num">{link.registered}</td>
                  <td>{formatDateTime(link.createdAt, lang)}</td>
                  <td>
                    {link.expiresAt ? formatDateTime(link.expiresAt, lang) : t('agentTeam.links.never')}
                  </td>
                  <td>
                    <span className={`at-status at-status--${link.status.toLowerCase()}`}>
                      {t(`agentTeam.links.statuses.${link.status}`)}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => void remove(link)}
                    >
                      {t('agentTeam.links.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={qr !== null}
        onClose={() => setQr(null)}
        title={t('agentTeam.links.qrTitle')}
        width="min(320px, 100%)"
      >
        {qr ? (
          <div className="at-dialog at-dialog--center">
            <LinkQr value={qr.url} label={t('agentTeam.links.qrTitle')} />
            <p className="at-break">{qr.url}</p>
            <button type="button" className="btn btn--primary" data-autofocus onClick={() => setQr(null)}>
              {t('agentTeam.team.close')}
            </button>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
