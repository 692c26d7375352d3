import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletAccountTypes, type WalletBalance } from '@portal/contract';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useBalance } from '@/features/accounts';
import { useBalanceRefresh } from '@/hooks/use-balance';
import { useMerchantWallet } from '../api/wallet-transfer';
import { RecentTransfers } from '../components/recent-transfers';
import { WalletTransferForm } from '../components/wallet-transfer-form';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMoney } from '@/hooks/use-money';
import './my-wallet.css';

/**
 * `transferFund`, my wallet (inventory 1.2.1): the total with Deposit and Withdraw, the transfer
 * between the main wallet and the game vendors' wallets (with "recall all"), every wallet (a vendor
 * under maintenance or not answering says so) and the transfers of the last 2 days. A single-wallet
 * merchant (`GCS_merchantWallet.isSingle == 1`) shows its notice instead of the transfer controls.
 * The server lists only vendors that are enabled and configured; game wallets holding nothing fold
 * away behind a toggle (decision 0022).
 */
export default function MyWalletPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { go } = useMemberCentreNav();
  const balance = useBalance();
  const { refreshing, refresh } = useBalanceRefresh(balance);
  const merchant = useMerchantWallet();
  const single = merchant.data?.isSingle === 1;
  const [showEmpty, setShowEmpty] = useState(false);

  if (balance.isPending)
    return (
      <div className="mc-loading" aria-busy="true">
        <Skeleton height={128} />
        <div className="wallet-grid">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={76} />
          ))}
        </div>
      </div>
    );
  if (balance.isError) return <QueryError error={balance.error} onRetry={() => void balance.refetch()} />;
  const data = balance.data;
  const empty = data.balance.filter(isEmptyGameWallet);
  const listed = data.balance.filter((w) => !isEmptyGameWallet(w));
  return (
    <div className="my-wallet">
      <div className="wallet-total">
        <div className="wallet-total__figure">
          <span className="wallet-total__label">{t('memberCentre.wallet.total')}</span>
          <strong className="wallet-total__amount" data-testid="wallet-total">
            {money.major(data.sumBalance)}
          </strong>
        </div>
        <button
          type="button"
          className={`icon-btn wallet-total__refresh${refreshing ? ' wallet-total__refresh--spinning' : ''}`}
          aria-label={t('account.refreshBalance')}
          disabled={refreshing}
          onClick={refresh}
        >
          <Icon name="refresh" size={18} />
        </button>
        <div className="wallet-total__actions">
          <button type="button" className="btn btn--primary" onClick={() => void go('depositv2')}>
            <Icon name="deposit" size={18} />
            {t('account.deposit')}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => void go('withdraw')}>
            <Icon name="withdraw" size={18} />
            {t('account.withdraw')}
          </button>
        </div>
      </div>

      {merchant.isPending ? (
        <Skeleton height={260} />
      ) : single ? (
        <p className="my-wallet__note" role="note">
          <Icon name="info" size={16} />
          {t('memberCentre.transfer.singleWallet')}
        </p>
      ) : (
        <WalletTransferForm wallets={data.balance} />
      )}

      <h4 className="deposit__label">{t('memberCentre.wallet.wallets')}</h4>
      <ul className="wallet-grid" data-testid="wallet-list">
        {listed.map((wallet) => (
          <WalletCard key={wallet.accountTypeId} wallet={wallet} />
        ))}
        {showEmpty && empty.map((wallet) => <WalletCard key={wallet.accountTypeId} wallet={wallet} />)}
      </ul>
      {empty.length > 0 && (
        <button
          type="button"
          className="btn btn--ghost btn--sm my-wallet__fold"
          aria-expanded={showEmpty}
          onClick={() => setShowEmpty((v) => !v)}
        >
          <Icon name="chevronDown" size={16} />
          {showEmpty
            ? t('memberCentre.walletFold.hide')
            : t('memberCentre.walletFold.show', { count: empty.length })}
        </button>
      )}
      {!single && !merchant.isPending && <RecentTransfers />}
    </div>
  );
}

type Wallet = WalletBalance['balance'][number];

/** A game vendor's wallet holding nothing; one that did not answer may hold money, so it stays shown. */
const isEmptyGameWallet = (w: Wallet) =>
  w.accountTypeId !== walletAccountTypes.main &&
  w.accountTypeId !== walletAccountTypes.bonus &&
  w.availBalance === 0 &&
  w.status !== 'UNAVAILABLE';

function WalletCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const money = useMoney();
  const down = wallet.status !== 'OK';
  return (
    <li className={`wallet-card${down ? ' wallet-card--down' : ''}`}>
      <span className="wallet-card__name">{wallet.name}</span>
      <span className="wallet-card__amount">{money.major(wallet.availBalance)}</span>
      {down && (
        <span className="wallet-card__status">
          <Icon name={wallet.status === 'MAINTENANCE' ? 'wrench' : 'ban'} size={14} />
          {t(`memberCentre.wallet.statuses.${wallet.status}`)}
        </span>
      )}
    </li>
  );
}
