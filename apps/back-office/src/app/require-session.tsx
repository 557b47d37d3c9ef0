import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { errorMessage, selectToken, sessionEnded } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { Button, Notice, Spinner } from '@playfront/ui-kit';
import { useOperatorMeQuery } from '../api/operator-api';

/** Where the login page sends the operator back to. */
export interface LoginState {
  from?: string;
}

/**
 * Lets a signed-in operator through once the server has said who they are; anyone else goes to the login
 * page (and comes back here after it). A 401 from any call clears the token, which lands here too.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const token = useSelector((state: { credentials: CredentialsState }) => selectToken(state));
  const me = useOperatorMeQuery(undefined, { skip: !token });
  if (!token) {
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (me.error) {
    return (
      <main className="bo-center">
        <Notice>{errorMessage(me.error, t('err_unknown'))}</Notice>
        <div className="bo-row">
          <Button onClick={() => void me.refetch()}>{t('shell_retry')}</Button>
          <Button variant="secondary" onClick={() => dispatch(sessionEnded())}>
            {t('bo_sign_out')}
          </Button>
        </div>
      </main>
    );
  }
  if (!me.data) {
    return (
      <main className="bo-center" aria-busy="true">
        <Spinner size="lg" />
      </main>
    );
  }
  return <>{children}</>;
}
