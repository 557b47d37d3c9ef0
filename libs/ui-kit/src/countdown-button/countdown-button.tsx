import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import type { ButtonProps } from '../button/button';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /** Length of the countdown in seconds. */
  seconds: number;
  /** The action (e.g. send an SMS code). Resolving `false` or rejecting starts no countdown. */
  onClick: () => void | boolean | Promise<void | boolean>;
  /** Label while idle; defaults to the translated "Send code". */
  children?: ReactNode;
  /** Controlled override: `true` starts (or keeps) a countdown, `false` stops it. */
  running?: boolean;
  /** Minimum time between two accepted clicks, in ms. */
  throttleMs?: number;
}

/** A button that runs an action, then stays disabled and counts down before it may run again. */
export function CountdownButton({
  seconds,
  onClick,
  children,
  running,
  throttleMs = 1000,
  disabled,
  ...rest
}: CountdownButtonProps) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(running ? seconds : 0);
  const [pending, setPending] = useState(false);
  const [previousRunning, setPreviousRunning] = useState(running);
  const lastClick = useRef(Number.NEGATIVE_INFINITY);

  // A change of the controlled prop adjusts state during render (React's pattern for derived resets).
  if (running !== previousRunning) {
    setPreviousRunning(running);
    if (running === true) setRemaining(seconds);
    if (running === false) setRemaining(0);
  }

  // One interval per run (not a timeout per second) so a late or batched tick can never stall the count.
  const active = remaining > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [active]);

  const start = (result: void | boolean) => {
    if (result !== false && running !== false) setRemaining(seconds);
  };

  // A plain return value starts the countdown in the same tick; a promise shows the spinner meanwhile.
  const handleClick = () => {
    const now = Date.now();
    if (now - lastClick.current < throttleMs || pending || remaining > 0) return;
    lastClick.current = now;
    let result: ReturnType<CountdownButtonProps['onClick']>;
    try {
      result = onClick();
    } catch {
      return;
    }
    if (!(result instanceof Promise)) {
      start(result);
      return;
    }
    setPending(true);
    result.then(
      (value) => {
        setPending(false);
        start(value);
      },
      () => setPending(false),
    );
  };

  return (
    <Button {...rest} disabled={disabled || active} loading={pending} onClick={handleClick}>
      {active ? t('ui_resend_in', { seconds: remaining }) : (children ?? t('ui_send_code'))}
    </Button>
  );
}
