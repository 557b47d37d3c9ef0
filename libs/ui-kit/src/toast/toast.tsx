import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** Colour, icon and urgency: errors are announced assertively. */
  kind: ToastKind;
  /** The text to show. */
  message: ReactNode;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. Default 5000 (8000 for errors). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  /** Closes a toast early. */
  dismiss: (id: number) => void;
}

export interface ToastProviderProps {
  /** The app: `useToast()` anywhere inside shows its toasts here. */
  children?: ReactNode;
  /** Most toasts on screen at once; older ones drop off. */
  limit?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const icons: Record<ToastKind, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckCircleIcon />,
  error: <AlertIcon />,
};

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const duration = toast.duration ?? (toast.kind === 'error' ? 8000 : 5000);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const pause = () => setPaused(true);
    const resume = (event: Event) => {
      const next = event instanceof FocusEvent ? event.relatedTarget : null;
      if (!(next instanceof Node && node.contains(next))) setPaused(false);
    };
    node.addEventListener('pointerenter', pause);
    node.addEventListener('pointerleave', resume);
    node.addEventListener('focusin', pause);
    node.addEventListener('focusout', resume);
    return () => {
      node.removeEventListener('pointerenter', pause);
      node.removeEventListener('pointerleave', resume);
      node.removeEventListener('focusin', pause);
      node.removeEventListener('focusout', resume);
    };
  }, []);

  // Hover or keyboard focus pauses the timer so nobody loses a message they are reading (WCAG 2.2.1).
  useEffect(() => {
    if (paused || duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, onDismiss, toast.id]);

  return (
    <div ref={ref} className={`pf-toast pf-toast--${toast.kind}`}>
      <span className="pf-toast__icon" aria-hidden="true">
        {icons[toast.kind]}
      </span>
      <span className="pf-toast__message">{toast.message}</span>
      <IconButton
        size="sm"
        label={t('ui_dismiss')}
        icon={<CloseIcon />}
        onClick={() => onDismiss(toast.id)}
      />
    </div>
  );
}

/** Holds the toast queue and renders the live regions; wrap the app once. */
export function ToastProvider({ children, limit = 3 }: ToastProviderProps) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...options, id }].slice(-limit));
      return id;
    },
    [limit],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const polite = toasts.filter((toast) => toast.kind !== 'error');
  const assertive = toasts.filter((toast) => toast.kind === 'error');

  // The live regions stay mounted even when empty: screen readers only announce changes to a region they already know.
  const regions = (
    <section className="pf-toasts" aria-label={t('ui_notifications')}>
      <div className="pf-toasts__list" role="alert" aria-live="assertive" aria-atomic="false">
        {assertive.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
      <div className="pf-toasts__list" role="status" aria-live="polite" aria-atomic="false">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document === 'undefined' ? null : createPortal(regions, document.body)}
    </ToastContext.Provider>
  );
}

/** `show` and `dismiss` for toasts. Must be used inside `ToastProvider`. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}
