import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@portal/contract';
import { Icon } from '@/components/icon';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { setDocumentTitle } from '@/features/theme';
import { maintenanceContacts, openContact } from '../hooks/use-customer-service';

/** Replaces the whole site while the merchant is under maintenance (status 1). */
export default function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const brand = status.info.brand;
  const contacts = maintenanceContacts(status.info.customerService);
  const end = formatDateTime(status.maintenanceEnd, lang);

  useEffect(() => {
    setDocumentTitle(brand.name, t('system.maintenance.title'));
  }, [brand.name, t]);

  return (
    <main className="system-screen">
      <div className="system-card">
        {brand.logoUrl && <img className="system-card__logo" src={brand.logoUrl} alt={brand.name} />}
        <span className="system-card__icon">
          <Icon name="wrench" size={34} />
        </span>
        <h1 className="system-card__title">{t('system.maintenance.title')}</h1>
        <p className="system-card__text">{t('system.maintenance.text')}</p>
        {end && (
          <p className="system-card__meta">
            <span>{t('system.maintenance.endLabel')}</span>
            <time dateTime={status.maintenanceEnd ?? undefined}>{end}</time>
          </p>
        )}
        {contacts.map((contact) => (
          <button
            key={contact.id}
            type="button"
            className="btn btn--primary btn--lg"
            onClick={() => openContact(contact)}
          >
            <Icon name="headset" />
            {contacts.length > 1 ? contact.title : t('system.maintenance.contact')}
          </button>
        ))}
      </div>
    </main>
  );
}
