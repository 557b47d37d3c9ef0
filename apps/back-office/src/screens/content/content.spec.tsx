import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('content', () => {
  it('publishes a notice in two languages with formatting, with a preview of each', async () => {
    const { user } = await renderBackOffice('/content', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Content' });
    expect(within(table).getByRole('cell', { name: 'Weekend maintenance' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'English, 简体中文' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '日本語, ไทย, Tiếng Việt, 한국어' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New notice' }));
    expect(await screen.findByRole('heading', { name: 'New notice' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English (missing)' })).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByLabelText('Title (English)'), 'Double points week');
    const text = screen.getByRole('textbox', { name: 'Text (English)' });
    await user.click(text);
    fireEvent.paste(text, {
      clipboardData: {
        getData: (type: string) =>
          type === 'text/html'
            ? '<p style="color:red">Play <b>any</b> slot.</p><img src=x onerror="alert(1)"><script>alert(2)</script>'
            : 'Play any slot.',
      },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Double points week' })).toBeInTheDocument();
    // The preview is sanitised as the portal does (in jsdom by DOMPurify, which arrives in its own chunk).
    expect((await within(preview).findByText('any')).tagName).toBe('STRONG');
    expect(screen.getByRole('tab', { name: 'English (written)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '简体中文 (missing)' }));
    await user.type(screen.getByLabelText('Title (简体中文)'), '双倍积分周');
    await user.type(screen.getByRole('textbox', { name: 'Text (简体中文)' }), '任意老虎机均可。');
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByRole('heading', { name: '双倍积分周' }),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Where it shows'), 'Popup on arrival');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('The notice is published.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'createNotice',
      body: {
        texts: {
          en: { title: 'Double points week', content: '<p>Play <strong>any</strong> slot.</p>' },
          cn: { title: '双倍积分周', content: '<p>任意老虎机均可。</p>' },
        },
        audience: 'PLAYERS',
        type: 'PU',
        execution: 'B',
      },
    });
    expect(await screen.findByRole('cell', { name: 'Double points week' })).toBeInTheDocument();
  });

  it('edits a notice in one language, keeping the stored formatting, and deletes one', async () => {
    const { user } = await renderBackOffice('/content/40', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { name: 'Edit notice 40' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'Text (English)' });
    expect(text.innerHTML).toBe('<h3>Daily</h3><p>Paid the next day.</p>');
    expect(screen.getByLabelText('Readers')).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: '日本語 (missing)' }));
    await user.type(screen.getByLabelText('Title (日本語)'), 'コミッション');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Give both a title and a text, or neither, in: 日本語/),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text (日本語)' }), '翌日に支払われます。');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.current().state.received.at(-1)?.call).toBe('updateNotice'));
    const notice = api.current().state.notices.find((candidate) => candidate.id === 40);
    expect(notice?.texts).toEqual({
      en: { title: 'Commission schedule', content: '<h3>Daily</h3><p>Paid the next day.</p>' },
      ja: { title: 'コミッション', content: '<p>翌日に支払われます。</p>' },
    });

    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]!);
    expect(await screen.findByRole('heading', { name: 'Edit notice 41' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete notice 41?' });
    expect(within(dialog).getByText(/Weekend maintenance/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.current().state.notices).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete notice 41?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The notice is deleted.')).toBeInTheDocument();
    expect(api.current().state.notices.map((candidate) => candidate.id)).toEqual([40]);
    expect(api.current().state.audit[0]?.action).toBe('DELETE /wps/admin/content/notices/:id');
  });

  it('shows the server’s refusal when the default language is missing', async () => {
    const { user } = await renderBackOffice('/content/new', { token: api.current().signIn('mia') });
    await user.click(await screen.findByRole('tab', { name: '简体中文 (missing)' }));
    await user.type(screen.getByLabelText('Title (简体中文)'), '只有中文');
    await user.type(screen.getByRole('textbox', { name: 'Text (简体中文)' }), '正文');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText("The brand's default language (English) needs a title and a text."),
    ).toBeInTheDocument();
    expect(api.current().state.notices).toHaveLength(2);
    // Nothing to send at all is said before any call.
    await user.clear(screen.getByLabelText('Title (简体中文)'));
    await user.clear(screen.getByRole('textbox', { name: 'Text (简体中文)' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(en.bo_content_empty_texts)).toBeInTheDocument();
  });

  it('lets an operator who may only read content look, not change', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    const { user } = await renderBackOffice('/content', { token: mock.signIn('reader') });
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'New notice' })).not.toBeInTheDocument();
    await user.click(within(table).getAllByRole('button', { name: 'Details' })[0]);
    expect(await screen.findByLabelText('Title (English)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
