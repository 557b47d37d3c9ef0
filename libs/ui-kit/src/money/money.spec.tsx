import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithI18n } from '../test-utils';
import { Money } from './money';

describe('Money', () => {
  it('formats minor units with the default symbol', async () => {
    const { container } = await renderWithI18n(<Money value={123456} />);
    expect(container).toHaveTextContent('P1,234.56');
  });

  it('takes another currency symbol', async () => {
    const { container } = await renderWithI18n(<Money value={5n} currencySymbol="$" />);
    expect(container).toHaveTextContent('$0.05');
  });

  it('hides the amount behind *** with accessible text', async () => {
    const { container } = await renderWithI18n(<Money value={123456} hidden />);
    expect(container).toHaveTextContent('***');
    expect(container).not.toHaveTextContent('1,234.56');
    expect(screen.getByText('Balance hidden')).toHaveClass('pf-visually-hidden');
  });

  it('toggles hiding as a translated button from the keyboard', async () => {
    function Harness() {
      const [hidden, setHidden] = useState(false);
      return <Money value={-1234567} hidden={hidden} onToggleHidden={() => setHidden((h) => !h)} />;
    }
    const { user } = await renderWithI18n(<Harness />);
    const button = screen.getByRole('button', { name: /hide balance/i });
    expect(button).toHaveAccessibleName('-P12,345.67 Hide balance');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleName('Balance hidden Show balance');
    await user.keyboard(' ');
    expect(button).toHaveTextContent('-P12,345.67');
  });
});
