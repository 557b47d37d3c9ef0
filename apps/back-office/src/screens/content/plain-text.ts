const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text split into paragraphs (blank lines) and their lines. */
export const paragraphsOf = (text: string): string[][] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));

/**
 * Plain text as the HTML a notice stores: every character escaped (an operator's text can never become
 * markup), paragraphs as <p>, single line breaks as <br>. The server sanitises it again when stored.
 */
export const textToHtml = (text: string): string =>
  paragraphsOf(text)
    .map((lines) => `<p>${lines.map((line) => line.replace(/[&<>"']/g, (c) => escapes[c])).join('<br>')}</p>`)
    .join('');

/** A stored notice's HTML as the plain text the editor shows: paragraphs and line breaks kept. */
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

/** Whether stored HTML has more than paragraphs and line breaks (saving as plain text would drop it). */
export const hasFormatting = (html: string): boolean =>
  /<(?!\/?(p|br)\b)[a-z]/i.test(html) || /<(p|br)\s+[^>]/i.test(html);
