import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';

/** The part of the store whose calls useSettled waits for (RTK Query's `api` slice). */
interface CallsState {
  api: { queries: Record<string, { status: string } | undefined> };
}
const callsPending = (state: CallsState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending');

/**
 * True once the page has loaded, none of its calls is still on its way (a lobby's games, a list) and the
 * browser is then idle: the arrival popups and the home marquee wait for it, so the page a visitor came for
 * renders and answers input first and they (with DOMPurify) never compete with it. (The prerendered page
 * makes the load event come before the app has asked for anything, and the browser is idle while it waits
 * for the network: neither alone says the page is done.)
 */
export function useSettled(): boolean {
  const store = useStore<CallsState>();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle = 0;
    let unsubscribe = () => undefined as void;
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setSettled(true), { timeout: 3000 })
          : window.setTimeout(() => setSettled(true), 1000);
    };
    const whenQuiet = () => {
      if (!callsPending(store.getState())) return whenIdle();
      unsubscribe = store.subscribe(() => {
        if (callsPending(store.getState())) return;
        unsubscribe();
        whenIdle();
      });
    };
    if (document.readyState === 'complete') whenQuiet();
    else window.addEventListener('load', whenQuiet, { once: true });
    return () => {
      window.removeEventListener('load', whenQuiet);
      unsubscribe();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, [store]);
  return settled;
}
