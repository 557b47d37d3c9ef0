import { useEffect, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { AVATAR_MAX_BYTES, AVATAR_STATIC_COUNT, AVATAR_TYPES, avatarSrc } from '@playfront/api-contract';
import { assetUrl, Button, useAssetOrigin } from '@playfront/ui-kit';
import { useGetMemberIconQuery, useSetStaticAvatarMutation, useUploadAvatarMutation } from './avatar-api';

const UPLOAD = 'upload';

/**
 * The room of the section's picture, choices and button while the member's avatar loads, so that nothing
 * below it moves when it arrives (it opened the member centre at 0.22 of layout shift).
 */
function AvatarPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="pf-mc-avatar" aria-hidden="true">
      <span className="pf-mc-avatar__current pf-mc-avatar__placeholder" />
      <fieldset className="pf-mc-avatar__choices">
        <legend className="pf-wallet__lead">{t('avatar_choices')}</legend>
        {Array.from({ length: AVATAR_STATIC_COUNT }, (_, index) => (
          <span key={index} className="pf-mc-avatar__choice">
            <span className="pf-mc-avatar__placeholder pf-mc-avatar__placeholder--choice" />
          </span>
        ))}
        <span className="pf-mc-avatar__choice pf-mc-avatar__choice--upload">{t('avatar_upload')}</span>
      </fieldset>
      <div>
        <Button type="button" variant="secondary" disabled>
          {t('avatar_save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The avatar of my account (spec §3): the static choices as a group of images, or an own png/jpg (at most
 * 2 MB, checked here first and again by the server, which stores it as a square). Saving refreshes the
 * member info, so the header shows the new avatar at once.
 */
export function AvatarSection() {
  const { t } = useTranslation();
  // Pictures the API serves come from its origin (an app on another host).
  const origin = useAssetOrigin();
  const { data } = useGetMemberIconQuery();
  const [setStatic, staticState] = useSetStaticAvatarMutation();
  const [upload, uploadState] = useUploadAvatarMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The object URL of the preview is let go when it changes and when the section closes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const title = (
    <h3 id="pf-avatar-title" className="pf-wallet__title">
      {t('avatar_title')}
    </h3>
  );
  // The same section element before and after: it keeps its place and its node.
  if (!data)
    return (
      <section className="pf-wallet__section" aria-labelledby="pf-avatar-title" aria-busy="true">
        {title}
        <AvatarPlaceholder />
      </section>
    );
  const current = data.avatarType === 'CUSTOM' ? UPLOAD : data.avatar;
  const selected = choice ?? current;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setNotice(null);
    setChoice(UPLOAD);
    if (!picked) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(picked.type)) {
      setError(t('avatar_wrong_type'));
      setFile(null);
      setPreview(null);
      return;
    }
    if (picked.size > AVATAR_MAX_BYTES) {
      setError(t('avatar_too_large'));
      setFile(null);
      setPreview(null);
      return;
    }
    setError(null);
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setError(null);
    try {
      if (selected === UPLOAD) {
        if (!file) {
          setError(data.avatarType === 'CUSTOM' ? null : t('avatar_wrong_type'));
          return;
        }
        await upload(file).unwrap();
        setFile(null);
        setPreview(null);
      } else {
        await setStatic(selected).unwrap();
      }
      setChoice(null);
      setNotice(t('avatar_saved'));
    } catch (failure) {
      setError(errorMessage(failure, t('err_unknown')));
    }
  };

  return (
    <section className="pf-wallet__section" aria-labelledby="pf-avatar-title">
      {title}
      <form noValidate onSubmit={save} className="pf-mc-avatar">
        <img
          className="pf-mc-avatar__current"
          src={assetUrl(origin, avatarSrc(data.avatar))}
          alt={t('avatar_current')}
        />
        <fieldset className="pf-mc-avatar__choices">
          <legend className="pf-wallet__lead">{t('avatar_choices')}</legend>
          {data.options.map((option, index) => (
            <label key={option} className="pf-mc-avatar__choice">
              <input
                type="radio"
                name="avatar"
                value={option}
                checked={selected === option}
                onChange={() => {
                  setChoice(option);
                  setError(null);
                  setNotice(null);
                }}
              />
              <img
                src={assetUrl(origin, avatarSrc(option))}
                alt={t('avatar_static', { n: index + 1 })}
                width={48}
                height={48}
              />
            </label>
          ))}
          <label className="pf-mc-avatar__choice pf-mc-avatar__choice--upload">
            <input
              type="radio"
              name="avatar"
              value={UPLOAD}
              checked={selected === UPLOAD}
              onChange={() => setChoice(UPLOAD)}
            />
            <span>{t('avatar_upload')}</span>
          </label>
        </fieldset>
        {selected === UPLOAD && (
          <div className="pf-mc-avatar__upload">
            <label className="pf-wallet__lead">
              {t('avatar_upload_hint')}
              <input
                type="file"
                accept={AVATAR_TYPES.join(',')}
                onChange={pick}
                aria-describedby={error ? 'pf-avatar-error' : undefined}
              />
            </label>
            {preview && (
              <img
                className="pf-mc-avatar__preview"
                src={preview}
                alt={t('avatar_preview')}
                width={96}
                height={96}
              />
            )}
          </div>
        )}
        {error && (
          <p id="pf-avatar-error" role="alert" className="pf-mc-avatar__error">
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className="pf-wallet__lead">
            {notice}
          </p>
        )}
        <div>
          <Button
            type="submit"
            variant="secondary"
            loading={staticState.isLoading || uploadState.isLoading}
            disabled={selected === current && !file}
          >
            {t('avatar_save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
