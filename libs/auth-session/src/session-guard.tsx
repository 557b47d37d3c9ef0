import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectToken } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { useBrand } from '@playfront/brand-config';

/** Routes a visitor may open when the brand's loginedToHomePage flag is on (spec §2). */
export const routesOpenWithoutSession = [
  '/login',
  '/register',
  '/register.html',
  '/reset-password',
  '/helpmc',
  '/download',
] as const;

export function isRouteOpenWithoutSession(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (routesOpenWithoutSession as readonly string[]).includes(path.toLowerCase());
}

/** Layout route of the loginedToHomePage rule: without a token, every other route goes to /login. */
export function SessionGuard() {
  const { loginedToHomePage } = useBrand();
  const token = useSelector((state: { credentials: CredentialsState }) => selectToken(state));
  const { pathname } = useLocation();
  if (loginedToHomePage && !token && !isRouteOpenWithoutSession(pathname)) {
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
