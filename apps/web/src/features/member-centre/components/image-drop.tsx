import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import './image-drop.css';

/** The spec's upload limits (section 5): PNG or JPG, 5 MB. The server checks the bytes again. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = ['image/png', 'image/jpeg'];

/** Why a picture is refused before it is sent: its type or its size. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!ACCEPT.includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/**
 * One picture, dropped or picked (keyboard: the button opens the file chooser), with its preview and a
 * remove button. Feedback and identity documents use it.
 */
export function ImageDrop({
  label,
  hint,
  file,
  onFile,
  error,
  name,
  required,
}: {
  label: string;
  hint: string;
  file: File | null;
  onFile: (file: File | null, problem: 'type' | 'size' | null) => void;
  error?: string | null;
  name: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const take = (f: File | undefined) => {
    if (!f) return;
    const problem = imageProblem(f);
    onFile(problem ? null : f, problem);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div
        className={`img-drop${over ? ' img-drop--over' : ''}${error ? ' img-drop--invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        {preview ? (
          <div className="img-drop__preview">
            <img src={preview} alt={label} />
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => {
                onFile(null, null);
                if (input.current) input.current.value = '';
              }}
            >
              <Icon name="close" size={14} /> {t('feedback.remove')}
            </button>
          </div>
        ) : (
          <div className="img-drop__empty">
            <Icon name="plus" size={22} />
            <span>
              {t('feedback.drop')}{' '}
              <button
                type="button"
                className="img-drop__pick"
                onClick={() => input.current?.click()}
                aria-describedby={`${id}-hint`}
              >
                {t('feedback.choose')}
              </button>
            </span>
          </div>
        )}
        <input
          ref={input}
          type="file"
          name={name}
          accept="image/png,image/jpeg"
          className="visually-hidden"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          onChange={(event) => take(event.target.files?.[0])}
        />
      </div>
      <p id={`${id}-hint`} className="img-drop__hint">
        {hint}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
