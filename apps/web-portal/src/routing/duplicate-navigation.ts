import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Whether a link's address is the page already shown (same path, query and hash). */
export function isCurrentLocation(
  href: string,
  location: { pathname: string; search: string; hash: string },
) {
  const target = new URL(href, window.location.href);
  if (target.origin !== window.location.origin) return false;
  return (
    target.pathname === location.pathname &&
    target.search === location.search &&
    target.hash === location.hash
  );
}

/**
 * Spec §8: duplicate navigation is ignored. A click on a link to the page already shown would otherwise
 * re-run the navigation (scroll jump, re-render); this stops it before React Router sees the click.
 */
export function useIgnoreDuplicateNavigation() {
  const location = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      if (isCurrentLocation(anchor.href, location)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [location]);
}

/** `navigate(to)` that does nothing when `to` is the page already shown. */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      if (!isCurrentLocation(to, location)) void navigate(to);
    },
    [location, navigate],
  );
}
