import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/contract';
import { Modal } from '@/components/modal';
import { SafeHtml } from '@/components/safe-html';
import './announcement-modal.css';

export default function PopupModal({ popups, onClose }: { popups: Announcement[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = popups[index]!;
  const last = index === popups.length - 1;
  return (
    <Modal open onClose={onClose} title={current.title} width="min(560px, 100%)">
      <SafeHtml className="rich-text popup-notice" html={current.content} />
      <div className="popup-notice__foot">
        {popups.length > 1 && (
          <span className="popup-notice__count">
            {index + 1} / {popups.length}
          </span>
        )}
        <button
          type="button"
          className="btn btn--primary"
          data-autofocus=""
          onClick={() => (last ? onClose() : setIndex(index + 1))}
        >
          {last ? t('common.gotIt') : t('common.next')}
        </button>
      </div>
    </Modal>
  );
}
