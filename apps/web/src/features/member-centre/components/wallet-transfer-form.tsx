import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajor } from '@portal/contract/money';
import { Icon } from '@/components/icon';
import { FormMessage, TextField } from '@/components/text-field';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { newRequestId } from '@/lib/request-id';
import {
  recallAllWallets,
  transferBetweenWallets,
  type WalletReturnResult,
  type WalletTransferResult,
} from '../api/wallet-transfer';
import { useMoney } from '@/hooks/use-money';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { useInFlight } from '@/hooks/use-in-flight';
import { minorOf, nextAmountText } from '../lib/deposit-amount';
import { checkOutgoingAmount } from '../lib/money-forms';
import {
  canSwap,
  fromWallets,
  MAIN_WALLET,
  settlePair,
  toWallets,
  type Wallet,
} from '../lib/wallet-transfer';

const QUICK_AMOUNTS = [100, 500, 1000];

interface Done {
  result: WalletTransferResult;
  /** The amount asked for, as shown (a PENDING transfer has not moved all of it yet). */
  amount: string;
  from: string;
  to: string;
}

/**
 * The transfer between wallets of my wallet (inventory 1.2.1): from a wallet with money to the main
 * wallet or a vendor's (one side is always the main wallet; a vendor under maintenance cannot take
 * money), swap, quick amounts with Max, a confirmation before money moves, then the result (PENDING
 * when the vendor's answer is still awaited). "Recall all" brings every vendor wallet back to main.
 */
export function WalletTransferForm({ wallets }: { wallets: readonly Wallet[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyMoved = useMoneyMoved();
  const fromId = useId();
  const toId = useId();
  const [chosen, setChosen] = useState<{ from: number | null; to: number | null }>({ from: 0, to: null });
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'transfer' | 'recall' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [recalled, setRecalled] = useState<WalletReturnResult | null>(null);
  const requestId = useRef<string | null>(null);
  // One transfer or recall at a time, its confirmation included (a double click asks once).
  const inFlight = useInFlight();

  // The choice stays while possible; balances that change (a recall, a game) may move it.
  const pair = settlePair(wallets, chosen);
  const froms = fromWallets(wallets);
  // With no money anywhere yet, the list still shows where money from the main wallet could go.
  const tos = toWallets(wallets, pair.from ?? MAIN_WALLET);
  const from = wallets.find((w) => w.accountTypeId === pair.from);
  const to = wallets.find((w) => w.accountTypeId === pair.to);
  const available = from?.availBalance ?? 0;
  const check = checkOutgoingAmount(amountText, { available });
  const problem = touched || amountText !== '' ? (check.problem ?? null) : null;
  const current = /^\d+(\.\d{1,2})?$/.test(amountText) ? minorOf(Number(amountText)) : null;

  const newAttempt = () => {
    requestId.current = null;
    setFailure(null);
    setDone(null);
    setRecalled(null);
  };
  const choose = (next: { from: number | null; to: number | null }) => {
    setChosen(next);
    newAttempt();
  };

  const submit = async () => {
    setTouched(true);
    if (busy || !from || !to || check.amount === undefined) return;
    const amount = money.minor(check.amount);
    const confirmed = await dialogs.confirm(t('memberCentre.transfer.confirmText'), {
      title: t('memberCentre.transfer.confirmTitle'),
      confirmLabel: t('memberCentre.shared.confirm'),
      details: [
        { label: t('memberCentre.transfer.from'), value: from.name },
        { label: t('memberCentre.transfer.to'), value: to.name },
        { label: t('memberCentre.transfer.amount'), value: amount },
      ],
    });
    if (!confirmed) return;
    // A retry of the same attempt (after a lost answer) reuses its id, so the money moves once.
    requestId.current ??= newRequestId();
    setBusy('transfer');
    setFailure(null);
    setRecalled(null);
    try {
      const result = await transferBetweenWallets({
        fromAccountTypeId: from.accountTypeId,
        toAccountTypeId: to.accountTypeId,
        amount: toMajor(check.amount),
        requestId: requestId.current,
      });
      requestId.current = null;
      setDone({ result, amount, from: from.name, to: to.name });
      setAmountText('');
      setTouched(false);
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(null);
      moneyMoved();
    }
  };

  const recall = async () => {
    if (busy) return;
    setBusy('recall');
    newAttempt();
    try {
      setRecalled(await recallAllWallets());
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(null);
      moneyMoved();
    }
  };

  const error =
    problem &&
    (problem === 'overBalance'
      ? t('memberCentre.transfer.overBalance', { wallet: from?.name ?? '', balance: money.major(available) })
      : problem === 'belowMin'
        ? t('memberCentre.transfer.positive')
        : t(`memberCentre.amount.${problem}`, { min: '', max: '', balance: '' }));
  const recalledTotal = recalled?.recalled.reduce((sum, r) => sum + minorOf(r.amount), 0n) ?? 0n;

  return (
    <form
      className="transfer"
      aria-labelledby="transfer-title"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void inFlight.run(submit);
      }}
      noValidate
    >
      <div className="transfer__head">
        <h4 id="transfer-title" className="transfer__title">
          <Icon name="transfer" size={18} />
          {t('memberCentre.transfer.title')}
        </h4>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void inFlight.run(recall)}
          disabled={busy !== null || inFlight.busy}
        >
          {busy === 'recall' ? (
            <span className="spinner spinner--sm" aria-hidden="true" />
          ) : (
            <Icon name="refresh" size={16} />
          )}
          {t('memberCentre.transfer.recallAll')}
        </button>
      </div>

      <div className="transfer__wallets">
        <div className="transfer__wallet">
          <label htmlFor={fromId} className="field__label">
            {t('memberCentre.transfer.from')}
          </label>
          <select
            id={fromId}
            className="select transfer__select"
            value={pair.from ?? ''}
            disabled={froms.length === 0}
            onChange={(event) => choose({ from: Number(event.target.value), to: pair.to })}
          >
            {froms.length === 0 && <option value="">{t('memberCentre.transfer.noMoney')}</option>}
            {froms.map((w) => (
              <option key={w.accountTypeId} value={w.accountTypeId}>
                {w.name} · {money.major(w.availBalance)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="icon-btn transfer__swap"
          aria-label={t('memberCentre.transfer.swap')}
          title={t('memberCentre.transfer.swap')}
          disabled={!canSwap(wallets, pair.from, pair.to)}
          onClick={() => choose({ from: pair.to, to: pair.from })}
        >
          <Icon name="transfer" size={18} />
        </button>
        <div className="transfer__wallet">
          <label htmlFor={toId} className="field__label">
            {t('memberCentre.transfer.to')}
          </label>
          <select
            id={toId}
            className="select transfer__select"
            value={pair.to ?? ''}
            disabled={tos.length === 0}
            onChange={(event) => choose({ from: pair.from, to: Number(event.target.value) })}
          >
            {pair.to === null && <option value="">{t('memberCentre.transfer.noTarget')}</option>}
            {tos.map(({ wallet, disabled }) => (
              <option key={wallet.accountTypeId} value={wallet.accountTypeId} disabled={disabled}>
                {wallet.name}
                {disabled ? ` (${t(`memberCentre.wallet.statuses.${wallet.status}`)})` : ''}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="deposit__amount">
        <TextField
          label={t('memberCentre.transfer.amount')}
          value={amountText}
          onValueChange={(typed) => {
            setAmountText(nextAmountText(amountText, typed));
            newAttempt();
          }}
          inputMode="decimal"
          autoComplete="off"
          disabled={!from}
          prefix={money.symbol ? <span className="field__prefix">{money.symbol}</span> : undefined}
          error={error}
          markRequired
        />
        <div className="chip-row" role="group" aria-label={t('memberCentre.shared.quickAmounts')}>
          {QUICK_AMOUNTS.filter((amount) => amount <= available).map((amount) => (
            <button
              key={amount}
              type="button"
              className="chip"
              aria-pressed={current === minorOf(amount)}
              onClick={() => {
                setAmountText(String(amount));
                newAttempt();
              }}
            >
              {money.plain(amount)}
            </button>
          ))}
          <button
            type="button"
            className="chip"
            disabled={available <= 0}
            aria-pressed={available > 0 && current === minorOf(available)}
            onClick={() => {
              setAmountText(String(available));
              newAttempt();
            }}
          >
            {t('memberCentre.transfer.max')}
          </button>
        </div>
      </div>

      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormMessage tone="info">
        {done
          ? done.result.status === 'PENDING'
            ? t('memberCentre.transfer.pending', { amount: done.amount, to: done.to })
            : t('memberCentre.transfer.success', {
                amount: money.major(done.result.successAmount),
                from: done.from,
                to: done.to,
              })
          : recalled
            ? [
                recalled.recalled.length > 0
                  ? t('memberCentre.transfer.recalled', { amount: money.minor(recalledTotal) })
                  : t('memberCentre.transfer.nothingToRecall'),
                recalled.failed.length > 0
                  ? t('memberCentre.transfer.recallFailed', {
                      wallets: recalled.failed.map((f) => f.name).join(', '),
                    })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')
            : null}
      </FormMessage>
      {froms.length === 0 && <p className="mc-hint">{t('memberCentre.transfer.noMoneyHint')}</p>}

      <button
        type="submit"
        className="btn btn--primary btn--lg"
        disabled={busy !== null || inFlight.busy || !from || !to}
      >
        {busy === 'transfer' && <span className="spinner spinner--sm" aria-hidden="true" />}
        {t('memberCentre.transfer.submit')}
      </button>
    </form>
  );
}
