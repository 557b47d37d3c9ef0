import type { ReactElement, ReactNode } from 'react';
import css from './rewards-pages.css?inline';

/** Styles of the bonus, reward and mission pages (hoisted into <head> once by React 19). */
export function RewardsStyles(): ReactElement {
  return (
    <style href="RewardsStyles" precedence="default">
      {css}
    </style>
  );
}

/** `done` out of `target` as a whole percent from 0 to 100 (a zero target counts as done). */
export function percentOf(done: string, target: string): number {
  const [d, t] = [BigInt(done), BigInt(target)];
  if (t <= 0n) return 100;
  if (d >= t) return 100;
  return Number((d * 100n) / t);
}

export interface ProgressProps {
  /** What is measured (the bar's accessible name). */
  label: string;
  /** Progress and target in the same unit (minor units or a count, as strings). */
  done: string;
  target: string;
  /** The numbers as shown, e.g. "P250.00 of P1,000.00". */
  text: ReactNode;
  /** Extra text after the label (e.g. "Done"). */
  note?: ReactNode;
}

/** A labelled progress bar with its numbers. */
export function Progress({ label, done, target, text, note }: ProgressProps) {
  const percent = percentOf(done, target);
  return (
    <div className="pf-rw__progress">
      <div className="pf-rw__progress-label">
        <span>
          {label}
          {note}
        </span>
        <span className="pf-rw__progress-numbers">{text}</span>
      </div>
      <div
        className={percent >= 100 ? 'pf-rw__bar pf-rw__bar--done' : 'pf-rw__bar'}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={typeof text === 'string' ? text : undefined}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
