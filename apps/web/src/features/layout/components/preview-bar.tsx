import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { exitPreview, getPreview, previewEndedNote, usePreviewEndedNote } from '@/lib/preview';

/**
 * The bar of a content preview tab (decision 0035): says the tab shows unpublished content, the moment
 * previewed, and leads back to the members' site. After a refused link, a note that this is the live site.
 */
export function PreviewBar() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ended = usePreviewEndedNote();
  // Read once per render: the tab's preview only changes with a page load.
  const preview = getPreview();
  if (preview)
    return (
      <div className="preview-bar" role="status" data-testid="preview-bar">
        <span className="preview-bar__badge">{t('preview.label')}</span>
        <span className="preview-bar__text">
          <span className="preview-bar__time">
            {preview.at ? t('preview.at', { time: formatDateTime(preview.at, lang) }) : t('preview.now')}
          </span>
          <span className="preview-bar__note">{t('preview.note')}</span>
        </span>
        <button type="button" className="preview-bar__exit" onClick={exitPreview}>
          {t('preview.exit')}
        </button>
      </div>
    );
  if (ended)
    return (
      <div className="preview-bar preview-bar--ended" role="status">
        <span className="preview-bar__text">{t('preview.ended')}</span>
        <button type="button" className="preview-bar__exit" onClick={previewEndedNote.dismiss}>
          {t('preview.dismiss')}
        </button>
      </div>
    );
  return null;
}
