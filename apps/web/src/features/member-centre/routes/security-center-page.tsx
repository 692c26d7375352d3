import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { Icon, type IconName } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { FormMessage, TextField } from '@/components/text-field';
import { useMemberInfo } from '@/features/accounts';
import { useAuthModal } from '@/features/auth';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { updateProfile } from '../api/profile';
import { useBankCards } from '../api/withdraw';
import { BankCardsSection } from '../components/bank-cards-section';
import { FormSkeleton } from '../components/form-skeleton';
import { PaymentPasswordForm } from '../components/payment-password-form';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useSubmitState } from '../hooks/use-submit-state';

type Section = 'profile' | 'paymentPassword' | 'bankCards';
const isSection = (value: string | null): value is Section =>
  value === 'profile' || value === 'paymentPassword' || value === 'bankCards';

/**
 * `securityCenter`, my account (inventory 1.1), the items this portal has: profile, login password,
 * payment password, bank cards and e-wallets. `&section=paymentPassword|bankCards` opens one.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation();
  const { params } = useMemberCentreNav();
  const wanted = params.get('section');
  const [open, setOpen] = useState<Section | null>(isSection(wanted) ? wanted : null);
  const { open: openModal } = useAuthModal();
  const member = useMemberInfo();
  const cards = useBankCards();

  if (member.isPending || cards.isPending) return <FormSkeleton />;
  if (member.isError) return <QueryError error={member.error} onRetry={() => void member.refetch()} />;
  if (cards.isError) return <QueryError error={cards.error} onRetry={() => void cards.refetch()} />;
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
        <ProfileForm account={member.data.account} nickname={member.data.nickname} payeeName={payeeName} />
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

function ProfileForm({
  account,
  nickname,
  payeeName,
}: {
  account: string;
  nickname: string | null;
  payeeName: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [nick, setNick] = useState(nickname ?? '');
  const { busy, failure, run } = useSubmitState();
  const [saved, setSaved] = useState(false);
  const tooLong = nick.trim().length > 20;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || nick.trim() === (nickname ?? '')) return;
    setSaved(false);
    await run(async () => {
      await updateProfile({ nickname: nick.trim() });
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo(token) });
    });
  };
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
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormMessage tone="info">{saved ? t('memberCentre.security.saved') : null}</FormMessage>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('memberCentre.security.save')}
      </button>
    </form>
  );
}
