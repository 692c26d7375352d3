import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { FeedbackForm } from './feedback-form';
import '../routes/feedback.css';

/** The logged-out feedback form (inventory 1.5.2, `PUT /wps/feedback` without a token): staff answer the contact. */
export default function VisitorFeedback({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('feedback.visitorTitle')} width="min(560px, 100%)">
      <div className="fb fb--visitor">
        <FeedbackForm visitor />
      </div>
    </Modal>
  );
}
