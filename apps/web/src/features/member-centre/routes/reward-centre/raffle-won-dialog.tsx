import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import type { ClaimRaffleValue } from '@portal/contract';
import { useMemberCentreNav } from '../../hooks/use-member-centre-nav';
import './tickets.css';

/**
 * The ticket a raffle claim gave (inventory 1.4.2, decision 0050): its name and type, "Open it" (the tickets
 * tab, which opens that ticket) or "Later".
 */
export function RaffleWonDialog({ claim, onClose }: { claim: ClaimRaffleValue | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { hrefOf } = useMemberCentreNav();
  const ticket = claim?.ticket;
  return (
    <Modal
      open={claim !== null}
      onClose={onClose}
      title={t('memberCentre.rewards.raffles.wonTitle')}
      width="min(400px, 100%)"
    >
      {ticket && (
        <div className="raffle-won" data-testid="raffle-won">
          <span className="raffle-won__icon" aria-hidden="true">
            <Icon name="gift" size={40} />
          </span>
          <p>
            {t('memberCentre.rewards.raffles.won', {
              type: t(`memberCentre.rewards.tickets.types.${ticket.type}`),
              name: ticket.name,
            })}
          </p>
          <div className="raffle-won__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('memberCentre.rewards.raffles.later')}
            </button>
            <Link
              className="btn btn--primary"
              to={hrefOf('rewardCenter', { section: 'tickets', ticket: ticket.transactionId })}
              onClick={onClose}
              data-testid="raffle-open-it"
            >
              {t('memberCentre.rewards.raffles.openIt')}
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
