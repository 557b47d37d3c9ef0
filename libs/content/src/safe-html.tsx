import { useLayoutEffect, useRef } from 'react';
import { richTextAllowList } from '@playfront/api-contract';
import { guardNewTabLink } from './new-tab-link';

export interface SafeHtmlProps {
  /** HTML from the server; it is sanitised again in the browser before it reaches the DOM. */
  html: string;
  className?: string;
}

let richText: Sanitizer | null = null;

/** `Element.setHTML` of the Sanitizer API, which TypeScript's DOM types do not list yet. */
type SettableElement = Element & {
  setHTML?: (html: string, options: { sanitizer: Sanitizer }) => void;
};

/**
 * The browser's own sanitiser, allowing the rich text the server stores (`richTextAllowList` of
 * @playfront/api-contract: each tag with its attributes; every other tag goes with its content, and so do
 * comments, `data-*`, `style` and `class`). `setHTML` removes whatever could run script (handlers,
 * `javascript:` addresses, scripts) whatever its configuration says.
 */
function richTextSanitizer(): Sanitizer {
  richText ??= new Sanitizer({
    elements: Object.entries(richTextAllowList).map(([name, attributes]) => ({
      name,
      attributes: [...attributes],
    })),
    attributes: [],
    comments: false,
    dataAttributes: false,
  });
  return richText;
}

/**
 * Puts server HTML into `element`, sanitised: by the browser's sanitiser (`Element.setHTML`) where it has
 * one, at once; elsewhere by DOMPurify, loaded the first time it is needed (about 10 KB gzip that a browser
 * with its own sanitiser never downloads), or as plain text if that chunk cannot be loaded. `wanted` says
 * whether the HTML is still the one to show when DOMPurify arrives.
 */
export function setSafeHtml(
  element: Element,
  html: string,
  wanted: () => boolean = () => true,
): Promise<void> {
  const settable = element as SettableElement;
  if (typeof Sanitizer === 'function' && typeof settable.setHTML === 'function') {
    settable.setHTML(html, { sanitizer: richTextSanitizer() });
    element.querySelectorAll('a').forEach(guardNewTabLink);
    return Promise.resolve();
  }
  return import('./sanitize-html').then(
    ({ sanitizeHtml }) => {
      if (wanted()) element.innerHTML = sanitizeHtml(html);
    },
    () => {
      // DOMPurify could not be loaded (the connection dropped): the text without its markup rather than
      // nothing. A parsed document is inert: nothing in it runs or loads, and only its text is kept.
      if (wanted()) element.textContent = new DOMParser().parseFromString(html, 'text/html').body.textContent;
    },
  );
}

/** Renders server HTML after it has been sanitised (see `setSafeHtml`): no script, handler or style runs. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let current = true;
    void setSafeHtml(element, html, () => current);
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={ref} className={className} />;
}
