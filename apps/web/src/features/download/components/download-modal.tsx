import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useDownloadModal } from '../stores/download-modal-store';
import { DownloadGuide } from './download-guide';

export default function DownloadModal() {
  const { t } = useTranslation();
  const open = useDownloadModal((s) => s.open);
  const close = useDownloadModal((s) => s.close);
  return (
    <Modal open={open} onClose={close} title={t('download.title')} width="min(980px, 100%)">
      <DownloadGuide />
    </Modal>
  );
}
