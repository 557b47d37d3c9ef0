import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';
import { guardNewTabLink } from './new-tab-link';

let purifier: Purifier | null = null;

/**
 * The page's one sanitiser, made at its first use: its rules are read once (setConfig) and its hook added
 * once, not on every call (an instance and its configuration cost more than a short notice's cleaning).
 */
function pagePurifier(): Purifier {
  if (purifier) return purifier;
  const purify = DOMPurify(window);
  purify.setConfig({
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
  purify.addHook('afterSanitizeAttributes', guardNewTabLink);
  purifier = purify;
  return purify;
}

/**
 * Cleans server HTML (notices, help articles) before it is rendered: scripts, event handlers, styles,
 * forms and frames never survive; links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return pagePurifier().sanitize(html);
}
