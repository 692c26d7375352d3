import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deliveryMobilePattern } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { FormMessage, TextField } from '@/components/text-field';
import { useAuthModal } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { useMoney } from '@/hooks/use-money';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { dialogs } from '@/lib/dialogs';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useSessionStore } from '@/lib/session';
import { useAttemptId } from '@/lib/request-id';
import {
  convertPoints,
  pointsKey,
  redeemReward,
  usePointBalance,
  usePointCategories,
  usePointConfig,
  usePointRewards,
  usePointsDetail,
  useRedeemList,
  type PointReward,
} from '../api/points';
import './point-mall.css';

const tabs = ['mall', 'history', 'convert', 'detail', 'rules'] as const;
type Tab = (typeof tabs)[number];
const PAGE_SIZE = 12;
const isPassword = (s: string) => /^\d{6}$/.test(s);

/** After points moved: the points page's reads and the cash balance refetch. */
function usePointsMoved() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const moneyMoved = useMoneyMoved();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pointsKey(token) });
    moneyMoved();
  };
}

/**
 * `/pointMall` (inventory 1.4.4, decision 0039): the points balance, the mall by category with redemption
 * (points only or points plus cash, delivery details, payment password, confirmation), the redemption
 * history, conversion into cash at the rate, the points detail and the rules.
 */
export default function PointMallPage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const token = useSessionStore((s) => s.token);
  const auth = useAuthModal();
  const [tab, setTab] = useState<Tab>('mall');
  useEffect(() => {
    setDocumentTitle(brand.name, t('pointMall.title'));
  }, [brand.name, t]);

  return (
    <section className="page point-mall">
      <h1 className="page__title">
        <span className="page__title-icon">
          <Icon name="gift" size={22} />
        </span>
        {t('pointMall.title')}
      </h1>
      {token === null ? (
        <EmptyState
          icon="lock"
          title={t('pointMall.title')}
          action={
            <button type="button" className="btn btn--primary" onClick={() => auth.open('login')}>
              {t('header.login')}
            </button>
          }
        >
          {t('pointMall.rulesText')}
        </EmptyState>
      ) : (
        <>
          <BalanceHeader />
          <div className="point-mall__tabs" role="tablist">
            {tabs.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={tab === key}
                className={`point-mall__tab${tab === key ? ' is-active' : ''}`}
                onClick={() => setTab(key)}
              >
                {t(`pointMall.tabs_${key}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {tab === 'mall' && <Mall />}
            {tab === 'history' && <History />}
            {tab === 'convert' && <Convert />}
            {tab === 'detail' && <Detail />}
            {tab === 'rules' && <Rules />}
          </div>
        </>
      )}
    </section>
  );
}

function BalanceHeader() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const balance = usePointBalance();
  return (
    <div className="point-mall__balance">
      <span className="point-mall__balance-label">{t('pointMall.balance')}</span>
      <strong className="point-mall__balance-value" data-testid="point-balance">
        {balance.isPending ? '—' : balance.isError ? '—' : balance.data.pointBalance.toLocaleString(lang)}
      </strong>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => void balance.refetch()}
        aria-label={t('pointMall.refresh')}
        disabled={balance.isFetching}
      >
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}

function Mall() {
  const { t } = useTranslation();
  const categories = usePointCategories();
  const [type, setType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const rewards = usePointRewards(type, page, PAGE_SIZE);
  const [picked, setPicked] = useState<PointReward | null>(null);
  const choose = (next: string | null) => {
    setType(next);
    setPage(1);
  };
  return (
    <>
      <div className="point-mall__cats" role="group" data-testid="point-categories">
        <button
          type="button"
          className={`point-mall__chip${type === null ? ' is-active' : ''}`}
          aria-pressed={type === null}
          onClick={() => choose(null)}
        >
          {t('pointMall.all')}
        </button>
        {(categories.data?.types ?? []).map((c) => (
          <button
            key={c.type}
            type="button"
            className={`point-mall__chip${type === c.type ? ' is-active' : ''}`}
            aria-pressed={type === c.type}
            onClick={() => choose(c.type)}
          >
            {c.name}
          </button>
        ))}
      </div>
      {rewards.isPending ? (
        <div className="point-mall__grid" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={280} />
          ))}
        </div>
      ) : rewards.isError ? (
        <QueryError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.list.length === 0 ? (
        <EmptyState icon="gift" title={t('pointMall.empty')} />
      ) : (
        <>
          <ul className="point-mall__grid">
            {rewards.data.list.map((r) => (
              <ProductCard key={r.rewardId} reward={r} onRedeem={() => setPicked(r)} />
            ))}
          </ul>
          <Pagination page={page} total={rewards.data.totalPages} onChange={setPage} />
        </>
      )}
      {picked && <RedeemModal reward={picked} onClose={() => setPicked(null)} />}
    </>
  );
}

function ProductCard({ reward, onRedeem }: { reward: PointReward; onRedeem: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const [shown, setShown] = useState(0);
  const soldOut = reward.inventory <= 0;
  return (
    <li className="point-card" data-testid="point-card">
      <div className="point-card__media">
        {reward.images.length > 0 && <img src={reward.images[shown]} alt="" loading="lazy" />}
        {reward.images.length > 1 && (
          <div className="point-card__dots">
            {reward.images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t('common.goToSlide', { index: i + 1 })}
                className={i === shown ? 'is-active' : ''}
                onClick={() => setShown(i)}
              />
            ))}
          </div>
        )}
      </div>
      <div className="point-card__body">
        <h2 className="point-card__name">{reward.name}</h2>
        {reward.description && <p className="point-card__desc">{reward.description}</p>}
        <p className="point-card__price">
          {t('pointMall.price', { points: reward.price.toLocaleString(lang) })}
        </p>
        {reward.displayPointMoneyAmt === 'Y' && (
          <p className="point-card__mix">
            {t('pointMall.mix', {
              points: (reward.mpPointAmount ?? 0).toLocaleString(lang),
              cash: money.major(reward.mpMoneyAmount ?? 0),
            })}
          </p>
        )}
        <div className="point-card__foot">
          <span className="point-card__stock">
            {soldOut ? t('pointMall.soldOut') : t('pointMall.stock', { n: reward.inventory })}
          </span>
          <button type="button" className="btn btn--primary btn--sm" disabled={soldOut} onClick={onRedeem}>
            {t('pointMall.redeem')}
          </button>
        </div>
      </div>
    </li>
  );
}

function RedeemModal({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const moved = usePointsMoved();
  const points = usePointBalance().data?.pointBalance ?? 0;
  const [type, setType] = useState<'P' | 'M'>('P');
  const [qty, setQty] = useState(1);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [province, setProvince] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const attempt = useAttemptId();
  const unit = type === 'P' ? reward.price : (reward.mpPointAmount ?? reward.price);
  // The stepper stops at the stock and at what the member's points pay for (at least 1 to show the total).
  const max = Math.max(1, Math.min(reward.inventory, Math.floor(points / unit)));
  const total = qty * unit;
  const cash = type === 'M' ? qty * (reward.mpMoneyAmount ?? 0) : 0;
  const enough = total <= points;
  const errors = {
    name: name.trim() ? null : t('pointMall.required'),
    address: address.trim() ? null : t('pointMall.required'),
    mobile: !mobile.trim()
      ? t('pointMall.required')
      : deliveryMobilePattern.test(mobile.trim())
        ? null
        : t('pointMall.mobileInvalid'),
    password: isPassword(password) ? null : t('pointMall.passwordInvalid'),
  };
  const valid = Object.values(errors).every((e) => e === null) && enough;
  const shownError = (e: string | null) => (touched ? e : null);
  const totalText =
    type === 'P'
      ? t('pointMall.total', { points: total.toLocaleString(lang) })
      : t('pointMall.totalMix', { points: total.toLocaleString(lang), cash: money.major(cash) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    const confirmed = await dialogs.confirm(
      t('pointMall.confirmText', {
        points: total.toLocaleString(lang),
        cash: cash > 0 ? ` + ${money.major(cash)}` : '',
        qty,
        name: reward.name,
      }),
      {
        title: t('pointMall.confirmTitle'),
        confirmLabel: t('pointMall.confirm'),
        cancelLabel: t('pointMall.cancel'),
        details: [
          { label: t('pointMall.name'), value: name.trim() },
          { label: t('pointMall.address'), value: address.trim() },
          { label: t('pointMall.mobile'), value: mobile.trim() },
          { label: t('pointMall.quantity'), value: String(qty) },
          { label: t('pointMall.payWith'), value: totalText },
        ],
      },
    );
    if (!confirmed) return;
    setBusy(true);
    setFailure(null);
    try {
      const input = {
        rewardId: reward.rewardId,
        quantity: qty,
        redeemType: type,
        password,
        province: province.trim(),
        name: name.trim(),
        address: address.trim(),
        mobile: mobile.trim(),
      };
      await redeemReward({ ...input, requestId: attempt.idFor(input) });
      attempt.done();
      moved();
      onClose();
      void dialogs.alert(t('pointMall.success'), { tone: 'success' });
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('pointMall.modalTitle', { name: reward.name })}
      width="min(520px, 100%)"
    >
      <form className="point-redeem" onSubmit={(e) => void submit(e)} noValidate>
        {reward.displayPointMoneyAmt === 'Y' && (
          <fieldset className="point-redeem__types">
            <legend>{t('pointMall.payWith')}</legend>
            {(['P', 'M'] as const).map((k) => (
              <label key={k} className={`point-mall__chip${type === k ? ' is-active' : ''}`}>
                <input
                  type="radio"
                  name="redeemType"
                  value={k}
                  checked={type === k}
                  onChange={() => {
                    setType(k);
                    setQty(1);
                  }}
                />
                {k === 'P' ? t('pointMall.payPoints') : t('pointMall.payMix')}
              </label>
            ))}
          </fieldset>
        )}
        <div className="point-redeem__qty">
          <span id="point-qty-label">{t('pointMall.quantity')}</span>
          <div className="point-redeem__stepper" role="group" aria-labelledby="point-qty-label">
            <button
              type="button"
              className="btn btn--outline btn--sm"
              aria-label={t('pointMall.decrease')}
              disabled={qty <= 1}
              onClick={() => setQty((q) => Math.max(1, q - 1))}
            >
              −
            </button>
            <output aria-live="polite" data-testid="redeem-qty">
              {qty}
            </output>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              aria-label={t('pointMall.increase')}
              disabled={qty >= max}
              onClick={() => setQty((q) => Math.min(max, q + 1))}
            >
              +
            </button>
          </div>
        </div>
        <p className={`point-redeem__total${enough ? '' : ' is-short'}`} data-testid="redeem-total">
          {totalText}
          {!enough && ` · ${t('pointMall.notEnough')}`}
        </p>
        <TextField
          label={t('pointMall.name')}
          value={name}
          onValueChange={setName}
          maxLength={64}
          markRequired
          error={shownError(errors.name)}
          autoComplete="name"
        />
        <TextField
          label={t('pointMall.address')}
          value={address}
          onValueChange={setAddress}
          maxLength={300}
          markRequired
          error={shownError(errors.address)}
          autoComplete="street-address"
        />
        <TextField
          label={t('pointMall.mobile')}
          value={mobile}
          onValueChange={setMobile}
          maxLength={15}
          inputMode="tel"
          markRequired
          error={shownError(errors.mobile)}
          autoComplete="tel"
        />
        <TextField
          label={t('pointMall.province')}
          value={province}
          onValueChange={setProvince}
          maxLength={64}
          markOptional
        />
        <TextField
          type="password"
          label={t('pointMall.paymentPassword')}
          value={password}
          onValueChange={(v) => setPassword(v.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          markRequired
          error={shownError(errors.password)}
        />
        {failure !== null && <FormMessage tone="error">{errorText(failure)}</FormMessage>}
        <div className="point-redeem__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('pointMall.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy || !enough}>
            {busy ? t('pointMall.submitting') : t('pointMall.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const statuses = ['P', 'A', 'R'] as const;

function History() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useRedeemList(status, page);
  return (
    <>
      <div className="point-mall__cats" role="group">
        {[null, ...statuses].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className={`point-mall__chip${status === s ? ' is-active' : ''}`}
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {s ? t(`pointMall.status_${s}`) : t('pointMall.allStatus')}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState icon="receipt" title={t('pointMall.historyEmpty')} />
      ) : (
        <>
          <ul className="point-rows">
            {list.data.list.map((r) => (
              <li key={r.redeemId} className="point-row" data-testid="redemption-row">
                <div className="point-row__main">
                  <strong>{r.rewardName}</strong>
                  <span className="point-row__muted">
                    {t('pointMall.items', { n: r.quantity })} · {formatDateTime(r.createdAt, lang)}
                  </span>
                  <span className="point-row__muted">
                    {r.name} · {r.mobile} · {r.address}
                  </span>
                  {r.reason && (
                    <span className="point-row__reason">{t('pointMall.reason', { reason: r.reason })}</span>
                  )}
                </div>
                <div className="point-row__side">
                  <span>
                    −{r.points.toLocaleString(lang)}
                    {r.cash > 0 && ` · −${money.major(r.cash)}`}
                  </span>
                  <span className={`point-status point-status--${r.status}`}>
                    {t(`pointMall.status_${r.status}`)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={list.data.totalPages} onChange={setPage} />
        </>
      )}
    </>
  );
}

function Convert() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const moved = usePointsMoved();
  const config = usePointConfig();
  const points = usePointBalance().data?.pointBalance ?? 0;
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const attempt = useAttemptId();
  if (config.isPending) return <Skeleton height={220} />;
  if (config.isError) return <QueryError error={config.error} onRetry={() => void config.refetch()} />;
  const { pointExchangeRate: rate, convertMin } = config.data;
  const n = /^\d{1,10}$/.test(amount) ? Number(amount) : 0;
  // The cash preview rounds down to the cent, as the server pays (decision 0039).
  const cash = Math.floor((n * 100) / rate) / 100;
  const amountError =
    n < convertMin
      ? t('pointMall.convertMin', { n: convertMin })
      : n > points
        ? t('pointMall.notEnough')
        : null;
  const passwordError = isPassword(password) ? null : t('pointMall.passwordInvalid');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountError || passwordError || busy) return;
    const ok = await dialogs.confirm(
      t('pointMall.convertConfirmText', { points: n.toLocaleString(lang), cash: money.major(cash) }),
      {
        title: t('pointMall.convertTitle'),
        confirmLabel: t('pointMall.convertConfirm'),
        cancelLabel: t('pointMall.cancel'),
      },
    );
    if (!ok) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const result = await convertPoints(n, password, attempt.idFor({ n, password }));
      attempt.done();
      setDone(t('pointMall.converted', { cash: money.major(result.cash) }));
      setAmount('');
      setPassword('');
      setTouched(false);
      moved();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="point-convert" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="point-convert__title">{t('pointMall.convertTitle')}</h2>
      <p className="point-row__muted" data-testid="convert-rate">
        {t('pointMall.rate', { rate: rate.toLocaleString(lang), currency: money.symbol || '' })} ·{' '}
        {t('pointMall.convertMin', { n: convertMin.toLocaleString(lang) })}
      </p>
      <TextField
        label={t('pointMall.convertAmount')}
        value={amount}
        onValueChange={(v) => {
          setAmount(v.replace(/\D/g, '').slice(0, 10));
          setDone(null);
        }}
        inputMode="numeric"
        markRequired
        error={touched || amount !== '' ? amountError : null}
      />
      <p className="point-convert__preview" data-testid="convert-preview" aria-live="polite">
        {t('pointMall.preview', { cash: money.major(cash) })}
      </p>
      <TextField
        type="password"
        label={t('pointMall.paymentPassword')}
        value={password}
        onValueChange={(v) => setPassword(v.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        markRequired
        error={touched ? passwordError : null}
      />
      {failure !== null && <FormMessage tone="error">{errorText(failure)}</FormMessage>}
      {done && <FormMessage tone="info">{done}</FormMessage>}
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {busy ? t('pointMall.submitting') : t('pointMall.convertConfirm')}
      </button>
    </form>
  );
}

function Detail() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const detail = usePointsDetail(page);
  if (detail.isPending) return <Skeleton height={200} />;
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.data.rows.length === 0) return <EmptyState icon="receipt" title={t('pointMall.detailEmpty')} />;
  return (
    <>
      <ul className="point-rows">
        {detail.data.rows.map((r) => (
          <li key={r.id} className="point-row" data-testid="points-detail-row">
            <div className="point-row__main">
              <strong>{t(`pointMall.kind_${r.type}`, { defaultValue: t('pointMall.kind_points') })}</strong>
              <span className="point-row__muted">{formatDateTime(r.time, lang)}</span>
              {r.remark && <span className="point-row__muted">{r.remark}</span>}
            </div>
            <div className="point-row__side">
              <span className={r.amount >= 0 ? 'point-row__in' : 'point-row__out'}>
                {r.amount >= 0 ? '+' : '−'}
                {Math.abs(r.amount).toLocaleString(lang)}
              </span>
              <span className="point-row__muted">{r.balanceAfter.toLocaleString(lang)}</span>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} total={detail.data.totalPages} onChange={setPage} />
    </>
  );
}

function Rules() {
  const { t } = useTranslation();
  const money = useMoney();
  const config = usePointConfig();
  const categoryName = useMemo(() => (type: string) => t(`games.types.${type}`, { defaultValue: type }), [t]);
  if (config.isPending) return <Skeleton height={160} />;
  if (config.isError) return <QueryError error={config.error} onRetry={() => void config.refetch()} />;
  return (
    <div className="point-rules">
      <p>{config.data.rules ?? t('pointMall.rulesText')}</p>
      <p className="point-row__muted">
        {t('pointMall.rate', { rate: config.data.pointExchangeRate, currency: money.symbol || '' })}
      </p>
      {config.data.earnRules.length === 0 ? (
        <p className="point-row__muted">{t('pointMall.earnNone')}</p>
      ) : (
        <ul>
          {config.data.earnRules.map((r) => (
            <li key={r.gameType}>
              {t('pointMall.earnRule', {
                category: categoryName(r.gameType),
                per: money.major(r.perAmount),
                points: r.points,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
