import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { vipGradient } from '@/components/vip-mark';
import { useAckLevelUp, useVipProgress } from '../api/vip';
import '../routes/vip.css';

/**
 * The level-up modal (inventory 1.6 `levelUpModel`, decision 0062): title, the new rank's benefits and a
 * button; shown once (the server forgets the level-up when the member closes it).
 */
export function VipLevelUp() {
  const { t } = useTranslation();
  const progress = useVipProgress();
  const ack = useAckLevelUp();
  const up = progress.data?.levelUp;
  if (!up || ack.isPending) return null;
  const rank = progress.data?.current;
  const close = () => ack.mutate();
  return (
    <Modal open onClose={close} title={t('vip.levelUp.title')} width="min(380px, 100%)">
      <div className="vip-levelup" data-testid="vip-level-up">
        <span
          className="vip-levelup__badge"
          style={
            rank ? ({ background: vipGradient(rank.rankColor, rank.rankColor2) } as CSSProperties) : undefined
          }
        >
          <Icon name="crown" size={40} />
        </span>
        <p className="vip-levelup__name">{t('vip.levelUp.text', { name: up.labelName, n: up.rankLevel })}</p>
        {up.benefits.length > 0 && (
          <ul aria-label={t('vip.levelUp.benefits')}>
            {up.benefits.map((b) => (
              <li key={b}>
                <Icon name="check" size={14} /> {b}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn btn--primary" onClick={close}>
          {t('vip.levelUp.button')}
        </button>
      </div>
    </Modal>
  );
}
