import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  /** HTML from the server; it is sanitised with DOMPurify before it reaches the DOM. */
  html: string;
  className?: string;
}

/** Renders server HTML after DOMPurify has removed scripts, handlers and anything active. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
