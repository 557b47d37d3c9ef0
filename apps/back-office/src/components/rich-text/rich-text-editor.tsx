import { useEffect, useId, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextSafeUrl } from '@playfront/api-contract';
import { SafeHtml } from '@playfront/content';
import { Button, Icon, TextField } from '@playfront/ui-kit';
import { escapeHtml, normalizeRichText, textToHtml } from './rich-text-html';

type Command = 'bold' | 'italic' | 'heading' | 'bullets' | 'numbers' | 'link' | 'clear';

interface Tool {
  command: Command;
  /** The shortcut as aria-keyshortcuts spells it, and the key that triggers it with Ctrl (or ⌘). */
  keys: string;
  key: string;
  shift?: boolean;
  mark: ReactNode;
}

// Drawn, not typed: a mark such as "1." reads as words, and a tool's name must then contain it (WCAG 2.5.3).
function NumberedListIcon() {
  return (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10M4 4h1.5v5M4 9h3M4 14.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2.5-3 4.5h3" />
    </Icon>
  );
}

function ClearFormattingIcon() {
  return (
    <Icon>
      <path d="M6 5h11M11.5 5v14M4 4l16 16" />
    </Icon>
  );
}

const tools: readonly Tool[] = [
  { command: 'bold', keys: 'Control+B', key: 'b', mark: <strong>B</strong> },
  { command: 'italic', keys: 'Control+I', key: 'i', mark: <em>I</em> },
  { command: 'heading', keys: 'Control+Alt+2', key: '2', mark: 'H' },
  { command: 'bullets', keys: 'Control+Shift+8', key: '8', shift: true, mark: '•' },
  { command: 'numbers', keys: 'Control+Shift+7', key: '7', shift: true, mark: <NumberedListIcon /> },
  { command: 'link', keys: 'Control+K', key: 'k', mark: '🔗' },
  { command: 'clear', keys: 'Control+\\', key: '\\', mark: <ClearFormattingIcon /> },
];

/** document.execCommand where the browser has it (jsdom has not); false when it did nothing. */
const exec = (command: string, value?: string): boolean =>
  typeof document.execCommand === 'function' ? document.execCommand(command, false, value) : false;
const state = (command: string): boolean =>
  typeof document.queryCommandState === 'function' ? document.queryCommandState(command) : false;
const blockOf = (): string =>
  typeof document.queryCommandValue === 'function'
    ? document.queryCommandValue('formatBlock').toLowerCase()
    : '';

export interface RichTextEditorProps {
  /** Visible label of the editing region. */
  label: string;
  /** The HTML to start from; the editor takes it again when it changes from outside. */
  value: string;
  /** The HTML as the operator edits it, already reduced to the rich-text allowlist. */
  onChange: (html: string) => void;
  readOnly?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Language of the text (lang attribute of the region and the preview). */
  lang?: string;
  /** A title shown above the text in the preview, as the portal shows it. */
  previewTitle?: string;
}

/**
 * A rich-text editor: a toolbar (bold, italic, heading, lists, link, clear formatting; each with a label
 * and a shortcut, arrow keys move along it) over a contenteditable region, and a live preview rendered
 * as the portal renders it (DOMPurify and the portal's rich-text styles, imported by styles.css). What it hands on, and what
 * is pasted into it, is reduced to the rich-text allowlist the server keeps.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  readOnly = false,
  hint,
  error,
  lang,
  previewTitle,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const saved = useRef<Range | null>(null);
  const [html, setHtml] = useState(() => normalizeRichText(value));
  const [pressed, setPressed] = useState<Partial<Record<Command, boolean>>>({});
  const [focusIndex, setFocusIndex] = useState(0);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('https://');
  const [addressError, setAddressError] = useState<string | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const addressField = useRef<HTMLInputElement>(null);

  // The address field takes the focus when it opens (the link tool or Ctrl+K opened it).
  useEffect(() => {
    if (linking) addressField.current?.focus();
  }, [linking]);

  // The value from outside (first render, another language, a reset) replaces the region's content.
  useEffect(() => {
    if (value === emitted.current || !region.current) return;
    const clean = normalizeRichText(value);
    region.current.innerHTML = clean;
    setHtml(clean);
  }, [value]);

  const emit = () => {
    if (!region.current) return;
    const clean = normalizeRichText(region.current.innerHTML);
    setHtml(clean);
    emitted.current = clean;
    onChange(clean);
  };

  const refresh = () => {
    const block = blockOf();
    setPressed({
      bold: state('bold'),
      italic: state('italic'),
      heading: /^h[1-6]$/.test(block),
      bullets: state('insertUnorderedList'),
      numbers: state('insertOrderedList'),
      link: Boolean(selectionLink()),
    });
  };

  /** The link the caret is in, if any. */
  const selectionLink = (): HTMLAnchorElement | null => {
    const node = document.getSelection()?.anchorNode ?? null;
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    const link = element?.closest('a') ?? null;
    return link && region.current?.contains(link) ? link : null;
  };

  const remember = () => {
    const selection = document.getSelection();
    if (selection && selection.rangeCount > 0 && region.current?.contains(selection.anchorNode)) {
      saved.current = selection.getRangeAt(0).cloneRange();
    }
  };

  /** Puts the caret back where the operator left it in the region (a toolbar button took the focus). */
  const restore = () => {
    const selection = document.getSelection();
    // Still in the region (a shortcut, or a tool pressed with the mouse): the caret and its typing style stay.
    if (
      document.activeElement === region.current &&
      selection &&
      selection.rangeCount > 0 &&
      region.current?.contains(selection.anchorNode)
    )
      return;
    region.current?.focus();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };

  const run = (command: Command) => {
    if (readOnly) return;
    if (command === 'link') {
      remember();
      setAddress(selectionLink()?.getAttribute('href') ?? 'https://');
      setAddressError(null);
      setLinking(true);
      return;
    }
    restore();
    if (command === 'bold') exec('bold');
    else if (command === 'italic') exec('italic');
    else if (command === 'heading') exec('formatBlock', /^h[1-6]$/.test(blockOf()) ? 'p' : 'h3');
    else if (command === 'bullets') exec('insertUnorderedList');
    else if (command === 'numbers') exec('insertOrderedList');
    else if (command === 'clear') {
      exec('removeFormat');
      exec('unlink');
      if (/^h[1-6]$/.test(blockOf())) exec('formatBlock', 'p');
    }
    emit();
    refresh();
  };

  const applyLink = () => {
    const href = address.trim();
    if (!richTextSafeUrl.test(href) || href === 'https://') {
      setAddressError(t('bo_rte_link_invalid'));
      return;
    }
    restore();
    const selection = document.getSelection();
    if (selection?.isCollapsed && !selectionLink()) {
      if (!exec('insertHTML', `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`)) insert(href, href);
    } else if (!exec('createLink', href)) {
      const link = selectionLink();
      if (link) link.setAttribute('href', href);
    }
    setLinking(false);
    emit();
  };

  const removeLink = () => {
    restore();
    exec('unlink');
    setLinking(false);
    emit();
  };

  /** Inserts clean HTML at the caret where execCommand is missing (or refuses). */
  const insert = (clean: string, link?: string) => {
    const target = region.current;
    if (!target) return;
    const selection = document.getSelection();
    let range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (!range || !target.contains(range.commonAncestorContainer)) {
      range = document.createRange();
      range.selectNodeContents(target);
      range.collapse(false);
    }
    range.deleteContents();
    const template = document.createElement('template');
    if (link) {
      const anchor = document.createElement('a');
      anchor.href = link;
      anchor.textContent = link;
      template.content.append(anchor);
    } else template.innerHTML = clean;
    const last = template.content.lastChild;
    range.insertNode(template.content);
    if (last && selection) {
      range.setStartAfter(last);
      range.collapse(true);
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };

  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const markup = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const clean = markup
      ? normalizeRichText(markup)
      : /\n\s*\n/.test(text)
        ? textToHtml(text)
        : escapeHtml(text).replace(/\r?\n/g, '<br>');
    if (clean && !exec('insertHTML', clean)) insert(clean);
    emit();
  };

  const shortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    const tool = tools.find(
      (candidate) =>
        (candidate.key === key || event.code === `Digit${candidate.key}`) &&
        Boolean(candidate.shift) === event.shiftKey &&
        (candidate.command === 'heading') === event.altKey,
    );
    if (!tool) return;
    event.preventDefault();
    remember();
    run(tool.command);
  };

  const moveAlongToolbar = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowLeft'
          ? -1
          : event.key === 'Home'
            ? -99
            : event.key === 'End'
              ? 99
              : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(tools.length - 1, Math.max(0, focusIndex + step));
    setFocusIndex(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`bo-rte${error ? ' bo-rte--invalid' : ''}`}>
      <p id={labelId} className="pf-field__label bo-rte__label">
        {label}
      </p>
      {!readOnly && (
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={t('bo_rte_toolbar')}
          aria-controls={`${id}-region`}
          className="bo-rte__toolbar"
          onKeyDown={moveAlongToolbar}
        >
          {tools.map((tool, index) => (
            <button
              key={tool.command}
              type="button"
              className="bo-rte__tool"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={t(`bo_rte_${tool.command}`)}
              aria-keyshortcuts={tool.keys}
              aria-pressed={tool.command === 'clear' ? undefined : Boolean(pressed[tool.command])}
              title={`${t(`bo_rte_${tool.command}`)} (${tool.keys.replace('Control', 'Ctrl')})`}
              onMouseDown={(event) => {
                // Keep the caret in the region when the mouse presses a tool.
                event.preventDefault();
                remember();
              }}
              onFocus={() => setFocusIndex(index)}
              onClick={() => run(tool.command)}
            >
              <span aria-hidden="true">{tool.mark}</span>
            </button>
          ))}
        </div>
      )}
      {linking && (
        <div role="group" aria-label={t('bo_rte_link')} className="bo-rte__link">
          <TextField
            label={t('bo_rte_link_address')}
            type="url"
            value={address}
            ref={addressField}
            error={addressError}
            hint={t('bo_rte_link_hint')}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setLinking(false);
                restore();
              }
            }}
          />
          <div className="bo-row">
            <Button size="sm" onClick={applyLink}>
              {t('bo_rte_link_apply')}
            </Button>
            {pressed.link && (
              <Button size="sm" variant="secondary" onClick={removeLink}>
                {t('bo_rte_link_remove')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setLinking(false);
                restore();
              }}
            >
              {t('bo_cancel')}
            </Button>
          </div>
        </div>
      )}
      <div
        ref={region}
        id={`${id}-region`}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        aria-readonly={readOnly || undefined}
        lang={lang}
        tabIndex={0}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        className="bo-rte__region pf-rich-text"
        onInput={emit}
        onBlur={remember}
        onKeyDown={shortcut}
        onKeyUp={refresh}
        onMouseUp={refresh}
        onFocus={() => {
          // Enter starts a new paragraph (<p>), as the portal's text is written.
          exec('defaultParagraphSeparator', 'p');
          refresh();
        }}
        onPaste={paste}
        onDrop={(event) => event.preventDefault()}
      />
      {hint && (
        <p id={hintId} className="pf-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pf-field__error">
          {error}
        </p>
      )}
      <section className="bo-preview" aria-labelledby={`${id}-preview`} lang={lang}>
        <p id={`${id}-preview`} className="bo-preview__label">
          {t('bo_content_preview')}
        </p>
        {previewTitle !== undefined && (
          <h3 className="bo-preview__title">{previewTitle || t('bo_content_untitled')}</h3>
        )}
        <SafeHtml className="pf-rich-text bo-preview__body" html={html} />
      </section>
    </div>
  );
}
