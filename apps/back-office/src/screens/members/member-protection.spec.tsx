import { screen, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { formatters } from '../../components/format';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { usedPercent } from './member-protection';

const api = mockBackOfficePerTest();
const format = formatters('en');
const T0 = Date.UTC(2026, 10, 27, 9, 30);
const DAY = 86_400_000;

async function openProtection(operator: string, username = 'alice') {
  const view = await renderBackOffice(`/members/${username}`, { token: api.current().signIn(operator) });
  const detail = await screen.findByRole('complementary', { name: username });
  const section = await within(detail).findByRole('region', { name: en.bo_protection_title });
  return { ...view, detail, section };
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe('a member’s player protection', () => {
  it('counts the share of a limit used in whole percent', () => {
    expect(usedPercent({ amount: '100000', used: '60000' })).toBe(60);
    expect(usedPercent({ amount: '120', used: '35' })).toBe(29);
    expect(usedPercent({ amount: null, used: '500' })).toBe(0);
  });

  it('shows the limits, a raise waiting, the reality check, a break from another brand and the trail', async () => {
    const { section } = await openProtection('sam');
    expect(within(section).getByText(en.bo_protection_read_only)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    const [facts] = await within(section).findAllByRole('term');
    expect(facts).toHaveTextContent(en.bo_protection_reality_check);
    expect(facts.nextElementSibling).toHaveTextContent('Every 30 minutes');

    const limits = within(section).getByRole('table', { name: en.bo_protection_limits });
    const daily = within(rowOf(limits, 'Day')).getAllByRole('cell');
    expect(daily.map((cell) => cell.textContent)).toEqual([
      'Deposits',
      'Day',
      'P1,000.00',
      'P600.00 (60%)',
      format.dateTime(Date.UTC(2026, 10, 28)),
      '—',
    ]);
    const weekly = rowOf(limits, 'Week');
    expect(within(weekly).getByText('Raise to P5,000.00')).toBeInTheDocument();
    expect(
      within(weekly).getByText(`Effective from ${format.dateTime(Date.UTC(2026, 10, 30))}`),
    ).toBeInTheDocument();
    expect(within(weekly).getByText(en.bo_protection_waiting)).toBeInTheDocument();
    const loss = rowOf(limits, 'Net losses');
    expect(within(loss).getByText(en.bo_protection_pending_remove)).toBeInTheDocument();
    expect(within(loss).getByText(en.bo_protection_confirmable)).toBeInTheDocument();
    const session = within(rowOf(limits, 'Session time')).getAllByRole('cell');
    expect(session.map((cell) => cell.textContent).slice(1, 5)).toEqual([
      'Per login',
      '120 min',
      '35 min (29%)',
      'At logout',
    ]);

    const until = format.dateTime(T0 + 6 * DAY);
    expect(
      within(section).getByText(`Time-out until ${until}, started on brand LUCKYSEA.`, { exact: false }),
    ).toHaveTextContent(en.bo_protection_other_account_note);
    const breaks = within(section).getByRole('table', { name: en.bo_protection_breaks });
    const active = rowOf(breaks, 'LUCKYSEA');
    expect(active).toHaveClass('bo-table__row--alert');
    expect(within(active).getByText(en.bo_protection_break_active)).toBeInTheDocument();
    expect(within(active).getByText(en.bo_protection_other_account)).toBeInTheDocument();
    const ended = rowOf(breaks, 'PLAYFRONT');
    expect(ended).not.toHaveClass('bo-table__row--alert');
    expect(within(ended).getByText(en.bo_protection_break_ended)).toBeInTheDocument();
    expect(within(ended).getByText(en.bo_protection_this_account)).toBeInTheDocument();

    const trail = within(section).getByRole('table', { name: en.bo_protection_trail });
    const events = within(trail).getAllByRole('row').slice(1);
    expect(events).toHaveLength(8);
    expect(
      within(events[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      format.dateTime(T0 - 2 * 3_600_000),
      'Raise or removal requested',
      'Deposits · Week · P5,000.00',
    ]);
    expect(events[1]).toHaveTextContent('Every 30 minutes');
    expect(events[2]).toHaveTextContent('Net losses · Month · No limit');
    expect(events[7]).toHaveTextContent(`Time-out takenUntil ${format.dateTime(T0 - 58 * DAY)}`);
    // Her affordability: above the threshold, declared two days ago, the review open.
    expect(
      within(section).getByText(
        `Declared ${format.dateTime(T0 - 2 * DAY)}, valid until ${format.dateTime(T0 + 28 * DAY)}`,
      ),
    ).toBeInTheDocument();
    const reviews = within(section).getByRole('table', { name: en.bo_nav_affordability });
    expect(within(reviews).getAllByRole('row')).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when a member has no limit, break or change; a permanent break says permanent', async () => {
    const { section } = await openProtection('sam', 'bob');
    expect(await within(section).findByText(en.bo_protection_limits_empty)).toBeInTheDocument();
    expect(within(section).getByText(en.bo_protection_breaks_empty)).toBeInTheDocument();
    expect(within(section).getByText(en.bo_protection_trail_empty)).toBeInTheDocument();
    expect(within(section).getAllByRole('definition')[0]).toHaveTextContent('Every 60 minutes');
    // bob's affordability review is open; none is in force for him in the mock's protection.
    const reviews = within(section).getByRole('table', { name: en.bo_nav_affordability });
    expect(within(reviews).getAllByRole('row')[1]).toHaveTextContent('P10,100.00Open');
    expect(within(section).getByText(en.bo_protection_afford_none)).toBeInTheDocument();
  });

  it('is not shown to marketing, who may read members but not their protection', async () => {
    await renderBackOffice('/members/bob', { token: api.current().signIn('mia') });
    const detail = await screen.findByRole('complementary', { name: 'bob' });
    expect(await within(detail).findByText(en.bo_member_birth_date)).toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: en.bo_protection_title })).not.toBeInTheDocument();
  });

  it('shows a permanent self-exclusion of this account as permanent', async () => {
    api.current().state.protection.members['chen'] = {
      affordability: { netDeposits: '0', threshold: '1000000', declaredAt: null, validUntil: null },
      affordabilityReviews: [],
      limits: [],
      realityCheckMinutes: 60,
      exclusions: [
        {
          kind: 'SELF_EXCLUSION',
          startedAt: T0 - DAY,
          endsAt: null,
          merchantCode: 'PLAYFRONT',
          sameAccount: true,
          active: true,
        },
      ],
      events: [{ action: 'SELF_EXCLUSION', detail: 'permanent', createdAt: T0 - DAY }],
    };
    const { section } = await openProtection('sam', 'chen');
    expect(
      await within(section).findByText('Self-exclusion, permanent, started on brand PLAYFRONT.', {
        exact: false,
      }),
    ).not.toHaveTextContent(en.bo_protection_other_account_note);
    const breaks = within(section).getByRole('table', { name: en.bo_protection_breaks });
    expect(within(rowOf(breaks, 'PLAYFRONT')).getByText(en.bo_protection_permanent)).toBeInTheDocument();
    const trail = within(section).getByRole('table', { name: en.bo_protection_trail });
    expect(within(trail).getAllByRole('row')[1]).toHaveTextContent('Self-excludedPermanent');
  });
});
