import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useSettled } from './use-settled';

type Status = 'pending' | 'fulfilled' | 'rejected';

/** A store of RTK Query's shape whose calls the test settles. */
function callsStore(initial: Record<string, Status>) {
  let queries = Object.fromEntries(Object.entries(initial).map(([key, status]) => [key, { status }]));
  const listeners = new Set<() => void>();
  return {
    getState: () => ({ api: { queries } }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action: unknown) => action,
    settle(key: string, status: Status) {
      queries = { ...queries, [key]: { status } };
      for (const listener of [...listeners]) listener();
    },
  };
}

function renderSettled(store: ReturnType<typeof callsStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    // The hook reads getState and subscribe only.
    <Provider store={store as never}>{children}</Provider>
  );
  return renderHook(() => useSettled(), { wrapper });
}

describe('useSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns true once the page has loaded, its calls are in and the browser has been idle', () => {
    const store = callsStore({
      'getGames({"vassalage":"PP_RNG"})': 'pending',
      'getGameMenus(undefined)': 'fulfilled',
    });
    const { result } = renderSettled(store);
    act(() => jest.advanceTimersByTime(5000));
    // A lobby's games are still on their way: nothing arrives over the page.
    expect(result.current).toBe(false);
    act(() => store.settle('getGames({"vassalage":"PP_RNG"})', 'fulfilled'));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });

  it('does not wait for a call that failed', () => {
    const store = callsStore({ 'getHotGames(undefined)': 'pending' });
    const { result } = renderSettled(store);
    act(() => store.settle('getHotGames(undefined)', 'rejected'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderSettled(callsStore({}));
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
    readyState.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(true);
  });
});
