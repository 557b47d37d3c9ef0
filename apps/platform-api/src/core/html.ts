// xss is CommonJS: the built server (ESM) can only take its default export, which holds every export.
import { richTextAllowList, richTextDroppedWithContent, richTextSafeUrl } from '@playfront/api-contract';
import xss from 'xss';
import type * as XssModule from 'xss';

const { FilterXSS } = xss as unknown as typeof XssModule;

/**
 * The HTML a notice, help article, message or promotion may hold once stored: the rich-text allowlist of
 * @playfront/api-contract (text markup, lists, tables, images and links), the same list the back office's
 * editor reduces to. Never scripts, event handlers, styles, forms or frames (the portal's own pass in the
 * browser removes the same).
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(
    Object.entries(richTextAllowList).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...richTextDroppedWithContent],
  allowCommentTag: false,
  onTagAttr(_tag, name, value) {
    if ((name === 'href' || name === 'src') && !richTextSafeUrl.test(value.trim())) return '';
    return undefined;
  },
});

/** Sanitises notice and help HTML before it is stored (the browser sanitises it again before showing it). */
export function sanitizeStoredHtml(html: string): string {
  return filter.process(html);
}
