import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { Participation } from '@playfront/api-contract';
import { Button, CloseIcon, IconButton } from '@playfront/ui-kit';
import { useApplyPromotionMutation } from './promotions-api';
import { PromoMessage as Notice } from './states';

/** Spec §5: activity images are png or jpg, up to 5 MB each, at most 3; the note has at most 500 characters. */
export const APPLY_MAX_IMAGES = 3;
export const APPLY_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const APPLY_MAX_NOTE = 500;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

interface Picked {
  file: File;
  url: string;
}

/** Why a file is refused (a translated message), or null when it may be sent. */
export function imageRefusal(file: File): { key: string; name: string } | null {
  if (!IMAGE_TYPES.includes(file.type)) return { key: 'promo_apply_err_type', name: file.name };
  if (file.size > APPLY_MAX_IMAGE_BYTES) return { key: 'promo_apply_err_size', name: file.name };
  return null;
}

const previewUrl = (file: File) => URL.createObjectURL(file);

export interface ApplyFormProps {
  promotionId: number;
  /** The application was accepted for review. */
  onApplied: (participation: Participation) => void;
}

/** The application of an apply-with-proof promotion: a note and 1..3 images, checked before they are sent. */
export function ApplyForm({ promotionId, onApplied }: ApplyFormProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const imagesId = useId();
  const [note, setNote] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [apply, { isLoading, error, reset }] = useApplyPromotionMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);
  const refocus = useRef(false);
  useEffect(() => {
    urls.current = picked.map((item) => item.url);
    // After a removal the (re-enabled) file input takes the focus, so keyboard users stay in the form.
    if (refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [picked]);
  // Previews are object URLs: free them when the form goes away.
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a removal.
    event.target.value = '';
    const errors: string[] = [];
    const next = [...picked];
    for (const file of files) {
      const refusal = imageRefusal(file);
      if (refusal) errors.push(t(refusal.key, { name: refusal.name }));
      else if (next.length >= APPLY_MAX_IMAGES) {
        if (!errors.includes(t('promo_apply_err_count'))) errors.push(t('promo_apply_err_count'));
      } else next.push({ file, url: previewUrl(file) });
    }
    setPicked(next);
    setImageErrors(errors);
    reset();
  };

  const remove = (item: Picked) => {
    URL.revokeObjectURL(item.url);
    setPicked((current) => current.filter((candidate) => candidate !== item));
    setImageErrors([]);
    refocus.current = true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooLong = note.length > APPLY_MAX_NOTE;
    setNoteError(tooLong ? t('promo_apply_note_too_long') : null);
    if (picked.length === 0) setImageErrors([t('promo_apply_err_none')]);
    if (tooLong || picked.length === 0) return;
    try {
      const participation = await apply({
        id: promotionId,
        note,
        images: picked.map((item) => item.file),
      }).unwrap();
      onApplied(participation);
    } catch {
      // The error is shown from the mutation state.
    }
  };

  const full = picked.length >= APPLY_MAX_IMAGES;
  return (
    <form className="pf-promo-apply" onSubmit={submit} noValidate aria-labelledby={`${noteId}-title`}>
      <h2 id={`${noteId}-title`} className="pf-promo-detail__heading">
        {t('promo_apply_title')}
      </h2>
      <div className="pf-promo-apply__field">
        <label htmlFor={noteId} className="pf-promo-apply__label">
          {t('promo_apply_note')}
        </label>
        <textarea
          id={noteId}
          className="pf-promo-apply__note"
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${noteId}-hint${noteError ? ` ${noteId}-error` : ''}`}
        />
        <p id={`${noteId}-hint`} className="pf-promo-apply__hint">
          {t('promo_apply_note_hint')} {note.length}/{APPLY_MAX_NOTE}
        </p>
        {noteError && (
          <p id={`${noteId}-error`} className="pf-promo-apply__error" role="alert">
            {noteError}
          </p>
        )}
      </div>
      <div className="pf-promo-apply__field">
        <label htmlFor={imagesId} className="pf-promo-apply__label">
          {t('promo_apply_images')}
        </label>
        <input
          ref={inputRef}
          id={imagesId}
          className="pf-promo-apply__file"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={full}
          onChange={onFiles}
          aria-describedby={`${imagesId}-hint`}
        />
        <p id={`${imagesId}-hint`} className="pf-promo-apply__hint">
          {t('promo_apply_images_hint')}
        </p>
        {imageErrors.length > 0 && (
          <ul className="pf-promo-apply__errors" role="alert">
            {imageErrors.map((message) => (
              <li key={message} className="pf-promo-apply__error">
                {message}
              </li>
            ))}
          </ul>
        )}
        {picked.length > 0 && (
          <ul className="pf-promo-apply__previews" aria-label={t('promo_apply_images')}>
            {picked.map((item) => (
              <li key={item.url} className="pf-promo-apply__preview">
                <img src={item.url} alt={t('promo_apply_preview', { name: item.file.name })} />
                <IconButton
                  className="pf-promo-apply__remove"
                  size="sm"
                  variant="secondary"
                  icon={<CloseIcon />}
                  label={t('promo_apply_remove', { name: item.file.name })}
                  onClick={() => remove(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && <Notice>{errorMessage(error, t('err_unknown'))}</Notice>}
      <div>
        <Button type="submit" loading={isLoading}>
          {t('promo_apply_submit')}
        </Button>
      </div>
    </form>
  );
}
