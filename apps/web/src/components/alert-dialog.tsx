import { useTranslation } from 'react-i18next';
import type { DialogRequest } from '@/lib/dialogs';
import { Icon } from './icon';
import { Modal } from './modal';
import { SummaryRow } from './summary-row';
import './alert-dialog.css';

/** One alert or confirm dialog: its text, and OK (plus Cancel for a confirm). */
export default function AlertDialog({
  request,
  onSettle,
}: {
  request: DialogRequest;
  onSettle: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const tone = request.tone ?? 'info';
  return (
    <Modal
      open
      onClose={() => onSettle(false)}
      label={request.title ?? t(`auth.dialog.${tone}`)}
      title={request.title}
      showClose={false}
      closeOnOverlayClick={request.kind === 'alert'}
      delay={0}
      minHeight={0}
      width="min(400px, 100%)"
      className="alert-dialog"
    >
      <div className={`alert-dialog__body alert-dialog__body--${tone}`}>
        <span className="alert-dialog__icon" aria-hidden="true">
          <Icon name={tone === 'success' ? 'shield' : 'info'} size={26} />
        </span>
        <p className="alert-dialog__text" role={request.kind === 'alert' ? 'alert' : undefined}>
          {request.text}
        </p>
      </div>
      {request.details && request.details.length > 0 && (
        <dl className="summary alert-dialog__details">
          {request.details.map((row, i, rows) => (
            <SummaryRow key={row.label} label={row.label} value={row.value} total={i === rows.length - 1} />
          ))}
        </dl>
      )}
      <div className="alert-dialog__actions">
        {request.kind === 'confirm' && (
          <button type="button" className="btn btn--ghost" onClick={() => onSettle(false)}>
            {request.cancelLabel ?? t('auth.dialog.cancel')}
          </button>
        )}
        <button type="button" className="btn btn--primary" data-autofocus="" onClick={() => onSettle(true)}>
          {request.confirmLabel ?? t('auth.dialog.ok')}
        </button>
      </div>
    </Modal>
  );
}
