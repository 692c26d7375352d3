import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClaimRewardValue, NewbieRequiredField } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useClaimNewbieTask, useNewbieTasks, type NewbieTask } from '../../api/newbie-tasks';
import { useMemberCentreNav } from '../../hooks/use-member-centre-nav';
import { securitySectionOf } from '../../lib/profile-sections';
import './newbie-promo.css';

/** The newbie-task tab (decision 0045): each task's rewards, rules, validity and checklist, and its claim. */
export default function NewbieTab() {
  const { t } = useTranslation();
  const tasks = useNewbieTasks();
  if (tasks.isPending)
    return (
      <div aria-busy="true" className="rc__list">
        <Skeleton height={220} />
      </div>
    );
  if (!tasks.data) return <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />;
  if (!tasks.data.registerPromotion.length)
    return <EmptyState icon="gift" title={t('memberCentre.rewards.newbie.empty')} />;
  const done = new Set(tasks.data.accomplishedFields);
  return (
    <div className="rc__list">
      {tasks.data.registerPromotion.map((task) => (
        <TaskCard key={task.promotionId} task={task} done={done} />
      ))}
    </div>
  );
}

function TaskCard({ task, done }: { task: NewbieTask; done: Set<NewbieRequiredField> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage();
  const { hrefOf } = useMemberCentreNav();
  const claim = useClaimNewbieTask();
  const [paid, setPaid] = useState<ClaimRewardValue | null>(null);
  useEffect(() => {
    if (!paid) return;
    const id = window.setTimeout(() => setPaid(null), 5000);
    return () => window.clearTimeout(id);
  }, [paid]);
  const fields = task.requiredFields;
  const completed = fields.filter((f) => done.has(f)).length;
  const ready = !task.claimed && completed === fields.length;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'TW' ? 'zh-TW' : lang === 'VI' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  return (
    <section className="np-card" data-testid="newbie-task" aria-labelledby={`np-${task.promotionId}`}>
      <header className="np-card__head">
        <h4 id={`np-${task.promotionId}`}>{task.promotionName}</h4>
        <span className="np-card__validity">
          <Icon name="clock" size={14} />
          {task.hasExpiry && task.startDate && task.endDate
            ? t('memberCentre.rewards.newbie.validity', {
                from: date(task.startDate),
                to: date(task.endDate),
              })
            : t('memberCentre.rewards.newbie.permanent')}
        </span>
      </header>
      <ul className="np-card__rewards">
        {task.bonusAmount > 0 && (
          <li>
            <span>{t('memberCentre.rewards.newbie.bonus')}</span>
            <strong>{money.major(task.bonusAmount)}</strong>
          </li>
        )}
        {task.pointAmount > 0 && (
          <li>
            <span>{t('memberCentre.rewards.points')}</span>
            <strong>{t('memberCentre.rewards.pointsN', { n: task.pointAmount })}</strong>
          </li>
        )}
      </ul>
      {task.remark && <p className="mc-hint np-card__rules">{task.remark}</p>}
      {task.turnoverMultiple > 0 && task.bonusAmount > 0 && (
        <p className="mc-hint">{t('memberCentre.rewards.turnover', { n: task.turnoverMultiple })}</p>
      )}
      <p className="np-card__progress" data-testid="newbie-progress">
        {t('memberCentre.rewards.newbie.progress', { n: completed, m: fields.length })}
      </p>
      <ul className="np-checklist">
        {fields.map((f) => {
          const ok = done.has(f);
          return (
            <li key={f} className={ok ? 'np-item np-item--done' : 'np-item'} data-done={ok}>
              <Icon name={ok ? 'check' : 'clock'} size={16} />
              <span className="np-item__label">{t(`memberCentre.rewards.newbie.fields.${f}`)}</span>
              {ok ? (
                <span className="np-item__state">{t('memberCentre.rewards.newbie.done')}</span>
              ) : (
                <Link
                  className="btn btn--ghost btn--sm"
                  to={hrefOf('securityCenter', { section: securitySectionOf(f) })}
                >
                  {t('memberCentre.rewards.newbie.go')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <div className="rc-cal__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!ready || claim.isPending}
          aria-busy={claim.isPending}
          data-testid="newbie-claim"
          onClick={() => claim.mutate(task.promotionId, { onSuccess: (v) => setPaid(v) })}
        >
          {task.claimed ? t('memberCentre.rewards.newbie.claimed') : t('memberCentre.rewards.newbie.claim')}
        </button>
        {paid && (
          <p className="rc-toast" role="status" data-testid="newbie-done">
            <Icon name="check" size={16} />
            {t('memberCentre.rewards.newbie.success', {
              amount: money.major(paid.amount),
              points: paid.pointAmount,
            })}
          </p>
        )}
        {claim.isError && (
          <p className="missions__error" role="alert">
            {errorText(claim.error)}
          </p>
        )}
      </div>
    </section>
  );
}
