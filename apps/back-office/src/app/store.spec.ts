import { sessionEnded, sessionExpired, sessionStarted } from '@playfront/api-client';
import { createTestI18n } from '@playfront/i18n/testing';
import { operatorStorageKeys, readOperatorToken, selectSessionExpired } from './session';
import { makeBackOfficeStore } from './store';
import { mayOpen, permissionChecks, visibleNav } from './permissions';

describe('the operator session in the store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the token in this tab’s sessionStorage only, under its own key', async () => {
    const store = makeBackOfficeStore({ i18n: await createTestI18n(), persist: true });
    store.dispatch(sessionStarted({ token: 'op-token-1' }));
    expect(sessionStorage.getItem(operatorStorageKeys.token)).toBe('op-token-1');
    expect(readOperatorToken()).toBe('op-token-1');
    // Nothing of the portal's session keys, nothing in localStorage.
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.length).toBe(0);
    store.dispatch(sessionEnded());
    expect(sessionStorage.getItem(operatorStorageKeys.token)).toBeNull();
  });

  it('remembers that the server ended the session, until the next sign-in', async () => {
    const store = makeBackOfficeStore({ i18n: await createTestI18n(), token: 'op-token-2' });
    store.dispatch(sessionExpired());
    const state = store.getState() as unknown as { operatorSession: { expired: boolean } };
    expect(selectSessionExpired(state)).toBe(true);
    expect(store.getState().credentials.token).toBeNull();
    store.dispatch(sessionStarted({ token: 'op-token-3' }));
    expect(selectSessionExpired(store.getState() as unknown as typeof state)).toBe(false);
    expect(store.getState().credentials.accountType).toBeNull();
  });
});

describe('permissions', () => {
  const finance = permissionChecks({ permissions: ['deposits:write', 'withdrawals:read', 'audit:read'] });

  it('reads what the operator may read or write, and writes only what they may write', () => {
    expect(finance.canRead('deposits')).toBe(true);
    expect(finance.canWrite('deposits')).toBe(true);
    expect(finance.canRead('withdrawals')).toBe(true);
    expect(finance.canWrite('withdrawals')).toBe(false);
    expect(finance.canRead('operators')).toBe(false);
    expect(permissionChecks(undefined).canRead('dashboard')).toBe(false);
  });

  it('filters the navigation: a screen opens with any of its areas', () => {
    expect(visibleNav(finance).map((entry) => entry.path)).toEqual(['/cashier', '/audit']);
    expect(mayOpen(finance, ['system', 'setting'])).toBe(false);
    expect(mayOpen(finance, undefined)).toBe(true);
  });
});
