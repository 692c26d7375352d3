import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  KYC_NAME_MAX,
  KYC_NUMBER_MAX,
  kycDocumentTypes,
  type KycDocumentType,
  type KycImageSide,
  type KycValue,
} from '@portal/contract';
import { FormMessage, TextField } from '@/components/text-field';
import { Skeleton } from '@/components/skeleton';
import { usePrivateImage } from '@/hooks/use-private-image';
import { errorText } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { KYC_PATH, useSubmitKyc } from '../api/kyc';
import { ImageDrop } from './image-drop';
import './kyc-section.css';

/** The line of the security centre's row: the status, and the reason of a rejection. */
export function kycSummaryKey(status: KycValue['status']) {
  return `kyc.status.${status}` as const;
}

/**
 * "Identity verification" of securityCenter (inventory 1.1, decision 0065): pending shows what was sent
 * (read only), approved says so, none or rejected (with its reason) shows the form.
 */
export function KycSection({ value }: { value: KycValue }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { status, submission } = value;
  if (status === 'PENDING' || status === 'APPROVED')
    return (
      <div className="kyc" data-testid="kyc-status">
        <FormMessage tone="info">
          {t(status === 'PENDING' ? 'kyc.pendingText' : 'kyc.approvedText')}
        </FormMessage>
        {submission && (
          <dl className="kyc__facts">
            <dt>{t('kyc.documentType')}</dt>
            <dd>{t(`kyc.documentTypes.${submission.documentType}`)}</dd>
            <dt>{t('kyc.documentNumber')}</dt>
            <dd>{submission.documentNumber}</dd>
            <dt>{t('kyc.fullName')}</dt>
            <dd>{submission.fullName}</dd>
            <dt>{t('kyc.birthDate')}</dt>
            <dd>{submission.birthDate}</dd>
            <dd className="kyc__when">
              {t('kyc.submitted', { time: formatDateTime(submission.submitTime, lang) })}
            </dd>
          </dl>
        )}
        {submission && (
          <div className="kyc__thumbs">
            {submission.images.map((side) => (
              <KycThumb key={side} side={side} />
            ))}
          </div>
        )}
      </div>
    );
  return <KycForm value={value} />;
}

function KycThumb({ side }: { side: KycImageSide }) {
  const { t } = useTranslation();
  const image = usePrivateImage(`${KYC_PATH}/images/${side}`);
  const label = t(`kyc.${side === 'FRONT' ? 'front' : side === 'BACK' ? 'back' : 'selfie'}`);
  return (
    <figure className="kyc__thumb">
      {image.url ? <img src={image.url} alt={label} /> : <Skeleton height={72} />}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

const sides: { side: KycImageSide; key: 'front' | 'back' | 'selfie' }[] = [
  { side: 'FRONT', key: 'front' },
  { side: 'BACK', key: 'back' },
  { side: 'SELFIE', key: 'selfie' },
];

function KycForm({ value }: { value: KycValue }) {
  const { t } = useTranslation();
  const submit = useSubmitKyc();
  const [documentType, setDocumentType] = useState<KycDocumentType>('ID_CARD');
  const [documentNumber, setDocumentNumber] = useState('');
  const [fullName, setFullName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [images, setImages] = useState<Partial<Record<KycImageSide, File>>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<KycImageSide, string>>>({});
  const [touched, setTouched] = useState(false);
  const { policy } = value;
  const wanted = sides.filter(
    ({ side }) =>
      side === 'FRONT' ||
      (side === 'BACK' && policy.backRequired) ||
      (side === 'SELFIE' && policy.selfieRequired),
  );
  const required = (field: string) => t('validation.required', { field });
  const problems = {
    documentNumber: /^[A-Za-z0-9-]{4,40}$/.test(documentNumber.trim())
      ? null
      : required(t('kyc.documentNumber')),
    fullName: fullName.trim().length >= 2 ? null : required(t('kyc.fullName')),
    birthDate: /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? null : required(t('kyc.birthDate')),
  };
  const missing = wanted.filter(({ side }) => !images[side]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean) || missing.length > 0) return;
    submit.mutate({
      documentType,
      documentNumber: documentNumber.trim(),
      fullName: fullName.trim(),
      birthDate,
      images,
    });
  };

  return (
    <form className="kyc kyc__form" onSubmit={send} noValidate data-testid="kyc-form">
      {value.status === 'REJECTED' ? (
        <FormMessage>{t('kyc.rejectedText', { reason: value.rejectReason ?? '' })}</FormMessage>
      ) : (
        <p className="kyc__intro">{t('kyc.intro')}</p>
      )}
      <div className="field">
        <label htmlFor="kyc-type" className="field__label">
          {t('kyc.documentType')}
        </label>
        <select
          id="kyc-type"
          className="select"
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value as KycDocumentType)}
        >
          {kycDocumentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`kyc.documentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('kyc.documentNumber')}
        name="documentNumber"
        value={documentNumber}
        onValueChange={setDocumentNumber}
        maxLength={KYC_NUMBER_MAX}
        autoComplete="off"
        markRequired
        error={touched ? problems.documentNumber : null}
      />
      <TextField
        label={t('kyc.fullName')}
        name="fullName"
        value={fullName}
        onValueChange={setFullName}
        maxLength={KYC_NAME_MAX}
        autoComplete="name"
        markRequired
        error={touched ? problems.fullName : null}
      />
      <TextField
        label={t('kyc.birthDate')}
        name="birthDate"
        type="date"
        value={birthDate}
        onValueChange={setBirthDate}
        markRequired
        error={touched ? problems.birthDate : null}
      />
      <p className="kyc__hint">{t('kyc.minAge', { age: policy.minAge })}</p>
      <div className="kyc__images">
        {wanted.map(({ side, key }) => (
          <ImageDrop
            key={side}
            label={t(`kyc.${key}`)}
            hint={t('kyc.imageHint')}
            name={key}
            required
            file={images[side] ?? null}
            error={imageErrors[side] ?? (touched && !images[side] ? required(t(`kyc.${key}`)) : null)}
            onFile={(file, problem) => {
              setImages((current) => {
                const next = { ...current };
                if (file) next[side] = file;
                else delete next[side];
                return next;
              });
              setImageErrors((current) => ({
                ...current,
                [side]:
                  problem === 'type'
                    ? t('feedback.imageType')
                    : problem === 'size'
                      ? t('feedback.imageSize')
                      : undefined,
              }));
            }}
          />
        ))}
      </div>
      {submit.error && <FormMessage>{errorText(submit.error)}</FormMessage>}
      <button type="submit" className="btn btn--primary" disabled={submit.isPending}>
        {submit.isPending ? t('kyc.sending') : t(value.status === 'REJECTED' ? 'kyc.resubmit' : 'kyc.submit')}
      </button>
    </form>
  );
}
