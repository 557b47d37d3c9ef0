import { render, screen } from '@testing-library/react';
import { richTextAllowList } from '@playfront/api-contract';
import { SafeHtml } from './safe-html';

/** What the page's sanitiser was made with and what setHTML was given (jsdom has neither). */
const made: unknown[] = [];
const given: Array<{ html: string; sanitizer: unknown }> = [];

class FakeSanitizer {
  constructor(readonly config: unknown) {
    made.push(config);
  }
}

describe('SafeHtml where the browser has its own sanitiser', () => {
  beforeAll(() => {
    Object.assign(globalThis, { Sanitizer: FakeSanitizer });
    Object.assign(Element.prototype, {
      setHTML(this: Element, html: string, options: { sanitizer: unknown }) {
        given.push({ html, sanitizer: options.sanitizer });
        // What the browser would keep of this test's HTML.
        this.innerHTML = '<p>Kept <a href="/promotions" target="_blank">a link</a></p>';
      },
    });
  });
  afterAll(() => {
    delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });

  it('hands the HTML to setHTML at once, with the allowlist the server stores by, and guards new-tab links', () => {
    const html = '<p>Kept <a href="/promotions" target="_blank">a link</a></p><script>x()</script>';
    const { rerender } = render(<SafeHtml html={html} className="pf-rich-text" />);
    // Synchronously: no chunk to wait for.
    expect(screen.getByText('Kept').parentElement).toHaveClass('pf-rich-text');
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(given).toEqual([{ html, sanitizer: expect.any(FakeSanitizer) }]);
    expect(made).toEqual([
      {
        elements: Object.entries(richTextAllowList).map(([name, attributes]) => ({ name, attributes })),
        attributes: [],
        comments: false,
        dataAttributes: false,
      },
    ]);
    // The sanitiser is made once for the page, however many texts it cleans.
    rerender(<SafeHtml html="<p>Other</p>" />);
    expect(given).toHaveLength(2);
    expect(made).toHaveLength(1);
  });
});
