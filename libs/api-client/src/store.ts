import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Slice } from '@reduxjs/toolkit';
import { api } from './api';
import type { ApiClientExtra } from './base-query';
import { credentialsSlice } from './credentials-slice';
import type { CredentialsState } from './credentials-slice';
import { writeStoredCredentials } from './storage';

export interface MakeStoreOptions extends ApiClientExtra {
  /** Feature slices to add next to the api and the credentials. */
  slices?: Slice[];
  /** Starting credentials, e.g. from readStoredCredentials(). */
  credentials?: Partial<CredentialsState>;
  /** Keep the credentials in session and local storage (the app does; tests usually do not). */
  persist?: boolean;
}

/** The portal's store: the api, the credentials and the feature slices, with the api's extra argument. */
export function makeStore({ slices = [], credentials, persist = false, ...extra }: MakeStoreOptions) {
  const reducer = combineSlices(api, credentialsSlice, ...slices);
  const store = configureStore({
    reducer,
    preloadedState: credentials
      ? ({ credentials: { ...credentialsSlice.getInitialState(), ...credentials } } as Parameters<
          typeof reducer
        >[0])
      : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  if (persist) {
    let previous = store.getState().credentials;
    writeStoredCredentials(previous);
    store.subscribe(() => {
      const current = store.getState().credentials;
      if (current !== previous) writeStoredCredentials(current);
      previous = current;
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The API's origin the store calls ('' for the page's own), e.g. to load the API's images from it. */
export const apiOriginOf = (store: Pick<AppStore, 'dispatch'>): string =>
  store.dispatch((_dispatch: unknown, _getState: unknown, extra: ApiClientExtra) => extra.baseUrl);
