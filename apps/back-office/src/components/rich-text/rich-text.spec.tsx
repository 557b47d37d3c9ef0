import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { richTextAllowList } from '@playfront/api-contract';
import { createBackOfficeI18n } from '../../i18n';
import { axeViolations } from '../../testing/spec-setup';
import { RichTextEditor } from './rich-text-editor';
import { isBlankRichText, normalizeRichText } from './rich-text-html';

describe('normalizeRichText', () => {
  it('keeps the markup the editor writes', () => {
    const html =
      '<h3>Withdrawals</h3><p><strong>Fast</strong> and <em>safe</em>.</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com/help">help</a> <a href="/promotions">promos</a> <a href="mailto:a@b.c">mail</a></p>';
    expect(normalizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      normalizeRichText(
        '<p>a<script>alert(1)</script>b</p><style>p{color:red}</style><iframe src="https://x"></iframe><noscript>n</noscript><template><p>t</p></template>',
      ),
    ).toBe('<p>ab</p>');
  });

  it('drops every on* handler, style, class and id', () => {
    expect(
      normalizeRichText(
        '<p onclick="x()" style="color:red" class="big" id="p1">t</p><img src="/a.png" onerror="alert(1)" alt="A">',
      ),
    ).toBe('<p>t</p><p><img src="/a.png" alt="A"></p>');
  });

  it('drops javascript:, data: and vbscript: addresses, whatever their spelling', () => {
    expect(
      normalizeRichText(
        '<p><a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>' +
          '<a href="vbscript:x">d</a><img src="javascript:alert(1)" alt="i"></p>',
      ),
    ).toBe('<p>abcd</p>');
  });

  it('unwraps tags that are not allowed but keeps their text, however deep', () => {
    expect(
      normalizeRichText(
        '<div><font color="red"><o:p>x</o:p><marquee><blink>deep <b>bold</b></blink></marquee></font></div>' +
          '<svg><a href="https://x">in svg</a><script>alert(1)</script></svg><form><input value="v">f</form>',
      ),
    ).toBe('<div>xdeep <strong>bold</strong></div><p>in svg</p>');
  });

  it('writes <b>/<i> as <strong>/<em>, unwraps bare spans and Google Docs’ wrapper', () => {
    expect(
      normalizeRichText(
        '<b style="font-weight:normal;" id="docs-internal-guid-1"><p><i>x</i> <span>y</span></p></b>',
      ),
    ).toBe('<p><em>x</em> y</p>');
  });

  it('drops comments, and keeps text escaped', () => {
    expect(normalizeRichText('<!--StartFragment--><p>1 &lt; 2 &amp; &lt;b&gt;</p><!--EndFragment-->')).toBe(
      '<p>1 &lt; 2 &amp; &lt;b&gt;</p>',
    );
  });

  it('adds rel to links that open a new tab, and drops trailing line breaks', () => {
    expect(normalizeRichText('<p><a href="https://x.y" target="_blank">x</a><br></p>')).toBe(
      '<p><a href="https://x.y" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('wraps top-level text and inline markup in paragraphs', () => {
    expect(normalizeRichText('Typed <b>here</b><br><ul><li>x</li></ul>then')).toBe(
      '<p>Typed <strong>here</strong></p><ul><li>x</li></ul><p>then</p>',
    );
  });

  it('gives nothing for text that shows nothing', () => {
    expect(normalizeRichText('<p><br></p>')).toBe('');
    expect(normalizeRichText('<p> </p><div></div>')).toBe('');
    expect(isBlankRichText('<p><img src="/a.png" alt=""></p>')).toBe(false);
  });

  it('keeps only tags and attributes of the shared allowlist', () => {
    const everything = Object.entries(richTextAllowList)
      .map(
        ([tag, attributes]) =>
          `<${tag} ${attributes.map((a) => `${a}="/x"`).join(' ')} data-x="1">t</${tag}>`,
      )
      .join('');
    const parsed = new DOMParser().parseFromString(normalizeRichText(everything), 'text/html');
    for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
      const tag = element.localName;
      expect(Object.keys(richTextAllowList)).toContain(tag);
      for (const attribute of Array.from(element.attributes)) {
        expect([...richTextAllowList[tag]!, ...(tag === 'a' ? ['rel'] : [])]).toContain(attribute.name);
      }
    }
  });
});

async function renderEditor(initial = '<p>Hello</p>', readOnly = false) {
  const i18n = await createBackOfficeI18n('en');
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        label="Text (English)"
        value={value}
        readOnly={readOnly}
        previewTitle="Deposits"
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <main>
        <Harness />
      </main>
    </I18nextProvider>,
  );
  return { user, changes, region: screen.getByRole('textbox', { name: 'Text (English)' }) };
}

function paste(target: HTMLElement, data: Record<string, string>) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => data[type] ?? '' } });
}

describe('RichTextEditor', () => {
  afterEach(() => {
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('shows the text and a preview as the portal renders it, with a labelled toolbar', async () => {
    const { region } = await renderEditor('<h3>Deposits</h3><p>Pay <b>today</b></p>');
    expect(region.innerHTML).toBe('<h3>Deposits</h3><p>Pay <strong>today</strong></p>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    // The preview is sanitised as the portal does (in jsdom by DOMPurify, which arrives in its own chunk).
    expect((await within(preview).findByText('today')).tagName).toBe('STRONG');
    expect(within(preview).getAllByRole('heading', { name: 'Deposits' })).toHaveLength(2);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list', 'Link', 'Clear formatting']);
    expect(await axeViolations()).toEqual([]);
  });

  it('runs the formatting commands from the toolbar and from Ctrl+B / Ctrl+I', async () => {
    const calls: string[] = [];
    document.execCommand = jest.fn((command: string, _ui?: boolean, value?: string) => {
      calls.push(value ? `${command}:${value}` : command);
      return true;
    });
    const { user, region } = await renderEditor();
    act(() => region.focus());
    fireEvent.keyDown(region, { key: 'b', ctrlKey: true });
    fireEvent.keyDown(region, { key: 'i', ctrlKey: true });
    fireEvent.keyDown(region, { key: '*', code: 'Digit8', ctrlKey: true, shiftKey: true });
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(calls.filter((call) => !call.startsWith('defaultParagraphSeparator'))).toEqual([
      'bold',
      'italic',
      'insertUnorderedList',
      'insertOrderedList',
      'removeFormat',
      'unlink',
    ]);
  });

  it('moves along the toolbar with the arrow keys, one stop in the tab order', async () => {
    const { user } = await renderEditor();
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]!.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[6]).toHaveFocus();
  });

  it('hands on what is typed, reduced to the allowlist', async () => {
    const { region, changes } = await renderEditor('');
    region.innerHTML = '<p style="color:red" onclick="x()">Hi <b>there</b></p><script>alert(1)</script>';
    fireEvent.input(region);
    expect(changes.at(-1)).toBe('<p>Hi <strong>there</strong></p>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect((await within(preview).findByText('there')).tagName).toBe('STRONG');
    expect(preview.querySelector('script, [onclick], [style]')).toBeNull();
  });

  it('keeps only allowed markup of what is pasted', async () => {
    const { region, changes } = await renderEditor('');
    act(() => region.focus());
    paste(region, {
      'text/html':
        '<meta charset="utf-8"><p>Safe <strong>bold</strong><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">link</a></p>',
      'text/plain': 'Safe bold link',
    });
    expect(changes.at(-1)).toBe('<p>Safe <strong>bold</strong>link</p>');
    expect(region.innerHTML).not.toMatch(/onerror|script|javascript/);
  });

  it('pastes plain text as text, never as markup', async () => {
    const { region, changes } = await renderEditor('');
    act(() => region.focus());
    paste(region, { 'text/plain': '<img src=x onerror=alert(1)>\nsecond line' });
    expect(changes.at(-1)).toBe('<p>&lt;img src=x onerror=alert(1)&gt;<br>second line</p>');
  });

  it('makes a link from a safe address only', async () => {
    const { user, region, changes } = await renderEditor('<p>Read the rules</p>');
    act(() => region.focus());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByText(/Give an address that starts with https:\/\//)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://example.com/rules{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(changes.at(-1)).toContain('<a href="https://example.com/rules">https://example.com/rules</a>');
  });

  it('only shows the text when read-only', async () => {
    const { region } = await renderEditor('<p>Fixed</p>', true);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(region).toHaveAttribute('aria-readonly', 'true');
    expect(region).toHaveAttribute('contenteditable', 'false');
  });
});
