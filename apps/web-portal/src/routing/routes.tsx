import { Navigate, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { SessionGuard } from '@playfront/auth-session';
import { AppLayout } from '../layout/app-layout';
import { RootShell } from '../layout/root-shell';
import { RouteErrorView } from './route-error-view';
import { pageGroups } from './page-groups';
import { FULL } from './route-handle';
import type { RouteHandle } from './route-handle';
import { redirects, routeTable } from './route-table';

/** Keeps the query string (e.g. ?referralCode=) when an old path redirects. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** The route tree of the portal: every route of spec §2 behind the session guard, inside the layout. */
export function createRoutes(): RouteObject[] {
  const pages: RouteObject[] = routeTable.map(({ path, group, chrome, titleKey }) => ({
    path,
    Component: pageGroups[group].Component,
    handle: { chrome, titleKey, group } satisfies RouteHandle,
  }));
  return [
    {
      Component: RootShell,
      errorElement: <RouteErrorView />,
      children: [
        {
          Component: SessionGuard,
          children: [
            {
              Component: AppLayout,
              children: [
                // Case-sensitive: /sealottery redirects to /seaLottery, which must not match it again.
                ...redirects.map(({ from, to }) => ({
                  path: from,
                  caseSensitive: true,
                  element: <RedirectTo to={to} />,
                })),
                ...pages,
                {
                  path: '*',
                  Component: pageGroups.notFound.Component,
                  handle: { chrome: FULL, titleKey: 'shell_page_not_found', group: 'notFound' },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
