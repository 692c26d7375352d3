import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusDetails, LotteryBonus } from '@portal/contract';
import { Icon } from '@/components/icon';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useBonusDetails, useLotteryBonus } from '../api/bonus-details';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { RecordResult } from '@/components/record-result';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';

type Bonus = BonusDetails['bonuses'][number];
const sections = ['promotions', 'lottery'] as const;
type Section = (typeof sections)[number];

/**
 * `bonusDetails`: the member's promotion bonuses, each waiting in the bonus wallet until settled bets reach
 * its turnover (decision 0010); and the lottery's prizes at a series the member picks, with the rebate that
 * series implies (inventory 1.4.5, decision 0041).
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const { params, go } = useMemberCentreNav();
  const section: Section = params.get('section') === 'lottery' ? 'lottery' : 'promotions';
  return (
    <div className="record">
      <div className="chip-row" role="tablist" aria-label={t('memberCentre.bonusDetails.tabs')}>
        {sections.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={section === key}
            aria-pressed={section === key}
            className="chip"
            onClick={() =>
              void go('bonusDetails', key === 'promotions' ? {} : { section: key }, { replace: true })
            }
          >
            {t(`memberCentre.bonusDetails.tabNames.${key}`)}
          </button>
        ))}
      </div>
      {section === 'promotions' ? <PromotionBonuses /> : <LotteryPrizes />}
    </div>
  );
}

function PromotionBonuses() {
  const { t } = useTranslation();
  const query = useBonusDetails();
  return (
    <>
      <p className="mc-hint">{t('memberCentre.bonusDetails.hint')}</p>
      <RecordResult query={query} icon="gift" emptyText={t('memberCentre.bonusDetails.emptyText')}>
        {(data) => (
          <ul className="bonus-list">
            {data.rows.map((b) => (
              <BonusCard key={b.id} bonus={b} />
            ))}
          </ul>
        )}
      </RecordResult>
    </>
  );
}

type Tab = LotteryBonus['tabs'][number];
/** The lottery's game group families (the tabs' `gameGroupCode`). */
type Family = 'SSC' | '11X5' | 'PK10' | 'K3' | 'LF' | 'VNC';

/** The prizes of a game group's play types at the chosen series (the server computes every figure). */
function LotteryPrizes() {
  const { t } = useTranslation();
  const money = useMoney();
  const groupId = useId();
  const [tab, setTab] = useState<string | undefined>(undefined);
  const [series, setSeries] = useState<number | undefined>(undefined);
  const asked = useDebouncedValue(series, 250);
  const query = useLotteryBonus(tab, asked);
  const data = query.data;
  // A new tab starts at its own highest series.
  useEffect(() => setSeries(undefined), [tab]);
  if (query.isPending)
    return (
      <div className="record__skeleton" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    );
  if (!data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const s = data.selected;
  const shown = series ?? s.series;
  const tabName = (x: Tab) =>
    `${x.gameGroupCode === 'LF' ? x.gameName : t(`memberCentre.bonusDetails.lottery.groups.${x.gameGroupCode as Family}`)} · ${t(
      `memberCentre.bonusDetails.lottery.modes.${x.prizeModeName}`,
    )}`;
  return (
    <div className="lottery-bonus" aria-busy={query.isFetching}>
      <p className="mc-hint">{t('memberCentre.bonusDetails.lottery.hint')}</p>
      <div className="field">
        <label className="field__label" htmlFor={groupId}>
          {t('memberCentre.bonusDetails.lottery.group')}
        </label>
        <select id={groupId} className="select" value={s.tab} onChange={(e) => setTab(e.target.value)}>
          {data.tabs.map((x) => (
            <option key={x.tab} value={x.tab}>
              {tabName(x)}
            </option>
          ))}
        </select>
      </div>
      <div className="lottery-bonus__series">
        <label className="field">
          <span className="field__label">
            {t('memberCentre.bonusDetails.lottery.series')} <strong>{shown}</strong>
          </span>
          <input
            type="range"
            min={s.minSeries}
            max={s.maxBetSeries}
            step={1}
            value={shown}
            onChange={(e) => setSeries(Number(e.target.value))}
            aria-valuetext={`${shown}`}
          />
        </label>
        <dl className="pnl-grid">
          <div>
            <dt>{t('memberCentre.bonusDetails.lottery.rebate')}</dt>
            <dd data-testid="implied-rebate">{s.impliedRebate}%</dd>
          </div>
          <div>
            <dt>{t('memberCentre.bonusDetails.lottery.maxSeries')}</dt>
            <dd>{s.maxSeries}</dd>
          </div>
        </dl>
      </div>
      <p className="mc-hint">
        {t('memberCentre.bonusDetails.lottery.unit', { unit: money.major(s.unit), series: s.series })}
      </p>
      <div className="lottery-bonus__plays">
        {s.plays.map((play) => (
          <table key={play.playId} className="lottery-bonus__table">
            <caption>{play.name}</caption>
            <thead>
              <tr>
                <th scope="col">{t('memberCentre.bonusDetails.lottery.level')}</th>
                <th scope="col">{t('memberCentre.bonusDetails.lottery.bonus')}</th>
                <th scope="col">{t('memberCentre.bonusDetails.lottery.odds')}</th>
              </tr>
            </thead>
            <tbody>
              {play.levels.map((level) => (
                <tr key={level.prizeType}>
                  <th scope="row">{level.name}</th>
                  <td>{money.major(level.bonus)}</td>
                  <td>{level.odds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage();
  const released = bonus.status === 'RELEASED';
  const ratio = bonus.requiredTurnover > 0 ? Math.min(1, bonus.achievedTurnover / bonus.requiredTurnover) : 1;
  return (
    <li className={`tx-card bonus-card${released ? ' bonus-card--released' : ''}`} data-testid="bonus-card">
      <div className="tx-card__main">
        <span className="tx-card__type">{bonus.promotionName ?? t('memberCentre.bonusDetails.unnamed')}</span>
        <span className="tx-amount tx-amount--in">{money.signed(bonus.bonus)}</span>
      </div>
      <span className={`tx-status tx-status--${released ? 'success' : 'pending'}`}>
        <Icon name={released ? 'check' : 'clock'} size={14} />
        {t(released ? 'memberCentre.bonusDetails.released' : 'memberCentre.bonusDetails.inProgress')}
      </span>
      <div
        className="turnover__bar"
        role="progressbar"
        aria-label={t('memberCentre.bonusDetails.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <span style={{ width: `${ratio * 100}%` }} />
      </div>
      <dl className="pnl-grid">
        <div>
          <dt>{t('memberCentre.bonusDetails.achieved')}</dt>
          <dd>{money.major(bonus.achievedTurnover)}</dd>
        </div>
        <div>
          <dt>{t('memberCentre.bonusDetails.required')}</dt>
          <dd>{money.major(bonus.requiredTurnover)}</dd>
        </div>
        <div>
          <dt>{t('memberCentre.bonusDetails.granted')}</dt>
          <dd>{formatDateTime(bonus.grantedAt, lang)}</dd>
        </div>
        {bonus.releasedAt && (
          <div>
            <dt>{t('memberCentre.bonusDetails.releasedAt')}</dt>
            <dd>{formatDateTime(bonus.releasedAt, lang)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
