import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { changedLines } from '../../components/language-lines';

const api = mockBackOfficePerTest();

describe('one line per language: the licence line and help category names', () => {
  it('marketing writes the licence line in Japanese; an emptied language is refused and nothing is sent', async () => {
    const { user } = await renderBackOffice('/content', { token: api.current().signIn('mia') });
    await user.click(await screen.findByRole('link', { name: en.bo_content_section_licence }));
    const form = await screen.findByRole('form', { name: en.bo_licence });
    expect(within(form).getByLabelText('Licence line (English)')).toHaveValue(
      'Playfront is licensed and regulated. Play responsibly; 18+ only.',
    );
    expect(await axeViolations()).toEqual([]);
    await user.clear(within(form).getByLabelText('Licence line (简体中文)'));
    await user.type(
      within(form).getByLabelText('Licence line (日本語)'),
      ' Playfront は認可を受けています。 ',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Licence line (简体中文)')).toHaveAccessibleDescription(
      en.bo_lines_emptied,
    );
    expect(api.current().state.received).toEqual([]);
    await user.type(within(form).getByLabelText('Licence line (简体中文)'), 'Playfront 持有牌照。');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.bo_licence_saved)).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'licence',
      body: { texts: { cn: 'Playfront 持有牌照。', ja: 'Playfront は認可を受けています。' } },
    });
  });

  it('renames a help category in Thai from the help centre', async () => {
    const { user } = await renderBackOffice('/content/help', { token: api.current().signIn('mia') });
    const names = await screen.findByRole('region', { name: en.bo_help_names });
    const form = within(names).getByRole('form', { name: 'Names of Deposits and withdrawals' });
    await user.type(within(form).getByLabelText('Name (ไทย)'), 'ฝากและถอน');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.bo_help_names_saved)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'helpCategoryNames',
        body: { texts: { th: 'ฝากและถอน' } },
      }),
    );
    expect(await within(names).findByLabelText('Name (ไทย)')).toHaveValue('ฝากและถอน');
  });

  it('changedLines sends the changed languages, trimmed, and names the emptied ones', () => {
    const drafts = { en: ' Same ', cn: '', ja: 'New', th: '', vi: '', ko: '' };
    expect(changedLines({ en: 'Same', cn: '旧' }, drafts)).toEqual({ texts: { ja: 'New' }, emptied: ['cn'] });
  });
});
