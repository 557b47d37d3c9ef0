import type { ReactNode } from 'react';

export type TagTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** A short status word in a coloured box (the word carries the meaning; the colour only helps). */
export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`bo-tag bo-tag--${tone}`}>{children}</span>;
}
