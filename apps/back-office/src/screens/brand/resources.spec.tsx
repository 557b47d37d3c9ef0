import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { isHttpsAddress } from '@playfront/api-contract';
import { draftOfResources, resourcesOfDraft } from './resources-page';

const api = mockBackOfficePerTest();

describe('support and app downloads: the form’s rules', () => {
  it('takes whole https addresses only', () => {
    expect(isHttpsAddress('https://apps.example.com/a.apk')).toBe(true);
    for (const text of [
      'http://apps.example.com',
      'javascript:alert(1)',
      'https://',
      'https://localhost',
      'apps.example.com',
    ])
      expect([text, isHttpsAddress(text)]).toEqual([text, false]);
  });

  it('sends the offered entries only, and names each field to fix', () => {
    const draft = draftOfResources({
      resources: [
        { resourceType: 'IOS', url: 'https://a.example.com', labelNameEn: 'iOS', labelNameCn: '苹果' },
      ],
      customerService: [],
    });
    expect(resourcesOfDraft(draft)).toEqual({
      body: {
        resources: [
          { resourceType: 'IOS', url: 'https://a.example.com', labelNameEn: 'iOS', labelNameCn: '苹果' },
        ],
        customerService: [],
      },
    });
    draft.resources.ANDROID = { offered: true, url: 'ftp://x', labelNameEn: ' ', labelNameCn: '安卓' };
    draft.chats.VIP = { offered: true, url: '' };
    expect(resourcesOfDraft(draft)).toEqual({
      problems: {
        'resources.ANDROID.url': 'bo_resources_url_invalid',
        'resources.ANDROID.labelNameEn': 'bo_field_required',
        'chats.VIP.url': 'bo_resources_url_invalid',
      },
    });
  });
});

describe('support and app downloads', () => {
  it('offers the iOS lite app and the VIP chat, refusing a bad address before sending anything', async () => {
    const { user } = await renderBackOffice('/brand/resources', { token: api.current().signIn('root') });
    const form = await screen.findByRole('form', { name: en.bo_resources_form });
    expect(await axeViolations()).toEqual([]);
    const lite = within(form).getByRole('group', { name: en.bo_resources_type_IOS_LITE });
    await user.click(within(lite).getByRole('checkbox', { name: en.bo_resources_offered }));
    await user.type(within(lite).getByLabelText(en.bo_resources_url), 'http://lite.example.com');
    await user.type(within(lite).getByLabelText(en.bo_resources_label_en), 'iOS Lite');
    await user.type(within(lite).getByLabelText(en.bo_resources_label_cn), '轻量版');
    const vip = within(form).getByRole('group', { name: en.bo_resources_chat_VIP });
    await user.click(within(vip).getByRole('checkbox', { name: en.bo_resources_offered }));
    await user.type(within(vip).getByLabelText(en.bo_resources_url), 'https://vip.example.com/chat');
    await user.click(within(form).getByRole('button', { name: en.bo_resources_save }));
    expect(within(lite).getByLabelText(en.bo_resources_url)).toHaveAccessibleDescription(
      expect.stringContaining(en.bo_resources_url_invalid),
    );
    expect(api.current().state.received).toEqual([]);

    await user.clear(within(lite).getByLabelText(en.bo_resources_url));
    await user.type(within(lite).getByLabelText(en.bo_resources_url), 'https://lite.example.com');
    await user.click(within(form).getByRole('button', { name: en.bo_resources_save }));
    await waitFor(() => expect(api.current().state.received.at(-1)?.call).toBe('resources'));
    expect(api.current().state.brandSecurity.resources).toEqual({
      resources: [
        expect.objectContaining({ resourceType: 'IOS' }),
        {
          resourceType: 'IOS_LITE',
          url: 'https://lite.example.com',
          labelNameEn: 'iOS Lite',
          labelNameCn: '轻量版',
        },
        expect.objectContaining({ resourceType: 'ANDROID' }),
      ],
      customerService: [
        { type: 'LIVECHAT', url: 'https://chat.playfront.example/live' },
        { type: 'VIP', url: 'https://vip.example.com/chat' },
      ],
    });
    expect(await screen.findByText(en.bo_resources_saved)).toBeInTheDocument();
    expect(
      await within(lite).findByRole('img', { name: 'QR code of the iOS lite app as members see it' }),
    ).toBeVisible();
  });

  it('is the setting area’s: marketing neither sees the section nor the form', async () => {
    await renderBackOffice('/brand/resources', { token: api.current().signIn('mia') });
    await screen.findByRole('navigation', { name: en.bo_nav_label });
    expect(screen.queryByRole('form', { name: en.bo_resources_form })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.bo_brand_section_resources })).not.toBeInTheDocument();
  });
});
