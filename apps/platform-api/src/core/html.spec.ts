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
});
