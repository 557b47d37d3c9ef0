import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { errorReply } from '@playfront/api-client/testing';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { draftOfProtection, protectionOfDraft } from './protection-page';

const api = mockBackOfficePerTest();

const settings = {
  coolingOffHours: 24,
  raiseWaitsForPeriodEnd: true,
  minimumAge: 18,
  realityCheckMinMinutes: 10,
  realityCheckMaxMinutes: 60,
  realityCheckDefaultMinutes: 60,
  affordabilityThreshold: '1000000',
};

describe('player protection settings: the form’s rules', () => {
  it('sends the whole settings, the threshold in minor units', () => {
    const draft = { ...draftOfProtection(settings), affordabilityThreshold: '12,500.5' };
    expect(draftOfProtection(settings).affordabilityThreshold).toBe('10000');
    expect(protectionOfDraft(draft)).toEqual({ body: { ...settings, affordabilityThreshold: '1250050' } });
  });

  it('holds to the server’s bounds, and keeps the default between the minimum and the maximum', () => {
    const draft = draftOfProtection(settings);
    expect(
      protectionOfDraft({
        ...draft,
        coolingOffHours: '12',
        minimumAge: '26',
        realityCheckMaxMinutes: '241',
        affordabilityThreshold: '0',
      }),
    ).toEqual({
      problems: {
        coolingOffHours: { key: 'bo_protection_whole_range', params: { min: 24, max: 168 } },
        minimumAge: { key: 'bo_protection_whole_range', params: { min: 18, max: 25 } },
        realityCheckMaxMinutes: { key: 'bo_protection_whole_range', params: { min: 5, max: 240 } },
        affordabilityThreshold: { key: 'bo_protection_threshold_invalid' },
      },
    });
    expect(protectionOfDraft({ ...draft, realityCheckMinMinutes: '90' })).toEqual({
      problems: { realityCheckMinMinutes: { key: 'bo_protection_rc_min_above_max' } },
    });
    expect(protectionOfDraft({ ...draft, realityCheckDefaultMinutes: '5' })).toEqual({
      problems: {
        realityCheckDefaultMinutes: { key: 'bo_protection_rc_default_outside', params: { min: 10, max: 60 } },
      },
    });
    expect(protectionOfDraft({ ...draft, coolingOffHours: '48.5', affordabilityThreshold: '' })).toEqual({
      problems: {
        coolingOffHours: { key: 'bo_protection_whole_range', params: { min: 24, max: 168 } },
        affordabilityThreshold: { key: 'bo_field_required' },
      },
    });
  });
});

async function openSettings(operator: string) {
  const view = await renderBackOffice('/brand', { token: api.current().signIn(operator) });
  const sections = await screen.findByRole('navigation', { name: en.bo_brand_sections });
  await view.user.click(within(sections).getByRole('link', { name: en.bo_brand_section_protection }));
  const form = await screen.findByRole('form', { name: en.bo_protection_settings });
  return { ...view, form };
}

describe('player protection settings', () => {
  it('opens from the brand’s sections with the brand’s values, each field explained', async () => {
    const { form } = await openSettings('root');
    expect(within(form).getByLabelText(en.bo_protection_cooling_off)).toHaveValue('24');
    expect(within(form).getByLabelText(en.bo_protection_cooling_off)).toHaveAccessibleDescription(
      "Raises and removals of a limit wait this many hours, then need the member's confirmation. Lowering a limit applies at once. 24 to 168 hours.",
    );
    const periodEnd = within(form).getByRole('checkbox', { name: en.bo_protection_period_end });
    expect(periodEnd).toBeChecked();
    expect(periodEnd).toHaveAccessibleDescription(expect.stringContaining('Pennsylvania 814a.2'));
    expect(within(form).getByLabelText(en.bo_protection_rc_min)).toHaveValue('10');
    expect(within(form).getByLabelText(en.bo_protection_rc_max)).toHaveValue('60');
    expect(within(form).getByLabelText(en.bo_protection_rc_default)).toHaveValue('60');
    expect(within(form).getByLabelText(en.bo_protection_minimum_age)).toHaveValue('18');
    const threshold = within(form).getByLabelText(en.bo_protection_threshold);
    expect(threshold).toHaveValue('10000');
    expect(threshold).toHaveAccessibleDescription(expect.stringContaining('In P, with at most two decimals'));
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the whole settings, audited, after refusing what the server would refuse', async () => {
    const { user, form } = await openSettings('root');
    const retype = async (label: string, text: string) => {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      await user.type(field, text);
    };
    await retype(en.bo_protection_cooling_off, '12');
    await retype(en.bo_protection_rc_default, '90');
    await user.click(within(form).getByRole('button', { name: en.bo_save }));
    expect(within(form).getByLabelText(en.bo_protection_cooling_off)).toHaveAccessibleDescription(
      expect.stringContaining('A whole number from 24 to 168.'),
    );
    expect(within(form).getByLabelText(en.bo_protection_rc_default)).toHaveAccessibleDescription(
      expect.stringContaining('The default must lie between 10 and 60 minutes'),
    );
    expect(within(form).getByText(en.bo_form_fix_fields)).toBeInTheDocument();
    expect(api.current().state.received).toEqual([]);

    await retype(en.bo_protection_cooling_off, '48');
    await user.click(within(form).getByRole('checkbox', { name: en.bo_protection_period_end }));
    await retype(en.bo_protection_rc_min, '15');
    await retype(en.bo_protection_rc_max, '90');
    await retype(en.bo_protection_rc_default, '30');
    await retype(en.bo_protection_minimum_age, '21');
    await retype(en.bo_protection_threshold, '12,500.50');
    await user.click(within(form).getByRole('button', { name: en.bo_save }));
    expect(await screen.findByText(en.bo_protection_saved)).toBeInTheDocument();
    const saved = {
      coolingOffHours: 48,
      raiseWaitsForPeriodEnd: false,
      minimumAge: 21,
      realityCheckMinMinutes: 15,
      realityCheckMaxMinutes: 90,
      realityCheckDefaultMinutes: 30,
      affordabilityThreshold: '1250050',
    };
    expect(api.current().state.received).toEqual([{ call: 'protection', body: saved }]);
    expect(api.current().state.protection.settings).toEqual(saved);
    expect(api.current().state.audit[0]).toMatchObject({
      actor: 'root',
      action: 'PUT /wps/admin/setting/protection',
      before: settings,
      after: saved,
    });
    // Read back from the server.
    const reloaded = await screen.findByRole('form', { name: en.bo_protection_settings });
    await waitFor(() =>
      expect(within(reloaded).getByLabelText(en.bo_protection_threshold)).toHaveValue('12500.50'),
    );
  });

  it('shows the server’s refusal of a field next to it, and keeps what was typed', async () => {
    api.server.use(
      http.put('*/wps/admin/setting/protection', () =>
        errorReply(400, 'validation_failed', {
          fields: [
            {
              field: 'realityCheckDefaultMinutes',
              key: 'protection_reality_check_bounds',
              message: 'The default reality check must lie between the minimum and the maximum',
              params: { min: 10, max: 45 },
            },
          ],
        }),
      ),
    );
    const { user, form } = await openSettings('root');
    const fallback = within(form).getByLabelText(en.bo_protection_rc_default);
    await user.clear(fallback);
    await user.type(fallback, '50');
    const age = within(form).getByLabelText(en.bo_protection_minimum_age);
    await user.clear(age);
    await user.type(age, '21');
    await user.click(within(form).getByRole('button', { name: en.bo_save }));
    await waitFor(() =>
      expect(fallback).toHaveAccessibleDescription(expect.stringContaining('between 10 and 45 minutes')),
    );
    expect(within(form).getByText(en.bo_form_fix_fields)).toBeInTheDocument();
    expect(fallback).toHaveValue('50');
    expect(age).toHaveValue('21');
    expect(screen.queryByText(en.bo_protection_saved)).not.toBeInTheDocument();
  });

  it('shows a read-only operator the values without Save; marketing has no such section', async () => {
    api.current().state.operators.find((operator) => operator.username === 'ravi')!.disabled = false;
    const { form } = await openSettings('ravi');
    expect(within(form).getByLabelText(en.bo_protection_cooling_off)).toHaveAttribute('readonly');
    expect(within(form).getByRole('checkbox', { name: en.bo_protection_period_end })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: en.bo_save })).not.toBeInTheDocument();
    expect(within(form).getByText(en.bo_read_only_hint)).toBeInTheDocument();
  });

  it('is the setting area’s: marketing sees neither the section nor the screen', async () => {
    await renderBackOffice('/brand/protection', { token: api.current().signIn('mia') });
    expect(await screen.findByText(en.bo_forbidden_title)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: en.bo_protection_settings })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.bo_brand_section_protection })).not.toBeInTheDocument();
  });
});
