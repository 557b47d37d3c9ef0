import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { renderWithI18n } from '../test-utils';
import { Modal } from './modal';
import { MODAL_OPEN_ATTRIBUTE } from './modal-stack';
import type { ModalProps } from './modal';

type HarnessProps = Partial<ModalProps> & { inner?: ReactNode; children?: ReactNode };

function Harness({ inner, children, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Deposit"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        {children ?? <input aria-label="Amount" />}
        {inner}
      </Modal>
    </>
  );
}

function NestedHarness({ onOuterClose }: { onOuterClose: () => void }) {
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <Harness
      onClose={onOuterClose}
      inner={
        <>
          <button type="button" onClick={() => setInnerOpen(true)}>
            Confirm
          </button>
          <Modal title="Are you sure?" open={innerOpen} onClose={() => setInnerOpen(false)}>
            <button type="button">Yes</button>
          </Modal>
        </>
      }
    />
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its heading, rendered in a portal', async () => {
    const { user, container } = await renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(dialog).toHaveFocus();
  });

  it('applies width and height as custom properties (defaults 600 by 300)', async () => {
    const { user, rerender } = await renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--pf-modal-width')).toBe('600px');
    expect(dialog.style.getPropertyValue('--pf-modal-height')).toBe('300px');
    rerender(<Harness width={440} height={500} />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--pf-modal-width')).toBe('440px');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user } = await renderWithI18n(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the translated close button', async () => {
    const { user } = await renderWithI18n(<Harness />, { language: 'ja' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const done = screen.getByRole('button', { name: 'Done' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('focuses initialFocusRef on open', async () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Harness initialFocusRef={ref}>
          <input ref={ref} aria-label="Code" />
        </Harness>
      );
    }
    const { user } = await renderWithI18n(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('freezes page scroll while open and restores the position on close', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 480 });
    const { user } = await renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-480px');
    await user.keyboard('{Escape}');
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 480);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('Enter triggers the default action from an input, but not from a textarea or a button', async () => {
    const onEnter = jest.fn();
    const { user } = await renderWithI18n(
      <Harness onEnter={onEnter}>
        <input aria-label="Amount" />
        <textarea aria-label="Remark" />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Amount' }));
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Remark' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('\n');
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('with nested modals only the top one reacts to Escape, and focus returns step by step', async () => {
    const onOuterClose = jest.fn();
    const { user } = await renderWithI18n(<NestedHarness onOuterClose={onOuterClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveFocus();
    // Tab stays in the inner dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(confirm).toHaveFocus();
    expect(document.body.style.position).toBe('fixed');
    await user.keyboard('{Escape}');
    expect(onOuterClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.position).toBe('');
  });

  it('marks <html> while any modal is open, nested ones included, for what moves behind it to stop', async () => {
    const html = document.documentElement;
    const { user } = await renderWithI18n(<NestedHarness onOuterClose={() => undefined} />);
    expect(html).not.toHaveAttribute(MODAL_OPEN_ATTRIBUTE);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(html).toHaveAttribute(MODAL_OPEN_ATTRIBUTE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.keyboard('{Escape}');
    // The outer dialog is still open.
    expect(html).toHaveAttribute(MODAL_OPEN_ATTRIBUTE);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(html).not.toHaveAttribute(MODAL_OPEN_ATTRIBUTE);
  });
});
