import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { changedFlags, flagStatesOf, orderedFields, rulesRequest } from './security-page';

const api = mockBackOfficePerTest();

describe('brand: sign-up and security', () => {
  it('turns features on and off after a confirmation that lists them', async () => {
    const { user } = await renderBackOffice('/brand/security', { token: api.current().signIn('root') });
    const flags = await screen.findByRole('form', { name: en.bo_flags });
    expect(await axeViolations()).toEqual([]);
    const expiry = within(flags).getByRole('checkbox', { name: en.bo_flag_PWDEXPFORCECHANGE3 });
    expect(expiry).not.toBeChecked();
    expect(expiry).toHaveAccessibleDescription(en.bo_flag_PWDEXPFORCECHANGE3_hint);
    const save = within(flags).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(expiry);
    await user.click(within(flags).getByRole('checkbox', { name: en.bo_flag_USERNAMEREG3 }));
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: en.bo_flags_confirm_title });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Turn off: Registration with a username', 'Turn on: Passwords expire']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.bo_flags_saved)).toBeInTheDocument();
    expect(api.current().state.received.map((entry) => entry.call)).toEqual([
      'flag USERNAMEREG3',
      'flag PWDEXPFORCECHANGE3',
    ]);
    // Read back from the permission reply: the hint of the expiry days says it now applies.
    const signIn = screen.getByRole('form', { name: en.bo_security_signin });
    await waitFor(() =>
      expect(within(signIn).getByLabelText(en.bo_security_days)).toHaveAccessibleDescription(
        en.bo_security_days_hint,
      ),
    );
  });

  it('sets the password expiry and the new-device check; a bad number is named and nothing is sent', async () => {
    const { user } = await renderBackOffice('/brand/security', { token: api.current().signIn('root') });
    const form = await screen.findByRole('form', { name: en.bo_security_signin });
    const days = within(form).getByLabelText(en.bo_security_days);
    expect(days).toHaveValue('0');
    await user.clear(days);
    await user.type(days, '90.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(days).toHaveAccessibleDescription(expect.stringContaining(en.bo_security_days_invalid));
    expect(api.current().state.received).toEqual([]);
    await user.clear(days);
    await user.type(days, '90');
    await user.click(within(form).getByRole('checkbox', { name: en.bo_security_device_check }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.bo_security_saved)).toBeInTheDocument();
    expect(api.current().state.brandSecurity.security).toEqual({
      passwordExpiryDays: 90,
      loginDeviceCheck: true,
    });
  });

  it('changes a registration field; the password stays asked and a minimum above the maximum is named', async () => {
    const { user } = await renderBackOffice('/brand/security', { token: api.current().signIn('root') });
    const form = await screen.findByRole('form', { name: en.bo_rules });
    expect(within(form).getByRole('checkbox', { name: 'Password shown' })).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: 'QQ number shown' }));
    await user.click(within(form).getByRole('checkbox', { name: 'QQ number required' }));
    await user.clear(within(form).getByLabelText('Shortest E-mail'));
    await user.type(within(form).getByLabelText('Shortest E-mail'), '300');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Shortest E-mail')).toHaveAccessibleDescription(
      en.bo_rules_min_above_max,
    );
    expect(api.current().state.received).toEqual([]);
    await user.clear(within(form).getByLabelText('Shortest E-mail'));
    await user.type(within(form).getByLabelText('Shortest E-mail'), '6');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.bo_rules_saved)).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'register-rules',
      body: {
        email: {
          enabled: true,
          required: false,
          minLength: 6,
          maxLength: 254,
          acceptedPattern: '*',
          patternId: 1,
        },
        qqNum: {
          enabled: true,
          required: true,
          minLength: 5,
          maxLength: 12,
          acceptedPattern: '*',
          patternId: 1,
        },
      },
    });
  });

  it('is the admin’s: marketing has no Brand entry and the address says so', async () => {
    await renderBackOffice('/brand/security', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: en.bo_rules })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.bo_nav_brand })).not.toBeInTheDocument();
  });

  it('flagStatesOf, changedFlags, orderedFields and rulesRequest', () => {
    const rule = {
      enabled: true,
      required: false,
      minLength: 1,
      maxLength: 9,
      acceptedPattern: '*',
      patternId: 1,
    };
    expect(orderedFields({ zalo: rule, line: rule, password: rule, username: rule })).toEqual([
      'username',
      'password',
      'line',
      'zalo',
    ]);
    const tree = [
      {
        modId: 'G',
        enabled: 1 as const,
        childrenNodes: [{ modId: 'A', enabled: 0 as const, childrenNodes: [] }],
      },
    ];
    expect(flagStatesOf(tree)).toEqual({ G: true, A: false });
    expect(changedFlags(tree, { G: true, A: true })).toEqual([{ modId: 'A', on: true }]);
    const rules = {
      password: {
        enabled: true,
        required: true,
        minLength: 8,
        maxLength: 128,
        acceptedPattern: '*',
        patternId: 1,
      },
    };
    const draft = { enabled: true, required: true, minLength: '6', maxLength: '128' };
    expect(rulesRequest(rules, { password: draft }).problems).toEqual({
      'password.minLength': 'bo_rules_password_min',
    });
    expect(rulesRequest(rules, { password: { ...draft, minLength: 'x' } }).problems).toEqual({
      'password.minLength': 'bo_rules_length_invalid',
    });
    expect(rulesRequest(rules, { password: { ...draft, minLength: '8' } })).toEqual({
      body: {},
      problems: {},
    });
  });
});
