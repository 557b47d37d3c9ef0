/**
 * The rich text that notices, help articles, inbox messages and promotion texts may hold once stored: each
 * allowed tag with the attributes it may keep. Anything else is dropped: other tags are unwrapped (their text
 * stays), the tags in `richTextDroppedWithContent` go with everything inside them, comments go, and so do
 * every `on*` handler, `style` and `class`. The server sanitises with this list when it stores
 * (apps/platform-api/src/core/html.ts); the back office's editor reduces what it produces and what is pasted
 * into it to the same list, so an operator never writes what the server would strip.
 */
export const richTextAllowList: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  abbr: ['title'],
  address: [],
  article: [],
  aside: [],
  b: [],
  bdi: ['dir'],
  bdo: ['dir'],
  big: [],
  blockquote: ['cite'],
  br: [],
  caption: [],
  center: [],
  cite: [],
  code: [],
  col: ['align', 'valign', 'span', 'width'],
  colgroup: ['align', 'valign', 'span', 'width'],
  dd: [],
  del: ['datetime'],
  details: ['open'],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  footer: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  header: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ins: ['datetime'],
  kbd: [],
  li: [],
  mark: [],
  nav: [],
  ol: [],
  p: [],
  pre: [],
  s: [],
  section: [],
  small: [],
  span: [],
  sub: [],
  summary: [],
  sup: [],
  strong: [],
  strike: [],
  table: ['width', 'border', 'align', 'valign'],
  tbody: ['align', 'valign'],
  td: ['width', 'rowspan', 'colspan', 'align', 'valign'],
  tfoot: ['align', 'valign'],
  th: ['width', 'rowspan', 'colspan', 'align', 'valign'],
  thead: ['align', 'valign'],
  tr: ['rowspan', 'align', 'valign'],
  tt: [],
  u: [],
  ul: [],
};

/** Tags removed together with everything inside them (not only unwrapped). */
export const richTextDroppedWithContent: readonly string[] = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'template',
  'noscript',
];

/** The link and image addresses rich text may hold: web, mail, a path of the portal or an anchor. */
export const richTextSafeUrl = /^(https?:|mailto:|\/|#)/i;

/** Whether `tag` (lower case) may stay in stored rich text. */
export const richTextAllows = (tag: string): boolean => Object.hasOwn(richTextAllowList, tag);

/** Whether `attribute` (lower case) of `tag` may stay with `value` in stored rich text. */
export function richTextKeepsAttribute(tag: string, attribute: string, value: string): boolean {
  if (!richTextAllows(tag) || !richTextAllowList[tag]!.includes(attribute)) return false;
  if (attribute === 'href' || attribute === 'src') return richTextSafeUrl.test(value.trim());
  return true;
}
