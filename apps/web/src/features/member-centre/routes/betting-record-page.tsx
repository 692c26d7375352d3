import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetHistory } from '@portal/contract';
import { Icon } from '@/components/icon';
import { Pnl } from '@/components/pnl';
import { useVendors } from '@/features/games';
import { LotteryBetRecord } from '@/features/lottery';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useBetHistory, type BetStatus } from '../api/get-bet-history';
import { useBetLegs } from '../components/bet-legs';
import { RangeChips, RecordPager, RecordResult } from '@/components/record-result';
import { useGameTypeLabel } from '../hooks/use-game-type-label';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMoney } from '@/hooks/use-money';
import {
  customRange,
  MAX_RECORD_DAYS,
  presetDays,
  presetRange,
  type RangePreset,
  type TimeRange,
} from '@/lib/date-range';
import './betting-record.css';

const PAGE_SIZE = 13;
const ALL = '';
const statuses: readonly BetStatus[] = ['OPEN', 'SETTLED', 'ROLLED_BACK'];
type Row = BetHistory['rows'][number];

const recordTabs = ['games', 'lottery', 'vnlottery'] as const;
type RecordTab = (typeof recordTabs)[number];
const isRecordTab = (v: string | null): v is RecordTab =>
  (recordTabs as readonly (string | null)[]).includes(v);

/**
 * `personalHistoryCopy`, the betting record (inventory 1.3.2): tabs for the game vendors' rounds, the
 * lottery's orders and the Vietnam lottery's (`lottHistory`, `vlottHistory`); the tab is in the address
 * (`section`), so the lottery page can link to its orders.
 */
export default function BettingRecordPage() {
  const { t } = useTranslation();
  const { params, go } = useMemberCentreNav();
  const section = params.get('section');
  const tab: RecordTab = isRecordTab(section) ? section : 'games';
  return (
    <div className="bets-tabs">
      <div className="chip-row" role="tablist" aria-label={t('memberCentre.bets.tabs')}>
        {recordTabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className="chip"
            aria-pressed={tab === key}
            onClick={() =>
              void go('personalHistoryCopy', key === 'games' ? {} : { section: key }, { replace: true })
            }
          >
            {t(`memberCentre.bets.tabNames.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'games' ? (
        <GameRecord />
      ) : (
        <Suspense fallback={null}>
          <LotteryBetRecord key={tab} vn={tab === 'vnlottery'} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The game vendors' rounds by category (All, then each category with vendors), vendor, status and date
 * range (presets or custom, at most 31 days), with totals. A table on wide screens, cards on a phone;
 * house-game rounds link to the vendor's page that recomputes them.
 */
function GameRecord() {
  const { t } = useTranslation();
  const gameTypeLabel = useGameTypeLabel();
  const vendorId = useId();
  const statusId = useId();
  const lanes = useVendors().data?.lanes;
  const [category, setCategory] = useState(ALL);
  const [vendor, setVendor] = useState(ALL);
  const [status, setStatus] = useState<BetStatus | ''>(ALL);
  const [preset, setPreset] = useState<RangePreset | 'custom'>('today');
  const [range, setRange] = useState<TimeRange>(() => presetRange('today', new Date()));
  const [custom, setCustom] = useState(() => presetDays('last7', new Date()));
  const [pageNo, setPageNo] = useState(1);
  const narrow = useMediaQuery('(max-width: 767px)');
  const query = useBetHistory({
    gameType: category,
    vassalage: vendor,
    status,
    ...range,
    pageNo,
    pageSize: PAGE_SIZE,
  });

  const categories = useMemo(() => (lanes ?? []).filter((lane) => lane.cards.length > 0), [lanes]);
  const vendors = useMemo(() => {
    const cards = categories
      .filter((l) => category === ALL || l.gameClassify === category)
      .flatMap((l) => l.cards);
    return [...new Map(cards.map((c) => [c.vassalage, c.displayName])).entries()];
  }, [categories, category]);
  const customCheck = customRange(custom.startDate, custom.endDate);
  const today = presetDays('today', new Date()).endDate;

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    setRange(presetRange(next, new Date()));
    setPageNo(1);
  };
  const chooseCustom = (next: { startDate: string; endDate: string }) => {
    setCustom(next);
    setPreset('custom');
    const checked = customRange(next.startDate, next.endDate);
    if (checked.range) {
      setRange(checked.range);
      setPageNo(1);
    }
  };

  return (
    <div className="record bets">
      <div className="chip-row" role="group" aria-label={t('memberCentre.shared.gameCategories')}>
        {[ALL, ...categories.map((lane) => lane.gameClassify)].map((key) => (
          <button
            key={key || 'all'}
            type="button"
            className="chip chip--small"
            aria-pressed={category === key}
            onClick={() => {
              setCategory(key);
              setVendor(ALL);
              setPageNo(1);
            }}
          >
            {key === ALL ? t('memberCentre.shared.all') : gameTypeLabel(key)}
          </button>
        ))}
      </div>

      <div className="record__filters" role="group" aria-label={t('memberCentre.shared.filters')}>
        <RangeChips value={preset} onChange={choosePreset} onCustom={() => chooseCustom(custom)} />
        <div className="bets__selects">
          <div className="record__type">
            <label htmlFor={vendorId} className="record__type-label">
              {t('memberCentre.bets.vendor')}
            </label>
            <select
              id={vendorId}
              className="select"
              value={vendor}
              onChange={(event) => {
                setVendor(event.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('memberCentre.bets.allVendors')}</option>
              {vendors.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="record__type">
            <label htmlFor={statusId} className="record__type-label">
              {t('memberCentre.shared.status')}
            </label>
            <select
              id={statusId}
              className="select"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as BetStatus | '');
                setPageNo(1);
              }}
            >
              <option value="">{t('memberCentre.bets.allStatuses')}</option>
              {statuses.map((key) => (
                <option key={key} value={key}>
                  {t(`memberCentre.bets.statuses.${key}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {preset === 'custom' && (
        <fieldset className="bets__custom">
          <legend className="visually-hidden">{t('memberCentre.bets.custom')}</legend>
          <label className="bets__date">
            <span>{t('memberCentre.bets.from')}</span>
            <input
              type="date"
              className="select"
              value={custom.startDate}
              max={today}
              onChange={(event) => chooseCustom({ ...custom, startDate: event.target.value })}
            />
          </label>
          <label className="bets__date">
            <span>{t('memberCentre.bets.to')}</span>
            <input
              type="date"
              className="select"
              value={custom.endDate}
              max={today}
              onChange={(event) => chooseCustom({ ...custom, endDate: event.target.value })}
            />
          </label>
          <p
            className={`bets__range-note${customCheck.problem ? ' bets__range-note--error' : ''}`}
            role={customCheck.problem ? 'alert' : undefined}
          >
            {customCheck.problem
              ? t(`memberCentre.bets.rangeProblems.${customCheck.problem}`, { max: MAX_RECORD_DAYS })
              : t('memberCentre.bets.rangeHint', { max: MAX_RECORD_DAYS })}
          </p>
        </fieldset>
      )}

      <RecordResult query={query} icon="dice" emptyText={t('memberCentre.bets.emptyText')}>
        {(data) => (
          <>
            {narrow ? <BetCards data={data} /> : <BetTable data={data} />}
            <RecordPager page={pageNo} data={data} onChange={setPageNo} />
          </>
        )}
      </RecordResult>
    </div>
  );
}

function Status({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`tx-status bet-status bet-status--${status.toLowerCase()}`}>
      {t(`memberCentre.bets.statuses.${status}`)}
    </span>
  );
}

/** The vendor's page that recomputes a house-game round, in a new tab. */
function VerifyLink({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.verifyUrl || !/^https?:\/\//i.test(row.verifyUrl)) return null;
  return (
    <a
      className="bet-verify"
      href={row.verifyUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('memberCentre.bets.verifyRound', { game: row.gameName, round: row.roundId })}
    >
      {t('memberCentre.bets.verify')}
      <Icon name="external" size={13} />
    </a>
  );
}

function BetTable({ data }: { data: BetHistory }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="table-wrap">
      <table className="table bets__table">
        <thead>
          <tr>
            <th scope="col">{t('memberCentre.bets.game')}</th>
            <th scope="col">{t('memberCentre.bets.vendor')}</th>
            <th scope="col">{t('memberCentre.bets.betTime')}</th>
            <th scope="col" className="table__num">
              {t('memberCentre.bets.stake')}
            </th>
            <th scope="col" className="table__num">
              {t('memberCentre.bets.validBet')}
            </th>
            <th scope="col" className="table__num">
              {t('memberCentre.bets.win')}
            </th>
            <th scope="col" className="table__num">
              {t('memberCentre.bets.profitLoss')}
            </th>
            <th scope="col">{t('memberCentre.shared.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('memberCentre.bets.verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <BetTableRow key={`${row.vendor}:${row.roundId}`} row={row} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('memberCentre.shared.total')}
            </th>
            <td className="table__num">{money.major(data.summary.betAmount)}</td>
            <td className="table__num">{money.major(data.summary.validBet)}</td>
            <td className="table__num">{money.major(data.summary.winAmount)}</td>
            <td className="table__num">
              <Pnl value={data.summary.profitAndLoss} />
            </td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A round's row; a sports bet's toggle opens a row of its legs under it. */
function BetTableRow({ row }: { row: Row }) {
  const lang = useLanguage();
  const money = useMoney();
  const legs = useBetLegs(row);
  return (
    <>
      <tr className={legs?.open ? 'bets__row--open' : undefined}>
        <td>
          {row.gameName}
          <span className="table__remark">{row.roundId}</span>
          {legs?.toggle}
        </td>
        <td>{row.vendorName}</td>
        <td className="table__time">{formatDateTime(row.betTime, lang)}</td>
        <td className="table__num">{money.major(row.betAmount)}</td>
        <td className="table__num">{money.major(row.validBet)}</td>
        <td className="table__num">{money.major(row.winAmount)}</td>
        <td className="table__num">
          <Pnl value={row.profitAndLoss} />
        </td>
        <td>
          <Status status={row.status} />
        </td>
        <td>
          <VerifyLink row={row} />
        </td>
      </tr>
      {legs?.list && (
        <tr className="bets__legs-row">
          <td colSpan={9}>{legs.list}</td>
        </tr>
      )}
    </>
  );
}

/** A round's card on the phone; a sports bet's legs open under its figures. */
function BetCard({ row, figures }: { row: Row; figures: (f: Row) => ReactNode }) {
  const lang = useLanguage();
  const legs = useBetLegs(row);
  return (
    <li className="tx-card">
      <div className="tx-card__main">
        <span className="tx-card__type">{row.gameName}</span>
        <Pnl value={row.profitAndLoss} />
      </div>
      <div className="tx-card__meta">
        <span>
          {row.vendorName} · {formatDateTime(row.betTime, lang)}
        </span>
        <Status status={row.status} />
      </div>
      {figures(row)}
      {legs && <div className="tx-card__meta">{legs.toggle}</div>}
      {legs?.list}
      <div className="tx-card__meta">
        <span className="bets__round">{row.roundId}</span>
        <VerifyLink row={row} />
      </div>
    </li>
  );
}

function BetCards({ data }: { data: BetHistory }) {
  const { t } = useTranslation();
  const money = useMoney();
  const figures = (f: { betAmount: number; validBet: number; winAmount: number }) => (
    <dl className="pnl-grid">
      <div>
        <dt>{t('memberCentre.bets.stake')}</dt>
        <dd>{money.major(f.betAmount)}</dd>
      </div>
      <div>
        <dt>{t('memberCentre.bets.validBet')}</dt>
        <dd>{money.major(f.validBet)}</dd>
      </div>
      <div>
        <dt>{t('memberCentre.bets.win')}</dt>
        <dd>{money.major(f.winAmount)}</dd>
      </div>
    </dl>
  );
  return (
    <ul className="tx-cards">
      {data.rows.map((row) => (
        <BetCard key={`${row.vendor}:${row.roundId}`} row={row} figures={figures} />
      ))}
      <li className="tx-card tx-card--total">
        <div className="tx-card__main">
          <span className="tx-card__type">{t('memberCentre.shared.total')}</span>
          <Pnl value={data.summary.profitAndLoss} />
        </div>
        {figures(data.summary)}
      </li>
    </ul>
  );
}
