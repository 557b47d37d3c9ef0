import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { AuthModals, useGuards } from '@playfront/auth-session';
import { MemberCentreModal } from './member-centre-modal';
import { ShellContext } from './shell-context';
import type { MemberCentrePage, ShellApi } from './shell-context';
import { useIgnoreDuplicateNavigation } from '../routing/duplicate-navigation';
import { useSettled } from './use-settled';
import { useRouteHandle } from '../routing/route-handle';
import { useBrand } from '@playfront/brand-config';

/**
 * The popup announcements (type PU), the home marquee (H and B) and the notice modal, with DOMPurify: a chunk
 * loaded after the first render, outside the home route's initial JS.
 */
const ShellNotices = lazy(() => import('./notice-modal-host'));

/**
 * Everything inside the router that is not a page: scroll restoration, the auth modals, the notice modal,
 * the popup announcements, the member centre, the document title and the duplicate-navigation filter.
 */
export function RootShell() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { titleKey } = useRouteHandle();
  const { pathname } = useLocation();
  const { canOpenMemberCentre, requireRealAccount } = useGuards();
  const [noticesOpen, setNoticesOpen] = useState(false);
  const settled = useSettled();
  const [memberCentre, setMemberCentre] = useState<MemberCentrePage | null>(null);
  // The drawer belongs to one page: a new page closes it (state keyed by the path, not an effect).
  const [drawer, setDrawer] = useState<{ open: boolean; path: string }>({ open: false, path: pathname });
  const drawerOpen = drawer.open && drawer.path === pathname;
  const setDrawerOpen = useCallback((open: boolean) => setDrawer({ open, path: pathname }), [pathname]);
  useIgnoreDuplicateNavigation();

  // A new page starts at the top; going back or forward keeps the browser's own scroll restoration.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${brand.name}` : brand.name;
  }, [brand.name, t, titleKey]);

  const openMemberCentre = useCallback(
    (page: MemberCentrePage = 'securityCenter') => {
      setDrawerOpen(false);
      if (!canOpenMemberCentre) {
        requireRealAccount();
        return;
      }
      setMemberCentre(page);
    },
    [canOpenMemberCentre, requireRealAccount, setDrawerOpen],
  );
  const shell = useMemo<ShellApi>(
    () => ({
      openNotices: () => setNoticesOpen(true),
      openMemberCentre,
      drawerOpen,
      setDrawerOpen,
      titleKey,
    }),
    [openMemberCentre, drawerOpen, setDrawerOpen, titleKey],
  );

  return (
    <ShellContext.Provider value={shell}>
      <Outlet />
      {(settled || noticesOpen) && (
        <Suspense fallback={null}>
          <ShellNotices noticesOpen={noticesOpen} onCloseNotices={() => setNoticesOpen(false)} />
        </Suspense>
      )}
      <MemberCentreModal
        open={memberCentre !== null}
        page={memberCentre ?? 'securityCenter'}
        onClose={() => setMemberCentre(null)}
      />
      <AuthModals />
    </ShellContext.Provider>
  );
}
