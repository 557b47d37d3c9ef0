import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { errorMessage, selectIsLoggedIn } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { countWords } from '@playfront/api-contract';
import type { FeedbackConfig } from '@playfront/api-contract';
import { useAuthModals } from '@playfront/auth-session';
import {
  Button,
  CloseIcon,
  EmptyState,
  IconButton,
  Loadable,
  Modal,
  Notice,
  Page,
  PageSection,
  Pagination,
  Select,
  TextField,
} from '@playfront/ui-kit';
import { FeedbackThumbnails } from './feedback-images';
import { useGetFeedbackConfigQuery, useGetMyFeedbackQuery, useSendFeedbackMutation } from './join-api';
import { useJoinMessages } from './messages';
import { JoinStyles } from './styles';
import { checkFeedback, serverProblems } from './validate';
import type { Problems } from './validate';

const MB = 1024 * 1024;

/** /feedback: the feedback form (category, 140 characters, up to 3 images, contact) and "My feedback". */
export function FeedbackPage() {
  useJoinMessages();
  const { t } = useTranslation();
  const config = useGetFeedbackConfigQuery();
  const loggedIn = useSelector((state: { credentials: CredentialsState }) => selectIsLoggedIn(state));
  return (
    <Page label={t('shell_feedback')}>
      <JoinStyles />
      <div className="pf-join">
        <Loadable
          isLoading={config.isLoading}
          error={config.error ? errorMessage(config.error, t('err_unknown')) : undefined}
          onRetry={() => void config.refetch()}
        >
          {config.data && <FeedbackForm config={config.data} />}
        </Loadable>
        <MyFeedback loggedIn={loggedIn} />
      </div>
    </Page>
  );
}

interface Picked {
  file: File;
  url: string;
}

function FeedbackForm({ config }: { config: FeedbackConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState(false);
  const [send, { isLoading, error, reset }] = useSendFeedbackMutation();
  const pickedRef = useRef(picked);
  useEffect(() => {
    pickedRef.current = picked;
  }, [picked]);
  useEffect(() => () => pickedRef.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const fromServer = serverProblems(error);
  const problem = (field: string) =>
    problems[field] ? t(problems[field].key, problems[field].params) : fromServer[field];
  const length = [...content].length;
  const words = countWords(content.trim());
  const touched = () => {
    setDone(false);
    reset();
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const next = [...picked];
    let refusal: Problems[string] | null = null;
    for (const file of files) {
      if (file.type !== 'image/png' && file.type !== 'image/jpeg') refusal = { key: 'feedback_image_type' };
      else if (file.size > config.maxImageBytes)
        refusal = { key: 'feedback_image_size', params: { size: config.maxImageBytes / MB } };
      else if (next.length >= config.maxImages)
        refusal = { key: 'feedback_image_count', params: { max: config.maxImages } };
      else next.push({ file, url: URL.createObjectURL(file) });
    }
    setPicked(next);
    setProblems((current) => {
      const rest = { ...current };
      delete rest['images'];
      return refusal ? { ...rest, images: refusal } : rest;
    });
    touched();
  };

  const remove = (item: Picked) => {
    URL.revokeObjectURL(item.url);
    setPicked((current) => current.filter((candidate) => candidate !== item));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const images = picked.map((item) => item.file);
    const found = checkFeedback({ category, content, contact, images }, config);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await send({ category, content: content.trim(), contact: contact.trim(), images }).unwrap();
      picked.forEach((item) => URL.revokeObjectURL(item.url));
      setPicked([]);
      setContent('');
      setCategory('');
      setDone(true);
    } catch {
      // Shown from the mutation state.
    }
  };

  const formLevel =
    error && Object.keys(fromServer).length === 0 ? errorMessage(error, t('err_unknown')) : null;
  const full = picked.length >= config.maxImages;
  return (
    <PageSection title={t('feedback_title')} lead={t('feedback_lead')}>
      <form className="pf-join__form" onSubmit={submit} noValidate>
        <Select
          label={t('feedback_category_label')}
          name="category"
          placeholder={t('feedback_category_choose')}
          options={config.categories.map((value) => ({ value, label: t(`feedback_category_${value}`) }))}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            touched();
          }}
          error={problem('category')}
        />
        <div className="pf-join__field">
          <label htmlFor={`${id}-content`} className="pf-field__label">
            {t('feedback_content')}
          </label>
          <textarea
            id={`${id}-content`}
            name="content"
            className="pf-join__textarea"
            rows={4}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              touched();
            }}
            aria-invalid={problem('content') ? true : undefined}
            aria-describedby={`${id}-counter`}
          />
          <p id={`${id}-counter`} className="pf-join__counter" aria-live="polite">
            {category === 'question' && (
              <span>
                {t('feedback_question_hint', {
                  min: config.question.minWords,
                  max: config.question.maxWords,
                  count: words,
                })}{' '}
              </span>
            )}
            <span
              className={length > config.maxChars ? 'pf-join__over' : undefined}
              data-testid="feedback-counter"
            >
              {t('feedback_counter', { count: length, max: config.maxChars })}
            </span>
          </p>
          {problem('content') && (
            <p className="pf-join__error" role="alert">
              {problem('content')}
            </p>
          )}
        </div>
        <div className="pf-join__field">
          <label htmlFor={`${id}-images`} className="pf-field__label">
            {t('feedback_images')}
          </label>
          <input
            id={`${id}-images`}
            name="images"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={full}
            onChange={onFiles}
            aria-describedby={`${id}-images-hint`}
          />
          <p id={`${id}-images-hint`} className="pf-join__muted">
            {t('feedback_images_hint', { max: config.maxImages, size: config.maxImageBytes / MB })}
          </p>
          {problem('images') && (
            <p className="pf-join__error" role="alert">
              {problem('images')}
            </p>
          )}
          {picked.length > 0 && (
            <ul className="pf-join__previews" aria-label={t('feedback_images')}>
              {picked.map((item) => (
                <li key={item.url} className="pf-join__preview">
                  <img src={item.url} alt={item.file.name} />
                  <IconButton
                    className="pf-join__remove"
                    size="sm"
                    variant="secondary"
                    icon={<CloseIcon />}
                    label={t('feedback_image_remove', { name: item.file.name })}
                    onClick={() => remove(item)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <TextField
          label={t('feedback_contact')}
          name="contact"
          maxLength={128}
          hint={t('feedback_contact_hint')}
          value={contact}
          onChange={(event) => {
            setContact(event.target.value);
            touched();
          }}
          error={problem('contact')}
        />
        {formLevel && <Notice>{formLevel}</Notice>}
        {done && <Notice kind="success">{t('feedback_sent')}</Notice>}
        <div>
          <Button type="submit" loading={isLoading}>
            {t('feedback_send')}
          </Button>
        </div>
      </form>
    </PageSection>
  );
}

function MyFeedback({ loggedIn }: { loggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const { openLogin } = useAuthModals();
  const [page, setPage] = useState(1);
  const list = useGetMyFeedbackQuery({ page }, { skip: !loggedIn });
  const [full, setFull] = useState<{ src: string; alt: string } | null>(null);
  const locale = i18n.language === 'cn' ? 'zh-CN' : i18n.language;
  return (
    <PageSection title={t('feedback_mine')}>
      {!loggedIn ? (
        <div className="pf-join__visitor">
          <p>{t('feedback_login')}</p>
          <div>
            <Button variant="secondary" onClick={() => openLogin()}>
              {t('join_login')}
            </Button>
          </div>
        </div>
      ) : (
        <Loadable
          isLoading={list.isLoading}
          error={list.error ? errorMessage(list.error, t('err_unknown')) : undefined}
          onRetry={() => void list.refetch()}
        >
          {list.data && list.data.list.length === 0 && <EmptyState title={t('feedback_mine_empty')} />}
          {list.data && list.data.list.length > 0 && (
            <>
              <ul className="pf-join__list" aria-label={t('feedback_mine')}>
                {list.data.list.map((entry) => (
                  <li key={entry.id} className="pf-join__status">
                    <header className="pf-join__status-head">
                      <span className="pf-join__muted">
                        {entry.category ? t(`feedback_category_${entry.category}`) : ''} ·{' '}
                        {new Date(entry.createdAt).toLocaleString(locale)}
                      </span>
                    </header>
                    <p className="pf-join__content">{entry.content}</p>
                    {entry.images.length > 0 && (
                      <FeedbackThumbnails
                        images={entry.images}
                        onOpen={(src, alt) => setFull({ src, alt })}
                      />
                    )}
                    {entry.reply ? (
                      <div className="pf-join__reply">
                        <strong>{t('feedback_reply')}</strong>
                        <p>{entry.reply}</p>
                      </div>
                    ) : (
                      <p className="pf-join__badge pf-join__badge--pending">{t('feedback_waiting')}</p>
                    )}
                  </li>
                ))}
              </ul>
              {list.data.total > list.data.size && (
                <Pagination
                  page={page - 1}
                  pageCount={Math.ceil(list.data.total / list.data.size)}
                  onPageChange={(next) => setPage(next + 1)}
                />
              )}
              {full && (
                <Modal open onClose={() => setFull(null)} title={full.alt} width={720}>
                  <img className="pf-join__full-image" src={full.src} alt={full.alt} />
                </Modal>
              )}
            </>
          )}
        </Loadable>
      )}
    </PageSection>
  );
}
