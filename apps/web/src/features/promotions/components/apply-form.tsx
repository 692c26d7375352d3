import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionDetail } from '@portal/contract';
import { errorText } from '@/lib/i18n';
import { useApply } from '../api/promotions';

const MAX_REMARKS = 140;
const MAX_PICTURES = 3;
const MAX_BYTES = 5 * 1024 * 1024;

/** PNG or JPEG by the first bytes, as the server checks (a name proves nothing). */
async function isPngOrJpeg(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

/**
 * Applying for a promotion: a comment (0/140), up to 3 PNG or JPG pictures of at most 5 MB with previews,
 * a confirmation step, then the application's status.
 */
export function ApplyForm({ promotion, onApplied }: { promotion: PromotionDetail; onApplied?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rules = promotion.rules;
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const apply = useApply();
  const previews = useMemo(() => pictures.map((f) => URL.createObjectURL(f)), [pictures]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const length = [...remarks].length;

  const addFiles = async (files: FileList | null) => {
    setPictureError(null);
    const next = [...pictures];
    for (const file of Array.from(files ?? [])) {
      if (next.length >= MAX_PICTURES) {
        setPictureError(t('promotions.apply.tooMany', { max: MAX_PICTURES }));
        break;
      }
      if (file.size > MAX_BYTES) {
        setPictureError(t('promotions.apply.tooLarge', { name: file.name }));
        continue;
      }
      if (!(await isPngOrJpeg(file))) {
        setPictureError(t('promotions.apply.badType', { name: file.name }));
        continue;
      }
      next.push(file);
    }
    setPictures(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (rules.remarkRequired && !remarks.trim()) return setFormError(t('promotions.apply.remarkRequired'));
    if (rules.picturesRequired && pictures.length === 0)
      return setFormError(t('promotions.apply.picturesRequired'));
    setConfirming(true);
  };

  const send = () =>
    apply.mutate(
      { promotionId: promotion.id, remarks: remarks.trim(), pictures },
      {
        onSuccess: () => {
          setConfirming(false);
          setRemarks('');
          setPictures([]);
          onApplied?.();
        },
        onError: (error) => {
          setConfirming(false);
          setFormError(errorText(error));
        },
      },
    );

  return (
    <form className="promo-apply" onSubmit={submit} noValidate>
      <h3 className="promo-apply__title">{t('promotions.apply.title')}</h3>
      <label className="promo-apply__label" htmlFor={`${id}-remarks`}>
        {t('promotions.apply.remarks')}
        {rules.remarkRequired ? ' *' : ''}
      </label>
      <textarea
        id={`${id}-remarks`}
        className="promo-apply__remarks"
        value={remarks}
        rows={3}
        maxLength={MAX_REMARKS}
        placeholder={t('promotions.apply.remarksPlaceholder')}
        onChange={(e) => setRemarks([...e.target.value].slice(0, MAX_REMARKS).join(''))}
      />
      <div className="promo-apply__counter" aria-live="polite">
        {length}/{MAX_REMARKS}
      </div>
      <div className="promo-apply__label">
        {t('promotions.apply.pictures', { max: MAX_PICTURES })}
        {rules.picturesRequired ? ' *' : ''}
      </div>
      <div className="promo-apply__pictures">
        {previews.map((url, i) => (
          <figure key={url} className="promo-apply__preview">
            <img src={url} alt={pictures[i]!.name} />
            <button
              type="button"
              className="promo-apply__remove"
              aria-label={t('promotions.apply.remove', { name: pictures[i]!.name })}
              onClick={() => setPictures(pictures.filter((_, n) => n !== i))}
            >
              ×
            </button>
          </figure>
        ))}
        {pictures.length < MAX_PICTURES ? (
          <label className="promo-apply__add">
            <span aria-hidden="true">+</span>
            <span className="promo-apply__add-text">{t('promotions.apply.addPicture')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="promo-apply__file"
              data-testid="promo-pictures"
              onChange={(e) => {
                void addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        ) : null}
      </div>
      <p className="promo-apply__hint">{t('promotions.apply.pictureHint')}</p>
      {pictureError ? (
        <p className="promo-apply__error" role="alert">
          {pictureError}
        </p>
      ) : null}
      {formError ? (
        <p className="promo-apply__error" role="alert">
          {formError}
        </p>
      ) : null}
      {confirming ? (
        <div className="promo-apply__confirm" role="group" aria-label={t('promotions.apply.confirmTitle')}>
          <p>{t('promotions.apply.confirmText', { title: promotion.title, count: pictures.length })}</p>
          <div className="promo-apply__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t('promotions.apply.cancel')}
            </button>
            <button type="button" className="btn btn--primary" onClick={send} disabled={apply.isPending}>
              {apply.isPending ? t('promotions.apply.sending') : t('promotions.apply.confirm')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn btn--primary promo-apply__submit">
          {t('promotions.apply.submit')}
        </button>
      )}
    </form>
  );
}
