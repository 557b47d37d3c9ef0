import { richTextAllows, richTextDroppedWithContent, richTextKeepsAttribute } from '@playfront/api-contract';
import { guardNewTabLink } from '@playfront/content';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text with every HTML-special character escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => escapes[c]!);

/** Plain text split into paragraphs (blank lines) and their lines. */
export const paragraphsOf = (text: string): string[][] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));

/**
 * Plain text as rich text: every character escaped (text can never become markup), paragraphs as <p>,
 * single line breaks as <br>.
 */
export const textToHtml = (text: string): string =>
  paragraphsOf(text)
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('');

/** Inline tags written the way the editor writes them (the allowlist keeps both). */
const renamed: Record<string, string> = { b: 'strong', i: 'em' };

/** Whether a <b>/<span> only wraps (Google Docs wraps a whole paste in <b style="font-weight:normal">). */
const notBold = (element: Element) =>
  /font-weight\s*:\s*(normal|[1-4]00)\b/i.test(element.getAttribute('style') ?? '');

function clean(node: Node, document: Document): Node[] {
  if (node.nodeType === 3) return [document.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== 1) return []; // comments, processing instructions, CDATA
  const element = node as Element;
  const tag = element.localName.toLowerCase();
  if (richTextDroppedWithContent.includes(tag)) return [];
  const children = Array.from(element.childNodes).flatMap((child) => clean(child, document));
  const unwrap =
    !richTextAllows(tag) ||
    element.namespaceURI !== 'http://www.w3.org/1999/xhtml' ||
    (tag === 'b' && notBold(element)) ||
    (tag === 'span' && !element.hasAttribute('lang'));
  if (unwrap) return children;
  const name = renamed[tag] ?? tag;
  const copy = document.createElement(name);
  for (const attribute of Array.from(element.attributes)) {
    const attributeName = attribute.name.toLowerCase();
    if (richTextKeepsAttribute(tag, attributeName, attribute.value)) {
      copy.setAttribute(attributeName, attribute.value.trim());
    }
  }
  guardNewTabLink(copy);
  // A link without a safe address is only its text.
  if (name === 'a' && !copy.hasAttribute('href')) return children;
  // An image without a safe address shows nothing.
  if (name === 'img' && !copy.hasAttribute('src')) return [];
  copy.append(...children);
  return [copy];
}

/** Tags that are blocks of their own at the top level; other top-level content is wrapped in <p>. */
const blocks = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol dl div table blockquote pre hr figure section article aside header footer nav address details center'.split(
    ' ',
  ),
);

/** Runs of top-level text and inline markup as paragraphs (text typed into an empty editor is bare). */
function paragraphs(nodes: Node[], document: Document): Node[] {
  const out: Node[] = [];
  let run: Node[] = [];
  const flush = () => {
    while (run.length > 0 && run.at(-1)!.nodeName === 'BR') run.pop();
    if (run.some((node) => node.nodeType !== 3 || (node.textContent ?? '').trim() !== '')) {
      const paragraph = document.createElement('p');
      paragraph.append(...run);
      out.push(paragraph);
    }
    run = [];
  };
  for (const node of nodes) {
    if (node.nodeType === 1 && blocks.has((node as Element).localName)) {
      flush();
      out.push(node);
    } else run.push(node);
  }
  flush();
  return out;
}

/** Whether rich text shows nothing: no text and no image (an editor left with an empty line). */
export function isBlankRichText(html: string): boolean {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (body.textContent ?? '').trim() === '' && body.querySelector('img, hr') === null;
}

/**
 * Reduces HTML to the rich-text allowlist of @playfront/api-contract, the list the server sanitises with:
 * scripts, styles, frames and forms go with their content; other tags that are not allowed are unwrapped
 * (their text stays); every attribute not allowed for its tag goes (`on*`, `style`, `class`, `id`), and so do
 * `href`/`src` that are not web, mail, path or anchor addresses. <b> and <i> become <strong> and <em>, bare
 * <span>s are unwrapped, top-level text and inline markup become paragraphs, and text with nothing in it becomes ''. The HTML is parsed in an inert document:
 * nothing in it runs or loads.
 */
export function normalizeRichText(html: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const output = parsed.implementation.createHTMLDocument('');
  const cleaned = Array.from(parsed.body.childNodes).flatMap((child) => clean(child, output));
  output.body.append(...paragraphs(cleaned, output));
  output.body.normalize();
  if (isBlankRichText(output.body.innerHTML)) return '';
  // A trailing line break the editor keeps at the end of a block shows nothing.
  return output.body.innerHTML.replace(/<br>(<\/(p|h[1-6]|li|div)>)/g, '$1');
}

/** Stored HTML as the plain text a plain editor shows (a promotion's content): paragraphs and line breaks kept. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '$&\n\n'),
    'text/html',
  );
  return (document.body.textContent ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
