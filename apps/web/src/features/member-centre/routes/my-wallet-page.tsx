import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useBalance } from '@/features/accounts';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMoney } from '../hooks/use-money';

/**
 * `transferFund`, my wallet (inventory 1.2.1), read-only for now: the total and every wallet (main,
 * bonus, game vendors; a vendor under maintenance says so), with Deposit and Withdraw.
 */
export default function MyWalletPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { go } = useMemberCentreNav();
  const balance = useBalance();

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
          className={`icon-btn wallet-total__refresh${balance.isFetching ? ' wallet-total__refresh--spinning' : ''}`}
          aria-label={t('account.refreshBalance')}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
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

      <h4 className="deposit__label">{t('memberCentre.wallet.wallets')}</h4>
      <ul className="wallet-grid">
        {data.balance.map((wallet) => {
          const down = wallet.status === 'MAINTENANCE';
          return (
            <li key={wallet.accountTypeId} className={`wallet-card${down ? ' wallet-card--down' : ''}`}>
              <span className="wallet-card__name">{wallet.name}</span>
              <span className="wallet-card__amount">{money.major(wallet.availBalance)}</span>
              {down && (
                <span className="wallet-card__status">
                  <Icon name="wrench" size={14} />
                  {t('memberCentre.wallet.maintenance')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="my-wallet__note">
        <Icon name="info" size={16} />
        {t('memberCentre.wallet.transferSoon')}
      </p>
    </div>
  );
}
