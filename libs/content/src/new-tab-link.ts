/**
 * A link that opens a new tab never hands the portal's window to the page it opens: rel="noopener
 * noreferrer" on an anchor with target="_blank". Both sanitising paths of rich text apply it (safe-html.tsx
 * after the browser's sanitiser, sanitize-html.ts as DOMPurify's hook), and the back office's editor on the
 * markup it keeps.
 */
export function guardNewTabLink(node: Element): void {
  if (node instanceof HTMLAnchorElement && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
