import type { ReactElement } from 'react';

/**
 * Styles of the notices and the help centre, on top of the ui-kit tokens. React 19 hoists this <style> into <head> once however many components render it, so consumers
 * import no CSS of ours and the lib works in any bundler.
 */
/** The text of the hoisted <style> below; the portal build hashes it for its Content-Security-Policy. */
export const css = `
/* Notices and help centre. Tokens only: colours, spacing and type come from @playfront/ui-kit. */
.pf-rich-text {
  line-height: var(--pf-line-height);
  overflow-wrap: anywhere;
}
.pf-rich-text :is(h1, h2, h3, h4) {
  margin: var(--pf-space-3) 0 var(--pf-space-2);
  font-size: var(--pf-font-size-lg);
  line-height: var(--pf-line-height-tight);
}
.pf-rich-text p {
  margin: 0 0 var(--pf-space-3);
}
.pf-rich-text a {
  color: var(--pf-color-link);
}
.pf-rich-text img {
  max-width: 100%;
  height: auto;
}

.pf-notices {
  display: grid;
  gap: var(--pf-space-4);
  min-height: 0;
}
.pf-notices__state {
  display: grid;
  place-items: center;
  min-height: 200px;
}
.pf-notices__list {
  display: grid;
  gap: var(--pf-space-1);
  margin: 0 0 var(--pf-space-3);
  padding: 0;
  list-style: none;
}
.pf-notices__item {
  display: grid;
  gap: 2px;
  width: 100%;
  min-height: var(--pf-touch-target);
  padding: var(--pf-space-2) var(--pf-space-3);
  border: 1px solid transparent;
  border-radius: var(--pf-radius-sm);
  background: var(--pf-color-surface-raised);
  color: var(--pf-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
}
.pf-notices__item:hover {
  border-color: var(--pf-color-border);
}
.pf-notices__item[aria-current='true'] {
  border-color: var(--pf-color-primary);
  box-shadow: inset 3px 0 0 var(--pf-color-primary);
}
.pf-notices__item-title {
  font-weight: var(--pf-font-weight-medium);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.pf-notices__item-date,
.pf-notices__date {
  color: var(--pf-color-text-muted);
  font-size: var(--pf-font-size-xs);
}
.pf-notices__content {
  min-width: 0;
}
.pf-notices__title {
  margin: 0 0 var(--pf-space-1);
  font-size: var(--pf-font-size-lg);
}
.pf-notices__date {
  margin: 0 0 var(--pf-space-3);
}
.pf-notices__hint {
  color: var(--pf-color-text-muted);
}
.pf-notices__back {
  margin-bottom: var(--pf-space-2);
}
/* Phones: the list, or the notice being read, one at a time. */
@media (max-width: 719px) {
  .pf-notices--reading .pf-notices__list-pane {
    display: none;
  }
  .pf-notices:not(.pf-notices--reading) .pf-notices__content {
    display: none;
  }
}
@media (min-width: 720px) {
  .pf-notices {
    grid-template-columns: minmax(220px, 300px) 1fr;
  }
  .pf-notices__back {
    display: none;
  }
  .pf-notices__content {
    padding-inline-start: var(--pf-space-4);
    border-inline-start: 1px solid var(--pf-color-border-subtle);
  }
}

.pf-help__header {
  margin-bottom: var(--pf-space-4);
}
.pf-help__title {
  margin: 0 0 var(--pf-space-1);
  font-size: var(--pf-font-size-2xl);
  line-height: var(--pf-line-height-tight);
}
.pf-help__lead {
  margin: 0;
  color: var(--pf-color-text-muted);
}
.pf-help__layout {
  display: grid;
  gap: var(--pf-space-4);
}
.pf-help__nav-title,
.pf-help__category-title {
  margin: 0 0 var(--pf-space-2);
  font-size: var(--pf-font-size-md);
  color: var(--pf-color-text-muted);
}
.pf-help__nav ul {
  display: flex;
  gap: var(--pf-space-2);
  margin: 0;
  padding: 0 0 var(--pf-space-1);
  list-style: none;
  overflow-x: auto;
}
.pf-help__category {
  display: inline-flex;
  align-items: center;
  min-height: var(--pf-touch-target);
  padding: 0 var(--pf-space-3);
  border: 1px solid var(--pf-color-border-subtle);
  border-radius: var(--pf-radius-full);
  color: var(--pf-color-text);
  text-decoration: none;
  white-space: nowrap;
}
.pf-help__category[aria-current='page'] {
  border-color: var(--pf-color-primary);
  background: var(--pf-color-primary);
  color: var(--pf-color-on-primary);
}
.pf-help__article-list {
  display: grid;
  gap: var(--pf-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.pf-help__article {
  border: 1px solid var(--pf-color-border-subtle);
  border-radius: var(--pf-radius-md);
  background: var(--pf-color-surface);
}
.pf-help__article-toggle {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--pf-space-3);
  width: 100%;
  min-height: var(--pf-control-height-lg);
  padding: var(--pf-space-2) var(--pf-space-4);
  border: 0;
  border-radius: inherit;
  background: none;
  color: var(--pf-color-text);
  font: inherit;
  font-weight: var(--pf-font-weight-medium);
  text-align: start;
  cursor: pointer;
}
.pf-help__chevron {
  width: 0.6em;
  height: 0.6em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform var(--pf-duration-fast) var(--pf-easing);
}
[aria-expanded='true'] > .pf-help__chevron {
  transform: rotate(-135deg);
}
.pf-help__article-body {
  padding: 0 var(--pf-space-4) var(--pf-space-2);
  color: var(--pf-color-text-muted);
}
@media (min-width: 900px) {
  .pf-help__layout {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
  .pf-help__nav ul {
    flex-direction: column;
    overflow: visible;
  }
  .pf-help__category {
    width: 100%;
    border-radius: var(--pf-radius-sm);
  }
}
`;

export function ContentStyles(): ReactElement {
  return (
    <style href="ContentStyles" precedence="default">
      {css}
    </style>
  );
}
