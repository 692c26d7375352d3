import { Tabs } from '../../components';
import { useT } from '../../lib/i18n';
import { SPORT_IDS, type SportsSportId } from './api';
import { messages } from './messages';

/** The four sports as tabs (exposure and voiding show one sport at a time). */
export function SportTabs({
  value,
  onChange,
}: {
  value: SportsSportId;
  onChange: (s: SportsSportId) => void;
}) {
  const t = useT(messages);
  return (
    <Tabs
      label={t('colSport')}
      tabs={SPORT_IDS.map((s) => ({ key: s, label: t(`sport_${s}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
