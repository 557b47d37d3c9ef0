import type { ReactNode } from 'react';

export interface SystemCardProps {
  /** The icon's outline: an SVG path on a 48 × 48 grid, drawn with a 3 px round stroke. */
  icon: string;
  /** A refusal (region, unknown address) rather than a pause: the icon takes the danger colour. */
  danger?: boolean;
  /** The page's one heading. */
  title: string;
  /** What the visitor is told under the heading. */
  children: ReactNode;
}

/** The card every system page shows instead of the portal (maintenance, region, unknown address). */
export function SystemCard({ icon, danger = false, title, children }: SystemCardProps) {
  return (
    <main className="pf-system" aria-labelledby="pf-system-title">
      <div className="pf-system__card">
        <span className={danger ? 'pf-system__icon pf-system__icon--danger' : 'pf-system__icon'}>
          <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
            <path
              d={icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <h1 id="pf-system-title" className="pf-system__title">
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}
