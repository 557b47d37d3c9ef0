import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { isTopModal, lockScroll, pushModal, removeModal, unlockScroll } from './modal-stack';

export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called on Escape and on the close button. */
  onClose: () => void;
  /** Heading of the modal; it also names the dialog. */
  title: ReactNode;
  /** Body content. */
  children?: ReactNode;
  /** Footer content, usually the action buttons. */
  footer?: ReactNode;
  /** Width in px on larger screens (phones always get the full width). */
  width?: number;
  /** Minimum height in px. */
  height?: number;
  /** Default action for Enter (not fired from a textarea, button, link or while an IME is composing). */
  onEnter?: () => void;
  /** Accessible name of the close button; defaults to the translated "Close". */
  closeLabel?: string;
  /** Hide the close button (e.g. a dialog that demands a choice). */
  hideCloseButton?: boolean;
  /** Element to focus on open; the dialog itself is focused otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class for the dialog box. */
  className?: string;
}

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) =>
      !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}

// Enter already means something on these elements, so it must not also fire the modal's default action.
function handlesEnterItself(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(
    target.closest(
      'textarea, button, a[href], select, summary, [role="button"], [role="link"], [role="tab"]',
    ),
  );
}

/** Renders its children at the end of `<body>`, above the page. */
function BodyPortal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}

/** An accessible dialog in a portal: focus trap and restore, Escape to close, Enter default action, scroll freeze. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = 600,
  height = 300,
  onEnter,
  closeLabel,
  hideCloseButton = false,
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [stackId] = useState(() => Symbol('pf-modal'));
  // Latest callbacks without re-running the open/close effect (which would steal focus again).
  const handlers = useRef({ onClose, onEnter });
  useEffect(() => {
    handlers.current = { onClose, onEnter };
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(stackId);
    lockScroll();
    const target = initialFocusRef?.current ?? dialogRef.current;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !isTopModal(stackId) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'Tab') {
        const items = focusableIn(dialog);
        if (items.length === 0) {
          event.preventDefault();
          dialog.focus();
          return;
        }
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        const inside = active instanceof Node && dialog.contains(active);
        if (event.shiftKey && (!inside || active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || active === last)) {
          event.preventDefault();
          first.focus();
        }
      } else if (event.key === 'Enter' && handlers.current.onEnter) {
        if (event.isComposing || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
        if (handlesEnterItself(event.target)) return;
        event.preventDefault();
        handlers.current.onEnter();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeModal(stackId);
      unlockScroll();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, stackId, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  const style = { '--pf-modal-width': `${width}px`, '--pf-modal-height': `${height}px` } as CSSProperties;
  // The dialog is returned as JSX (through BodyPortal) so that the docs read its description and props.
  return (
    <BodyPortal>
      <div className="pf-modal-backdrop">
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={['pf-modal', className].filter(Boolean).join(' ')}
          style={style}
        >
          <div className="pf-modal__header">
            <h2 id={titleId} className="pf-modal__title">
              {title}
            </h2>
            {!hideCloseButton && (
              <IconButton
                label={closeLabel ?? t('ui_close')}
                icon={<CloseIcon />}
                onClick={() => onClose()}
              />
            )}
          </div>
          <div className="pf-modal__body">{children}</div>
          {footer && <div className="pf-modal__footer">{footer}</div>}
        </div>
      </div>
    </BodyPortal>
  );
}
