import { useSyncExternalStore } from 'react';

/** Whether a media query matches (false where matchMedia is missing, e.g. tests: the phone layout). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The desktop layout: the side menu is a column instead of a drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
