import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SessionGuard } from '@playfront/auth-session';
import { AppLayout } from '../layout/app-layout';
import { RootShell } from '../layout/root-shell';
import { RouteErrorBoundary } from './route-error-view';
import { pageGroups } from './page-groups';
import { redirects, routeTable } from './route-table';

/** Keeps the query string (e.g. ?referralCode=) when an old path redirects. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

const NotFoundPage = pageGroups.notFound.Component;

/**
 * The route tree of the portal: every route of spec §2 behind the session guard, inside the layout.
 * Declarative routes (not a data router): the portal loads no route data through the router, and the
 * data router would add about 17 KB gzip to the first download. Route metadata (layout parts, title)
 * comes from the route table through useRouteHandle.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootShell />}>
          <Route element={<SessionGuard />}>
            <Route element={<AppLayout />}>
              {/* Case-sensitive: /sealottery redirects to /seaLottery, which must not match it again. */}
              {redirects.map(({ from, to }) => (
                <Route key={from} path={from} caseSensitive element={<RedirectTo to={to} />} />
              ))}
              {routeTable.map(({ path, group }) => {
                const Page = pageGroups[group].Component;
                return <Route key={path} path={path} element={<Page />} />;
              })}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
