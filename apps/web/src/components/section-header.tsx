import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';

export function SectionHeader({
  id,
  icon,
  title,
  moreTo,
}: {
  id: string;
  icon: IconName;
  title: ReactNode;
  moreTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="section-head">
      <h2 className="section-head__title" id={id}>
        <span className="section-head__icon">
          <Icon name={icon} size={18} />
        </span>
        {title}
      </h2>
      {moreTo && (
        <Link className="section-head__more" to={moreTo}>
          {t('common.more')}
          <Icon name="chevronRight" size={16} />
        </Link>
      )}
    </div>
  );
}
