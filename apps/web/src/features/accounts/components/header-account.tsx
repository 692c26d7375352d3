import { useTranslation } from 'react-i18next';
import { useMemberCentre } from '@/features/auth';
import { AccountMenu } from './account-menu';
import { BalanceWidget } from './balance-widget';
import './header-account.css';

/**
 * The logged-in header (spec section 2): Deposit, Withdraw, the balance and the avatar menu. Trial
 * accounts get 'Please Register An Account First' from the gated actions (useMemberCentre).
 */
export default function HeaderAccount() {
  const { t } = useTranslation();
  const memberCentre = useMemberCentre();
  return (
    <div className="header-account">
      <div className="header-account__cash">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => memberCentre.open('depositv2')}
        >
          {t('account.deposit')}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => memberCentre.open('withdraw')}
        >
          {t('account.withdraw')}
        </button>
      </div>
      <BalanceWidget />
      <AccountMenu />
    </div>
  );
}
