import { makeStore } from './store';
import { sessionEnded, sessionStarted } from './credentials-slice';
import { readStoredCredentials } from './storage';
import { createTestI18n } from '@playfront/i18n/testing';

describe('stored credentials', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the session in sessionStorage and drops it at logout, keeping the merchant codes', async () => {
    const store = makeStore({
      i18n: await createTestI18n(),
      baseUrl: '',
      persist: true,
      credentials: readStoredCredentials({ merchantCode: 'PLAYFRONT', language: 'en' }),
    });
    store.dispatch(sessionStarted({ token: 'tok_abcdefghijklmnopqrstuvwxyz', accountType: 41 }));
    expect(sessionStorage.getItem('token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(readStoredCredentials({ merchantCode: 'PLAYFRONT', language: 'en' })).toMatchObject({
      token: 'tok_abcdefghijklmnopqrstuvwxyz',
      accountType: 41,
      merchantCode: 'PLAYFRONT',
    });
    // Another brand's app on the same origin does not take this brand's session.
    expect(readStoredCredentials({ merchantCode: 'LUCKY', language: 'en' })).toMatchObject({
      token: null,
      accountType: null,
    });

    store.dispatch(sessionEnded());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('PLAYFRONT');
    expect(localStorage.getItem('merchantCode')).toBe('PLAYFRONT');
  });

  it('starts as a visitor with the brand defaults when nothing is stored', () => {
    expect(readStoredCredentials({ merchantCode: 'PLAYFRONT', language: 'th' })).toEqual({
      token: null,
      accountType: null,
      merchantCode: 'PLAYFRONT',
      language: 'th',
    });
  });
});
