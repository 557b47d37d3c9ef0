import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import type { AuthRootState, AuthState } from './auth-slice';
import { authSlice } from './auth-slice';
import { useSession } from './use-session';

const fallback = authSlice.getInitialState();
const selectAuthState = (state: Partial<AuthRootState>): AuthState => state.auth ?? fallback;

const AuthModalsBody = lazy(() => import('./auth-modals-body').then((m) => ({ default: m.AuthModalsBody })));

/**
 * Renders whichever auth modal is open (login, register, forgot password, change password, need real
 * account, logout confirmation), the logout loader, and reopens login when the session expires.
 * Mount once inside the store, i18n, ThemeProvider, ToastProvider and a React Router data router.
 * The modals' code loads the first time one is needed, so a visitor who only browses never downloads it.
 */
export function AuthModals() {
  const auth = useSelector(selectAuthState);
  const { member, isLoggedIn } = useSession();
  const needed =
    auth.modal !== null ||
    auth.loggingOut ||
    auth.forcedChange !== null ||
    (isLoggedIn && member?.passwordChangeRequired === true);
  // Once loaded it stays mounted, so closing a modal can animate and reopening is instant.
  const [active, setActive] = useState(false);
  if (needed && !active) setActive(true);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalsBody />
    </Suspense>
  );
}
