import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils';
import { Tabs } from './tabs';
import type { TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'username', label: 'Username', content: <p>Username form</p> },
  { id: 'mobile', label: 'Mobile', content: <p>Mobile form</p> },
  { id: 'email', label: 'Email', content: <p>Email form</p> },
];

function Harness({ initial = 'username', list = items }: { initial?: string; list?: TabItem[] }) {
  const [value, setValue] = useState(initial);
  return <Tabs items={list} value={value} onChange={setValue} label="Login method" />;
}

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', async () => {
    await renderWithI18n(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Username' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Username' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Username form');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('tabindex', '-1');
  });

  it('has one tab stop and moves with arrows, Home and End, wrapping around', async () => {
    const { user } = await renderWithI18n(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mobile form');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Username form');
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).not.toHaveFocus();
  });

  it('selects a tab on click and reports it through onChange', async () => {
    const onChange = jest.fn();
    const { user } = await renderWithI18n(<Tabs items={items} value="username" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect(onChange).toHaveBeenCalledWith('email');
  });

  it('skips disabled tabs with the arrow keys', async () => {
    const list = [items[0], { ...items[1], disabled: true }, items[2]];
    const { user } = await renderWithI18n(<Harness list={list} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
  });
});
