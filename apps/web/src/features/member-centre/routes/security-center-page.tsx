import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { Icon, type IconName } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { FormMessage, TextField } from '@/components/text-field';
import { MobileBindingForm, useMemberInfo, useMemberProfile, type MemberProfile } from '@/features/accounts';
import { useAuthModal } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { updateProfile } from '../api/profile';
import { useBankCards } from '../api/withdraw';
import { BankCardsSection } from '../components/bank-cards-section';
import { FormSkeleton } from '../components/form-skeleton';
import { KycSection, kycSummaryKey } from '../components/kyc-section';
import { useKyc } from '../api/kyc';
import { PaymentPasswordForm } from '../components/payment-password-form';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useSubmitState } from '../hooks/use-submit-state';

const sections = ['profile', 'mobile', 'paymentPassword', 'bankCards', 'identity'] as const;
type Section = (typeof sections)[number];
const isSection = (value: string | null): value is Section => sections.includes(value as Section);

/**
 * `securityCenter`, my account (inventory 1.1), the items this portal has: profile and personal details,
 * mobile number (decision 0051), login password, payment password, bank cards and e-wallets.
 * `&section=profile|mobile|paymentPassword|bankCards` opens one.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const { params } = useMemberCentreNav();
  const wanted = params.get('section');
  const [open, setOpen] = useState<Section | null>(isSection(wanted) ? wanted : null);
  const { open: openModal } = useAuthModal();
  const member = useMemberInfo();
  const cards = useBankCards();
  const profile = useMemberProfile();
  const kyc = useKyc();

  if (member.isPending || cards.isPending || profile.isPending || kyc.isPending) return <FormSkeleton />;
  if (kyc.isError) return <QueryError error={kyc.error} onRetry={() => void kyc.refetch()} />;
  if (member.isError) return <QueryError error={member.error} onRetry={() => void member.refetch()} />;
  if (cards.isError) return <QueryError error={cards.error} onRetry={() => void cards.refetch()} />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  const mobile = profile.data.mobileNum
    ? `${profile.data.countryDialingCode ?? ''} ${profile.data.mobileNum}`
    : null;
  const payeeName = cards.data.payeeName;
  const hasPassword = cards.data.hasPaymentPassword;
  const toggle = (section: Section) => setOpen((current) => (current === section ? null : section));

  return (
    <ul className="sec-rows">
      <Row
        icon="user"
        title={t('memberCentre.security.profile')}
        status={payeeName !== null}
        summary={`${member.data.account}${member.data.nickname ? ` · ${member.data.nickname}` : ''}`}
        expanded={open === 'profile'}
        onToggle={() => toggle('profile')}
        actionLabel={t('memberCentre.security.edit')}
      >
        <ProfileForm
          account={member.data.account}
          nickname={member.data.nickname}
          payeeName={payeeName}
          details={profile.data}
        />
      </Row>
      <Row
        icon="phone"
        title={t('memberCentre.security.mobile')}
        status={profile.data.mobileVerified}
        summary={
          mobile
            ? t(
                profile.data.mobileVerified
                  ? 'memberCentre.security.mobileVerified'
                  : 'memberCentre.security.mobileUnverified',
                { number: mobile },
              )
            : t('memberCentre.security.mobileNone')
        }
        expanded={open === 'mobile'}
        onToggle={() => toggle('mobile')}
        actionLabel={t(
          profile.data.mobileVerified ? 'memberCentre.security.change' : 'memberCentre.security.mobileBind',
        )}
      >
        <MobileBindingForm profile={profile.data} />
      </Row>
      <Row
        icon="key"
        title={t('memberCentre.security.loginPassword')}
        status
        summary={t('memberCentre.security.loginPasswordText')}
        actionLabel={t('memberCentre.security.change')}
        onToggle={() => openModal('changePass')}
      />
      <Row
        icon="shield"
        title={t('memberCentre.security.paymentPassword')}
        status={hasPassword}
        summary={t(hasPassword ? 'memberCentre.security.isSet' : 'memberCentre.security.notSet')}
        expanded={open === 'paymentPassword'}
        onToggle={() => toggle('paymentPassword')}
        actionLabel={t(hasPassword ? 'memberCentre.security.change' : 'memberCentre.security.set')}
      >
        <PaymentPasswordForm isSet={hasPassword} />
      </Row>
      <Row
        icon="card"
        title={t('memberCentre.security.bankCards')}
        status={cards.data.cards.length > 0}
        summary={t('memberCentre.security.cardCount', {
          count: cards.data.cards.length,
          max: cards.data.maxCards,
        })}
        expanded={open === 'bankCards'}
        onToggle={() => toggle('bankCards')}
        actionLabel={t('memberCentre.security.manage')}
      >
        <BankCardsSection value={cards.data} />
      </Row>
      <Row
        icon="lock"
        title={t('kyc.title')}
        status={kyc.data.status === 'APPROVED'}
        summary={t(kycSummaryKey(kyc.data.status))}
        expanded={open === 'identity'}
        onToggle={() => toggle('identity')}
        actionLabel={t(
          kyc.data.status === 'NONE' || kyc.data.status === 'REJECTED'
            ? 'kyc.goVerify'
            : 'memberCentre.security.manage',
        )}
      >
        <KycSection value={kyc.data} />
      </Row>
    </ul>
  );
}

/** One security item: its state (✓ or ⚠), a line about it and its action; the form opens under it. */
function Row({
  icon,
  title,
  status,
  summary,
  expanded,
  onToggle,
  actionLabel,
  children,
}: {
  icon: IconName;
  title: string;
  status: boolean;
  summary: string;
  expanded?: boolean;
  onToggle: () => void;
  actionLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const bodyId = `sec-${icon}`;
  return (
    <li className={`sec-row${expanded ? ' sec-row--open' : ''}`}>
      <div className="sec-row__head">
        <span className="sec-row__icon" aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <span className="sec-row__text">
          <span className="sec-row__title">
            {title}
            <span className={`sec-row__state sec-row__state--${status ? 'ok' : 'todo'}`}>
              <Icon name={status ? 'check' : 'info'} size={14} />
              <span className="visually-hidden">
                {t(status ? 'memberCentre.security.complete' : 'memberCentre.security.incomplete')}
              </span>
            </span>
          </span>
          <span className="sec-row__summary">{summary}</span>
        </span>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={onToggle}
          aria-expanded={children ? Boolean(expanded) : undefined}
          aria-controls={children ? bodyId : undefined}
          aria-label={`${actionLabel} ${title}`}
        >
          {actionLabel}
        </button>
      </div>
      {children && expanded && (
        <div id={bodyId} className="sec-row__body">
          {children}
        </div>
      )}
    </li>
  );
}

const detailFields = ['email', 'birthday', 'address', 'idNumber'] as const;
const contactFields = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat'] as const;
type DetailField = (typeof detailFields)[number] | (typeof contactFields)[number];

function ProfileForm({
  account,
  nickname,
  payeeName,
  details,
}: {
  account: string;
  nickname: string | null;
  payeeName: string | null;
  details: MemberProfile;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [nick, setNick] = useState(nickname ?? '');
  const initial = Object.fromEntries(
    [...detailFields, ...contactFields].map((f) => [f, details[f] ?? '']),
  ) as Record<DetailField, string>;
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DetailField, string>>>({});
  const { busy, failure, run } = useSubmitState();
  const [saved, setSaved] = useState(false);
  const tooLong = nick.trim().length > 20;
  const label = (f: DetailField) =>
    f === 'birthday' || f === 'address'
      ? t(`memberCentre.security.${f}`)
      : t(`fields.${f}` as 'fields.email');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    const changed = Object.fromEntries(
      (Object.keys(values) as DetailField[])
        .filter((f) => values[f].trim() !== initial[f])
        .map((f) => [f, values[f].trim()]),
    );
    const nickChanged = nick.trim() !== (nickname ?? '');
    if (!nickChanged && Object.keys(changed).length === 0) return;
    setSaved(false);
    setFieldErrors({});
    await run(async () => {
      try {
        await updateProfile({ ...(nickChanged ? { nickname: nick.trim() } : {}), ...changed });
      } catch (err) {
        // Field rule errors show under their inputs (`value: {field: key}`).
        if (err instanceof ApiError && err.errorCode === 'request_param_err' && err.value) {
          const errors = err.value as Record<string, string>;
          setFieldErrors(
            Object.fromEntries(
              Object.entries(errors).map(([f, key]) => [
                f,
                t(key as 'validation.required', { field: label(f as DetailField) }),
              ]),
            ),
          );
        }
        throw err;
      }
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberProfile(token) });
    });
  };
  const input = (f: DetailField) => (
    <TextField
      key={f}
      label={label(f)}
      name={f}
      type={f === 'birthday' ? 'date' : f === 'email' ? 'email' : 'text'}
      value={values[f]}
      onValueChange={(value) => {
        setValues((v) => ({ ...v, [f]: value }));
        setSaved(false);
      }}
      maxLength={f === 'address' ? 200 : f === 'email' || f === 'facebook' ? 128 : 64}
      error={fieldErrors[f] ?? null}
    />
  );
  return (
    <form className="sec-form" onSubmit={(event) => void submit(event)} noValidate>
      <dl className="summary">
        <div className="summary__row">
          <dt>{t('memberCentre.security.username')}</dt>
          <dd className="sec-copy">
            {account}
            <CopyButton text={account} label={t('memberCentre.security.username')} />
          </dd>
        </div>
        <div className="summary__row">
          <dt>{t('memberCentre.security.realName')}</dt>
          <dd>{payeeName ?? t('memberCentre.security.realNameUnset')}</dd>
        </div>
      </dl>
      <p className="mc-hint">
        {t(payeeName ? 'memberCentre.security.realNameLocked' : 'memberCentre.security.realNameLocks')}
      </p>
      <TextField
        label={t('memberCentre.security.nickname')}
        value={nick}
        onValueChange={(value) => {
          setNick(value);
          setSaved(false);
        }}
        maxLength={20}
        autoComplete="nickname"
        error={tooLong ? t('memberCentre.security.nicknameTooLong') : null}
      />
      <fieldset className="sec-fieldset">
        <legend>{t('memberCentre.security.details')}</legend>
        <p className="mc-hint">{t('memberCentre.security.detailsText')}</p>
        {detailFields.map(input)}
      </fieldset>
      <fieldset className="sec-fieldset">
        <legend>{t('memberCentre.security.contacts')}</legend>
        {contactFields.map(input)}
      </fieldset>
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormMessage tone="info">{saved ? t('memberCentre.security.saved') : null}</FormMessage>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('memberCentre.security.save')}
      </button>
    </form>
  );
}
