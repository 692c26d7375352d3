import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, feedbackTypes, textLength } from '@portal/contract';
import { FormMessage, TextField } from '@/components/text-field';
import { CaptchaField, useCaptcha } from '@/features/accounts';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useSendFeedback } from '../api/feedback';
import { ImageDrop } from './image-drop';

/**
 * The feedback form (inventory 1.5.2): type, text with its counter, one optional picture, the image
 * captcha; a visitor (logged out) also leaves a contact. `PUT /wps/feedback`.
 */
export function FeedbackForm({ visitor = false, onSent }: { visitor?: boolean; onSent?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendFeedback();
  const [type, setType] = useState<number>(feedbackTypes[0]);
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [contact, setContact] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const captchaImage = useCaptcha(true, attempt);

  const length = textLength(content);
  const contentProblem =
    length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH
      ? t('feedback.bounds', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })
      : null;
  const captchaProblem = captcha.trim() ? null : t('validation.required', { field: t('feedback.captcha') });
  const contactProblem =
    visitor && !contact.trim() ? t('validation.required', { field: t('feedback.contact') }) : null;
  const serverError = send.error;
  const fieldError = (field: string) =>
    serverError instanceof ApiError &&
    serverError.value &&
    typeof serverError.value === 'object' &&
    field in serverError.value
      ? errorText(serverError)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (contentProblem || captchaProblem || contactProblem || imageError) return;
    send.mutate(
      { type, content: content.trim(), captcha: captcha.trim(), image, ...(visitor ? { contact } : {}) },
      {
        onSuccess: () => {
          setSent(true);
          setContent('');
          setImage(null);
          setCaptcha('');
          setContact('');
          setTouched(false);
          setAttempt((n) => n + 1);
          onSent?.();
        },
        // A captcha is single use: a refused submission needs a new one.
        onError: () => {
          setCaptcha('');
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  return (
    <form className="fb-form" onSubmit={submit} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="fb-form__intro">
        {t(visitor ? 'feedback.visitorIntro' : 'feedback.intro')}
      </p>
      {sent && !send.isPending && (
        <FormMessage tone="info">
          <span role="status">{t('feedback.sent')}</span>
        </FormMessage>
      )}
      <fieldset className="fb-types">
        <legend className="field__label">{t('feedback.type')}</legend>
        <div className="fb-types__list">
          {feedbackTypes.map((value) => (
            <label key={value} className={`fb-type${type === value ? ' fb-type--on' : ''}`}>
              <input
                type="radio"
                name="type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              {t(`feedback.types.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-content`} className="field__label">
          {t('feedback.content')}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </label>
        <div
          className={`field__control fb-form__text${touched && (contentProblem || fieldError('content')) ? ' field__control--invalid' : ''}`}
        >
          <textarea
            id={`${id}-content`}
            name="content"
            className="field__input"
            rows={5}
            value={content}
            maxLength={FEEDBACK_MAX_LENGTH + 50}
            placeholder={t('feedback.placeholder', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })}
            onChange={(event) => setContent(event.target.value)}
            aria-describedby={`${id}-counter`}
            aria-invalid={touched && contentProblem ? true : undefined}
          />
        </div>
        <p
          id={`${id}-counter`}
          className={`fb-form__counter${length > FEEDBACK_MAX_LENGTH ? ' fb-form__counter--over' : ''}`}
        >
          <span>{t('feedback.bounds', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })}</span>
          <span data-testid="feedback-counter">
            {t('feedback.counter', { count: length, max: FEEDBACK_MAX_LENGTH })}
          </span>
        </p>
        {touched && contentProblem && <p className="field__error">{contentProblem}</p>}
      </div>
      <ImageDrop
        label={t('feedback.image')}
        hint={t('feedback.imageHint')}
        name="image"
        file={image}
        error={imageError}
        onFile={(file, problem) => {
          setImage(file);
          setImageError(
            problem === 'type'
              ? t('feedback.imageType')
              : problem === 'size'
                ? t('feedback.imageSize')
                : null,
          );
        }}
      />
      {visitor && (
        <TextField
          label={t('feedback.contact')}
          name="contact"
          value={contact}
          onValueChange={setContact}
          placeholder={t('feedback.contactHint')}
          maxLength={100}
          markRequired
          error={touched ? (contactProblem ?? fieldError('contact')) : null}
        />
      )}
      <CaptchaField
        value={captcha}
        onValueChange={setCaptcha}
        error={touched ? captchaProblem : null}
        image={captchaImage.image}
        failed={captchaImage.failed}
        onRefresh={captchaImage.refresh}
      />
      {serverError && <FormMessage>{errorText(serverError)}</FormMessage>}
      <button type="submit" className="btn btn--primary fb-form__submit" disabled={send.isPending}>
        {send.isPending ? t('feedback.sending') : t('feedback.submit')}
      </button>
    </form>
  );
}
