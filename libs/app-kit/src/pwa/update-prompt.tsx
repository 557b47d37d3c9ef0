import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pwaMessages } from '@playfront/i18n';
import css from './update-prompt.css?inline';

export interface UpdatePromptProps {
  /** Reload: the new version takes over and the page reloads on it. */
  onReload: () => void;
  /** Later: the prompt closes; the new version starts once every tab of the app is closed. */
  onLater: () => void;
}

/**
 * "A new version is available", with Reload and Later: shown by ServiceWorkerHost when a new version of
 * the app is installed and waiting. A banner that takes no focus (the visitor may be typing), announced
 * politely, both actions reachable by keyboard; its English texts come with this chunk (the other
 * languages carry them in theirs).
 */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  const { t, i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('en', 'translation', pwaMessages, true, false));
  const id = useId();
  const [reloading, setReloading] = useState(false);
  // The text goes into the live region a frame after the region is on the page, so that screen readers
  // announce it (a region inserted with its text already in is not announced by all of them).
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAnnounced(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <section className="pf-update-prompt" aria-labelledby={id}>
      <style href="pf-update-prompt" precedence="default">
        {css}
      </style>
      <p id={id} className="pf-update-prompt__text" role="status">
        {announced ? t('pwa_update_available') : null}
      </p>
      <div className="pf-update-prompt__actions">
        {/* The ui-kit's button classes on plain buttons: the Button component would bring its spinner
            into the shared chunks of the first download (the prompt loads apart from the app's pages). */}
        <button
          type="button"
          className={`pf-button pf-button--primary pf-button--sm${reloading ? ' pf-button--loading' : ''}`}
          disabled={reloading}
          aria-busy={reloading || undefined}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {t('pwa_update_reload')}
        </button>
        <button type="button" className="pf-button pf-button--secondary pf-button--sm" onClick={onLater}>
          {t('pwa_update_later')}
        </button>
      </div>
    </section>
  );
}
