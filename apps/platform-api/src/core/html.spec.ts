import { richTextAllowList } from '@playfront/api-contract';
import { sanitizeStoredHtml } from './html';

describe('sanitizeStoredHtml', () => {
  it('removes scripts, event handlers, styles, frames, forms and script URLs', () => {
    const clean = sanitizeStoredHtml(
      '<h3 onclick="alert(1)">Title</h3><script>alert(2)</script><img src="/x.png" onerror="alert(3)">' +
        '<p style="position:fixed">text</p><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="p"></form><style>body{display:none}</style>' +
        '<a href="javascript:alert(4)">bad</a><a href=" JaVaScRiPt:alert(5)">bad2</a><svg onload="alert(6)"></svg>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|onload|style|iframe|<form|<input|alert/i);
    expect(clean).toContain('<h3>Title</h3>');
    expect(clean).toContain('<p>text</p>');
    expect(clean).toContain('<img src="/x.png">');
  });

  it('keeps the markup notices and help articles use', () => {
    const html =
      '<h3>Deposit</h3><p>Use <strong>bank</strong> or <em>e-wallet</em>.</p><ul><li>one</li></ul>' +
      '<a href="https://help.example/x" target="_blank" rel="noopener noreferrer">more</a>' +
      '<table><tr><td>1</td></tr></table><img src="/img/a.png" alt="a">';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('keeps what the back office editor writes, unchanged', () => {
    const html =
      '<h3>Withdrawals</h3><p><strong>Fast</strong> and <em>safe</em>.</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com/help">help</a> <a href="/promotions">promos</a></p>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('keeps every tag of the shared rich-text allowlist, and no other', () => {
    for (const tag of Object.keys(richTextAllowList)) {
      expect(sanitizeStoredHtml(`<${tag}>x</${tag}>`)).toContain(`<${tag}>`);
    }
    expect(sanitizeStoredHtml('<font color="red">x</font><video>y</video>')).toBe('xy');
  });
});
