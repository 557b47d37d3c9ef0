import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('help centre', () => {
  it('lists the articles per category with the languages they miss, filters them and exports them', async () => {
    const { user } = await renderBackOffice('/content/help', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Help articles' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('cell', { name: 'Withdrawal times' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'Deposits and withdrawals' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'English, 简体中文' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Not written in'), '简体中文');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).queryByRole('cell', { name: 'Withdrawal times' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'account');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(async () => expect(await api.downloads()).toHaveLength(1));
    const [csv] = await api.downloads();
    expect(csv!.name).toMatch(/^help-articles-/);
    expect(csv!.text.split('\r\n')[1]).toBe('13,account,Reset your password,en,cn ja th vi ko');
    expect(await axeViolations()).toEqual([]);
  });

  it('writes an article with bold text, a list and a link in two languages', async () => {
    const { user } = await renderBackOffice('/content/help/new', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { name: 'New help article' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'account');
    await user.type(screen.getByLabelText('Title (English)'), 'Two-step sign-in');
    fireEvent.paste(screen.getByRole('textbox', { name: 'Text (English)' }), {
      clipboardData: {
        getData: (type: string) =>
          type === 'text/html'
            ? '<p>Turn it on <b>today</b>:</p><ul><li>Open <a href="/member/security" onclick="x()">security</a></li></ul>'
            : '',
      },
    });
    await user.click(screen.getByRole('tab', { name: '简体中文 (missing)' }));
    await user.type(screen.getByLabelText('Title (简体中文)'), '两步登录');
    fireEvent.paste(screen.getByRole('textbox', { name: 'Text (简体中文)' }), {
      clipboardData: {
        getData: (type: string) => (type === 'text/html' ? '<p><strong>今天</strong>就开启。</p>' : ''),
      },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect((await within(preview).findByText('今天')).tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The help article is published.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'createHelpArticle',
      body: {
        category: 'account',
        texts: {
          en: {
            title: 'Two-step sign-in',
            content:
              '<p>Turn it on <strong>today</strong>:</p><ul><li>Open <a href="/member/security">security</a></li></ul>',
          },
          cn: { title: '两步登录', content: '<p><strong>今天</strong>就开启。</p>' },
        },
      },
    });
    expect(await screen.findByRole('cell', { name: 'Two-step sign-in' })).toBeInTheDocument();
  });

  it('edits an article and deletes one after confirming', async () => {
    const { user } = await renderBackOffice('/content/help/12', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { name: 'Edit help article 12' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Text (English)' }).innerHTML).toBe(
      '<ul><li>Bank transfer</li><li>E-wallet</li></ul>',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete help article 12?' });
    expect(within(dialog).getByText(/Deposit methods/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The help article is deleted.')).toBeInTheDocument();
    expect(api.current().state.help[0]!.articles.map((article) => article.id)).toEqual([11]);
  });
});
