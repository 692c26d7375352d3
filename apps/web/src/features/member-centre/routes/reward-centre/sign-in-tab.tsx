import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import {
  useClaimSignIn,
  useSignInConfigs,
  useSignInHistory,
  type SignInClaim,
  type SignInConfig,
  type SignInHistory,
} from '../../api/sign-in';
import { useMemberCentreNav } from '../../hooks/use-member-centre-nav';
import { securitySectionOf } from '../../lib/profile-sections';

const typeIcons = { C: 'fire', M: 'crown', W: 'trophy', N: 'gift' } as const;

/** The sign-in tab (decision 0042): configs, the calendar of the period, one-click claim and refusals. */
export default function SignInTab() {
  const { t } = useTranslation();
  const configs = useSignInConfigs();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = configs.data ?? [];
  const selected = list.find((c) => c.configId === openId) ?? list[0];
  if (configs.isPending)
    return (
      <div aria-busy="true" className="rc__list">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={72} />
        ))}
        <Skeleton height={160} />
      </div>
    );
  if (!configs.data) return <QueryError error={configs.error} onRetry={() => void configs.refetch()} />;
  if (!selected) return <EmptyState icon="gift" title={t('memberCentre.rewards.empty')} />;
  return (
    <div className="rc__signin">
      <ul className="rc__configs" role="tablist" aria-label={t('memberCentre.rewards.signIn')}>
        {list.map((c) => (
          <li key={c.configId} role="presentation">
            <ConfigCard
              config={c}
              selected={c.configId === selected.configId}
              onSelect={() => setOpenId(c.configId)}
            />
          </li>
        ))}
      </ul>
      <Calendar key={selected.configId} config={selected} />
    </div>
  );
}

function ConfigCard({
  config,
  selected,
  onSelect,
}: {
  config: SignInConfig;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      className="rc-config"
      data-testid="signin-config"
      onClick={onSelect}
    >
      <span className={`rc-config__icon rc-config__icon--${config.type}`}>
        <Icon name={typeIcons[config.type]} size={20} />
      </span>
      <span className="rc-config__text">
        <strong>{config.name}</strong>
        <small>{t(`memberCentre.rewards.types.${config.type}`)}</small>
      </span>
    </button>
  );
}

function Calendar({ config }: { config: SignInConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage();
  const history = useSignInHistory(config.configId);
  const claim = useClaimSignIn();
  const [done, setDone] = useState<SignInClaim | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!done) return;
    const id = window.setTimeout(() => setDone(null), 5000);
    return () => window.clearTimeout(id);
  }, [done]);

  if (history.isPending) return <Skeleton height={200} />;
  if (!history.data) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const h: SignInHistory = history.data;
  const today = h.list.find((d) => d.state === 'TODAY');
  const weekday = (date: string) =>
    new Intl.DateTimeFormat(lang === 'TW' ? 'zh-TW' : lang === 'VI' ? 'vi-VN' : 'en-GB', {
      weekday: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const dayLabel = (d: SignInHistory['list'][number]) =>
    h.type === 'N'
      ? weekday(d.date)
      : h.type === 'C'
        ? t('memberCentre.rewards.dayN', { n: d.dayNo })
        : t(`memberCentre.rewards.period${h.type}`);

  const onClaim = () => {
    if (!today) return;
    setRefusal(null);
    claim.mutate(today.id, {
      onSuccess: (value) => setDone(value),
      onError: (e) => {
        if (e instanceof ApiError) setRefusal(e);
      },
    });
  };

  return (
    <section className="rc-cal" aria-labelledby="rc-cal-title">
      <h4 id="rc-cal-title" className="rc-cal__title">
        {h.name}
      </h4>
      {h.description && <p className="mc-hint">{h.description}</p>}
      <ol className={`rc-cal__days rc-cal__days--${h.type}`}>
        {h.list.map((d) => (
          <li
            key={d.id}
            className={`rc-day rc-day--${d.state}`}
            data-testid="signin-day"
            data-state={d.state}
          >
            <span className="rc-day__label">{dayLabel(d)}</span>
            <span className="rc-day__icon" aria-hidden="true">
              <Icon
                name={d.state === 'CLAIMED' ? 'check' : d.state === 'LOCKED' ? 'clock' : 'gift'}
                size={18}
              />
            </span>
            {d.amount > 0 && <span className="rc-day__amount">{money.major(d.amount)}</span>}
            {d.pointAmount > 0 && (
              <span className="rc-day__points">
                {t('memberCentre.rewards.pointsN', { n: d.pointAmount })}
              </span>
            )}
            <span className="rc-day__state">{t(`memberCentre.rewards.state.${d.state}`)}</span>
            {(d.depositAmount > 0 || d.validBetAmount > 0) && (
              <span className="rc-day__cond">
                {d.depositAmount > 0 &&
                  t('memberCentre.rewards.needDeposit', { amount: money.major(d.depositAmount) })}
                {d.depositAmount > 0 && d.validBetAmount > 0 && ' · '}
                {d.validBetAmount > 0 &&
                  t('memberCentre.rewards.needBet', { amount: money.major(d.validBetAmount) })}
              </span>
            )}
          </li>
        ))}
      </ol>
      {h.turnoverMultiple > 0 && (
        <p className="mc-hint">{t('memberCentre.rewards.turnover', { n: h.turnoverMultiple })}</p>
      )}
      <div className="rc-cal__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!today || claim.isPending}
          aria-busy={claim.isPending}
          onClick={onClaim}
          data-testid="signin-claim"
        >
          {today ? t('memberCentre.rewards.claim') : t('memberCentre.rewards.claimedToday')}
        </button>
        {done && (
          <p className="rc-toast" role="status" data-testid="signin-done">
            <Icon name="check" size={16} />
            {t('memberCentre.rewards.claimedText', {
              amount: money.major(done.amount),
              points: done.pointAmount,
            })}
          </p>
        )}
        {claim.isError && !refusal && (
          <p className="missions__error" role="alert">
            {errorText(claim.error)}
          </p>
        )}
      </div>
      <dl className="rc-cal__totals">
        <div>
          <dt>{t('memberCentre.rewards.totalAmount')}</dt>
          <dd>{money.major(h.totalClaimedAmount)}</dd>
        </div>
        <div>
          <dt>{t('memberCentre.rewards.totalPoints')}</dt>
          <dd>{h.totalClaimedPointAmount.toLocaleString(lang)}</dd>
        </div>
        <div>
          <dt>{t('memberCentre.rewards.daysClaimed')}</dt>
          <dd>{h.dayCountClaimed}</dd>
        </div>
      </dl>
      <RefusalDialog error={refusal} onClose={() => setRefusal(null)} />
    </section>
  );
}

/** The claim refusals of inventory 1.4.1 with the actual and required figures and the page that fixes them. */
function RefusalDialog({ error, onClose }: { error: ApiError | null; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { hrefOf } = useMemberCentreNav();
  const code = error?.errorCode;
  const v = (error?.value ?? {}) as Record<string, number | string[]>;
  const known =
    code === 'claim_deposit_required' ||
    code === 'claim_bet_required' ||
    code === 'required_member_information_incomplete';
  return (
    <Modal
      open={!!error && known}
      onClose={onClose}
      title={t('memberCentre.rewards.refusedTitle')}
      width="min(400px, 100%)"
    >
      {error && known && (
        <div className="rc-refusal" data-testid="signin-refusal">
          <p>{errorText(error)}</p>
          {code === 'claim_deposit_required' && (
            <dl className="rc-refusal__figures">
              <dt>{t('memberCentre.rewards.actualDeposit')}</dt>
              <dd>{money.major(Number(v.accumulatedDepositAmount))}</dd>
              <dt>{t('memberCentre.rewards.requiredDeposit')}</dt>
              <dd>{money.major(Number(v.requiredDepositAmount))}</dd>
            </dl>
          )}
          {code === 'claim_bet_required' && (
            <dl className="rc-refusal__figures">
              <dt>{t('memberCentre.rewards.actualBet')}</dt>
              <dd>{money.major(Number(v.actualBet))}</dd>
              <dt>{t('memberCentre.rewards.requiredBet')}</dt>
              <dd>{money.major(Number(v.requiredValidBet))}</dd>
            </dl>
          )}
          {code === 'required_member_information_incomplete' && (
            <ul className="rc-refusal__info">
              {((v.requiredInformation as string[]) ?? []).map((f) => (
                <li key={f}>{t(`memberCentre.rewards.info.${f as 'BANK_CARD'}`)}</li>
              ))}
            </ul>
          )}
          <div className="rc-refusal__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('memberCentre.rewards.close')}
            </button>
            {code === 'claim_deposit_required' && (
              <Link className="btn btn--primary" to={hrefOf('depositv2')}>
                {t('memberCentre.rewards.goDeposit')}
              </Link>
            )}
            {code === 'required_member_information_incomplete' && (
              <Link
                className="btn btn--primary"
                to={hrefOf('securityCenter', {
                  section: securitySectionOf(((v.requiredInformation as string[]) ?? [])[0] ?? ''),
                })}
              >
                {t('memberCentre.rewards.goProfile')}
              </Link>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
