import { screen, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('banners', () => {
  it('lists the banners with the languages they miss', async () => {
    await renderBackOffice('/content/banners', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Home banners' });
    const row = within(table).getAllByRole('row')[2]!;
    expect(within(row).getByRole('cell', { name: 'Live baccarat' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '/live' })).toBeInTheDocument();
    expect(
      within(row).getByRole('cell', { name: '简体中文, 日本語, ไทย, Tiếng Việt, 한국어' }),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds a Chinese text to a banner, keeping the others', async () => {
    const { user } = await renderBackOffice('/content/banners/live-baccarat', {
      token: api.current().signIn('mia'),
    });
    expect(await screen.findByRole('heading', { name: 'Edit banner live-baccarat' })).toBeInTheDocument();
    expect(screen.getByLabelText('Banner id')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('tab', { name: '简体中文 (missing)' }));
    await user.type(screen.getByLabelText('Title (简体中文)'), '真人百家乐');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Give both a title and a text, or neither, in: 简体中文/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Line (简体中文)'), '20:00 开新桌。');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('table', { name: 'Home banners' })).toBeInTheDocument();
    expect(api.current().state.banners[1]!.texts).toEqual({
      en: { title: 'Live baccarat', text: 'New tables at 20:00.' },
      cn: { title: '真人百家乐', text: '20:00 开新桌。' },
    });
  });

  it('creates a banner only with a valid id and a portal link', async () => {
    const { user } = await renderBackOffice('/content/banners/new', { token: api.current().signIn('mia') });
    await user.type(await screen.findByLabelText('Banner id'), 'Spring Promo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Give an id of lower-case letters/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Banner id'));
    await user.type(screen.getByLabelText('Banner id'), 'spring-promo');
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'https://elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The link must be a portal path starting with /.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), '/promotions');
    await user.selectOptions(screen.getByLabelText('Colour'), 'violet');
    await user.type(screen.getByLabelText('Title (English)'), 'Spring promotion');
    await user.type(screen.getByLabelText('Line (English)'), 'Double points all week.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'spring-promo' })).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'saveBanner',
      body: {
        id: 'spring-promo',
        texts: { en: { title: 'Spring promotion', text: 'Double points all week.' } },
        link: '/promotions',
        tone: 'violet',
      },
    });
  });
});
