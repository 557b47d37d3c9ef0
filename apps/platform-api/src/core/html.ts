// xss is CommonJS: the built server (ESM) can only take its default export, which holds every export.
import xss from 'xss';
import type * as XssModule from 'xss';

const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof XssModule;

/**
 * The HTML a notice or help article may hold once stored: text markup, lists, tables, images and links.
 * Never scripts, event handlers, styles, forms or frames (the portal's DOMPurify pass removes the same).
 */
const allowList = (() => {
  const list = getDefaultWhiteList();
  for (const tag of ['audio', 'video', 'font', 'area']) delete list[tag];
  list['a'] = ['href', 'title', 'target', 'rel'];
  list['img'] = ['src', 'alt', 'title', 'width', 'height'];
  return list;
})();

const safeUrl = /^(https?:|mailto:|\/|#)/i;

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'form', 'template', 'noscript'],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if ((name === 'href' || name === 'src') && !safeUrl.test(value.trim())) return '';
    return undefined;
  },
});

/** Sanitises notice and help HTML before it is stored (the browser sanitises it again before showing it). */
export function sanitizeStoredHtml(html: string): string {
  return filter.process(html);
}
