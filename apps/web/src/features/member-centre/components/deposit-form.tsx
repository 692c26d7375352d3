import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositChannels } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import { langTags } from '@portal/i18n/langs';
import { Icon } from '@/components/icon';
import { SafeHtml } from '@/components/safe-html';
import { FormMessage, TextField } from '@/components/text-field';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { newRequestId } from '@/lib/request-id';
import { useSessionStore } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { createDeposit, previewDeposit, useDepositPromotions } from '../api/deposit';
import { promotionOffer } from '../lib/money-forms';
import { DepositPromotions } from './deposit-promotions';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMoney } from '@/hooks/use-money';
import {
  checkDepositAmount,
  depositPreview,
  minorOf,
  nextAmountText,
  paymentPageUrl,
  type AmountProblem,
} from '../lib/deposit-amount';
import { SummaryRow } from '@/components/summary-row';

const problemKeys = {
  required: 'memberCentre.deposit.amountRequired',
  format: 'memberCentre.deposit.amountFormat',
  belowMin: 'memberCentre.deposit.amountBelowMin',
  aboveMax: 'memberCentre.deposit.amountAboveMax',
  notFixed: 'memberCentre.deposit.amountChoose',
} as const satisfies Record<AmountProblem, string>;

/**
 * The deposit form (inventory 1.2.2): channel cards sorted by rebate, the channel's description, the
 * amount with its fixed-amount chips, a live preview of fee, rebate and what arrives, then a
 * confirmation with the figures the server will book (its preview, decision 0019) before the order is
 * created. A gateway order goes on to its payment page; a manual transfer shows where to pay.
 */
export function DepositForm({ gate }: { gate: DepositChannels }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const { go } = useMemberCentreNav();
  // Inventory 1.2.2: channels sorted by their rebate, highest first.
  const channels = useMemo(
    () => [...gate.channels].sort((a, b) => b.rebatePercent - a.rebatePercent),
    [gate.channels],
  );
  const [channelId, setChannelId] = useState(channels[0]!.channelId);
  const channel = channels.find((c) => c.channelId === channelId) ?? channels[0]!;
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const promotions = useDepositPromotions().data?.promotions ?? [];
  const [chosenPromotion, setChosenPromotion] = useState<number | null>(null);
  /** One id per attempt: kept for a retry of the same channel and amount, new after any change. */
  const requestId = useRef<string | null>(null);
  /** Set from the first click until the order is answered: a second click neither asks nor sends. */
  const inFlight = useRef(false);
  const amountRef = useRef<HTMLInputElement>(null);

  const check = checkDepositAmount(channel, amountText);
  const preview = check.amount !== undefined ? depositPreview(channel, check.amount) : null;
  const problem =
    check.problem && touched
      ? t(problemKeys[check.problem], { min: money.major(channel.min), max: money.major(channel.max) })
      : null;
  // A promotion the amount no longer fits falls back to "do not participate".
  const promotion = promotions.find((p) => p.promotionId === chosenPromotion);
  const offer = promotion ? promotionOffer(promotion, check.amount) : null;
  const promotionId = offer?.bonus !== undefined || offer?.blocked === 'noAmount' ? chosenPromotion : null;
  const percent = (value: number) =>
    new Intl.NumberFormat(langTags[lang], { maximumFractionDigits: 2 }).format(value);

  const changeAttempt = () => {
    requestId.current = null;
    setFailure(null);
  };
  const pickChannel = (next: DepositChannel) => {
    setChannelId(next.channelId);
    changeAttempt();
  };
  const setAmount = (text: string) => {
    setAmountText(text);
    changeAttempt();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.amount === undefined || !preview) {
      amountRef.current?.focus();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await placeOrder(check.amount);
    } finally {
      inFlight.current = false;
    }
  };

  const placeOrder = async (amount: bigint) => {
    const request = { channelId: channel.channelId, amount: toMajor(amount), promotionId };
    // The figures to confirm are the server's: the same function computes the order it then creates.
    setBusy(true);
    setFailure(null);
    let figures;
    try {
      figures = await previewDeposit(request);
    } catch (err) {
      setFailure(err);
      // A promotion no longer open to the member drops out of the list.
      void queryClient.invalidateQueries({ queryKey: queryKeys.depositPromotions(token, lang) });
      return;
    } finally {
      setBusy(false);
    }
    const confirmed = await dialogs.confirm(t('memberCentre.deposit.confirmText'), {
      title: t('memberCentre.deposit.confirmTitle'),
      confirmLabel: t('memberCentre.deposit.confirm'),
      details: [
        { label: t('memberCentre.deposit.channels'), value: channel.name },
        { label: t('memberCentre.deposit.amount'), value: money.major(figures.amount) },
        { label: t('memberCentre.deposit.fee'), value: money.major(figures.fee) },
        { label: t('memberCentre.deposit.rebate'), value: money.major(figures.rebate) },
        ...(promotion && figures.promotionId !== null
          ? [
              { label: t('memberCentre.promo.title'), value: promotion.name },
              { label: t('memberCentre.promo.bonusLabel'), value: money.major(figures.bonus) },
              { label: t('memberCentre.promo.turnover'), value: money.major(figures.turnover) },
            ]
          : []),
        { label: t('memberCentre.deposit.receive'), value: money.major(figures.credit) },
      ],
    });
    if (!confirmed) return;
    requestId.current ??= newRequestId();
    setBusy(true);
    setFailure(null);
    try {
      const order = await createDeposit({ ...request, requestId: requestId.current });
      requestId.current = null;
      queryClient.setQueryData(queryKeys.depositOrder(token, order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.depositChannels(token, lang) });
      const payPage = order.payUrl ? paymentPageUrl(order.payUrl, lang, window.location.origin) : null;
      if (payPage) {
        setRedirecting(true);
        window.location.assign(payPage);
        return;
      }
      void go('depositv2', { depositOrder: order.orderId }, { replace: true });
    } catch (err) {
      setFailure(err);
      // A manual deposit waiting elsewhere: the gate shows it instead of the form.
      if (err instanceof ApiError && err.errorCode === 'deposit.pending.exists')
        void queryClient.invalidateQueries({ queryKey: queryKeys.depositChannels(token, lang) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="deposit" onSubmit={(event) => void submit(event)} noValidate>
      {gate.depositInfo && <p className="deposit__info">{gate.depositInfo}</p>}
      {gate.inProgressCount > 0 && (
        <p className="mc-badge-line">
          <span className="mc-badge">
            {t('memberCentre.deposit.inProgress', { count: gate.inProgressCount })}
          </span>
        </p>
      )}
      <fieldset className="deposit__channels">
        <legend className="deposit__label">{t('memberCentre.deposit.channels')}</legend>
        <div className="channel-grid">
          {channels.map((c) => (
            <label
              key={c.channelId}
              className={`channel-card${c.channelId === channel.channelId ? ' channel-card--active' : ''}`}
            >
              <input
                type="radio"
                name="deposit-channel"
                className="channel-card__input"
                checked={c.channelId === channel.channelId}
                onChange={() => pickChannel(c)}
              />
              <ChannelIcon url={c.iconUrl} />
              <span className="channel-card__text">
                <span className="channel-card__name">{c.name}</span>
                <span className="channel-card__limits">
                  {t('memberCentre.deposit.limits', { min: money.plain(c.min), max: money.plain(c.max) })}
                </span>
              </span>
              {c.rebatePercent > 0 && (
                <span className="channel-card__badge">
                  {t('memberCentre.deposit.rebateBadge', { percent: percent(c.rebatePercent) })}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      {channel.description && <SafeHtml className="rich-text deposit__desc" html={channel.description} />}

      <div className="deposit__main">
        <div className="deposit__amount">
          {channel.fixAmountOnly ? (
            <p className="deposit__label" id="deposit-fixed-label">
              {t('memberCentre.deposit.amount')}
              <span className="deposit__hint">{t('memberCentre.deposit.fixedOnly')}</span>
            </p>
          ) : (
            <TextField
              ref={amountRef}
              label={t('memberCentre.deposit.amount')}
              value={amountText}
              onValueChange={(typed) => setAmount(nextAmountText(amountText, typed))}
              onBlur={() => setTouched(amountText !== '' || touched)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={`${money.plain(channel.min)} – ${money.plain(channel.max)}`}
              prefix={money.symbol ? <span className="field__prefix">{money.symbol}</span> : undefined}
              error={problem}
            />
          )}
          {channel.fixAmounts.length > 0 && (
            <div
              className="chip-row"
              role="group"
              aria-label={t('memberCentre.deposit.quickAmounts')}
              aria-describedby={channel.fixAmountOnly ? 'deposit-fixed-label' : undefined}
            >
              {channel.fixAmounts.map((fixed) => (
                <button
                  key={fixed}
                  type="button"
                  className="chip"
                  aria-pressed={check.amount === minorOf(fixed)}
                  onClick={() => {
                    setAmount(String(fixed));
                    setTouched(true);
                  }}
                >
                  {money.plain(fixed)}
                </button>
              ))}
            </div>
          )}
          {channel.fixAmountOnly && problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          {promotions.length > 0 && (
            <DepositPromotions
              promotions={promotions}
              amount={check.amount}
              value={promotionId}
              onChange={(id) => {
                setChosenPromotion(id);
                changeAttempt();
              }}
            />
          )}
        </div>

        <div className="deposit__summary">
          <h4 className="deposit__label">{t('memberCentre.deposit.summary')}</h4>
          <dl className="summary" aria-live="polite">
            <SummaryRow
              label={t('memberCentre.deposit.amount')}
              value={preview && money.minor(preview.amount)}
            />
            <SummaryRow label={t('memberCentre.deposit.fee')} value={preview && money.minor(preview.fee)} />
            <SummaryRow
              label={t('memberCentre.deposit.rebate')}
              value={preview && money.minor(preview.rebate)}
            />
            {promotion && offer?.bonus !== undefined && (
              <SummaryRow label={t('memberCentre.promo.bonusLabel')} value={money.minor(offer.bonus)} />
            )}
            <SummaryRow
              label={t('memberCentre.deposit.receive')}
              value={preview && money.minor(preview.credit)}
              total
            />
          </dl>
          <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
          <button
            type="submit"
            className="btn btn--primary btn--lg deposit__submit"
            disabled={busy || redirecting}
          >
            {busy && <span className="spinner spinner--sm" aria-hidden="true" />}
            {t('memberCentre.deposit.submit')}
          </button>
        </div>
      </div>
      {redirecting && (
        <div className="mc-overlay-note" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('memberCentre.deposit.redirecting')}
        </div>
      )}
    </form>
  );
}

/** The channel's picture; the wallet icon stands in when there is none or it fails. */
function ChannelIcon({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="channel-card__icon" aria-hidden="true">
      {url && !failed ? (
        <img src={url} alt="" onError={() => setFailed(true)} />
      ) : (
        <Icon name="wallet" size={22} />
      )}
    </span>
  );
}
