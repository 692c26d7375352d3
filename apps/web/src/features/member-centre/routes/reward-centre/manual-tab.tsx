import { useTranslation } from 'react-i18next';
import { IssuedList } from './issued-list';

/** The MANUAL tab (decision 0046): bonuses the operator issued to the member, to claim before they expire. */
export default function ManualTab() {
  const { t } = useTranslation();
  return (
    <div className="ir-tab">
      <p className="mc-hint">{t('memberCentre.rewards.manual.hint')}</p>
      <IssuedList kind="MANUAL" />
    </div>
  );
}
