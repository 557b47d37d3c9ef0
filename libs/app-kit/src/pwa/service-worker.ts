/** A new version's worker waiting to take over: what the update prompt offers. */
export interface WaitingUpdate {
  /** Lets the new worker take over, then reloads the page on the new version. */
  apply: () => void;
}

export interface RegisterServiceWorkerOptions {
  /** The app's base path ('/' for the portal, '/lucky/' for Lucky): the worker is `${base}sw.js` and
   * controls `base` and below. */
  base: string;
  /** Shows the offer of a waiting update (ServiceWorkerHost: the update prompt). */
  offerUpdate: (update: WaitingUpdate) => void;
}

/** The bases registered by this page: once each, however often a host mounts. */
const registered = new Set<string>();

/** How often a tab that stays open asks whether a new version is out, when it comes back into view. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the app's service worker (the installable app, its offline page and cached files; see
 * docs/operations.md, PWA) and offers a new version when one is waiting. ServiceWorkerHost calls it after
 * the page's `load`, in production builds only: never in development, Storybook or tests (jsdom has no
 * service worker, and then this does nothing). The new version takes over only when the visitor chooses
 * Reload; with Later it does once every tab of the app is closed.
 */
export async function registerServiceWorker({
  base,
  offerUpdate,
}: RegisterServiceWorkerOptions): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || registered.has(base))
    return null;
  registered.add(base);
  const workers = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    // The worker script is always asked of the server (no-cache there too), so a new version is found.
    registration = await workers.register(`${base}sw.js`, { scope: base, updateViaCache: 'none' });
  } catch {
    // Blocked (private mode, policy) or missing: the app works without it.
    return null;
  }

  let reloadOnChange = false;
  workers.addEventListener('controllerchange', () => {
    // Only the change this tab asked for: a first install also takes control (clients.claim), and so
    // does a version another tab chose, and neither reloads this page under the visitor.
    if (reloadOnChange) window.location.reload();
  });
  const takeOver = () => {
    // The newest waiting version (a newer one may have replaced the one offered), else one another tab
    // let take over already: then the page only needs the reload.
    const next = registration.waiting;
    if (!next) return window.location.reload();
    reloadOnChange = true;
    next.postMessage({ type: 'SKIP_WAITING' });
  };
  const offered = new WeakSet<ServiceWorker>();
  const offer = (worker: ServiceWorker | null) => {
    // Without a controller this is the first install (or a forced reload): nothing older runs here.
    if (!worker || !workers.controller || offered.has(worker)) return;
    offered.add(worker);
    // The visitor chose Reload already: a version that arrives meanwhile takes over at once.
    if (reloadOnChange) worker.postMessage({ type: 'SKIP_WAITING' });
    else offerUpdate({ apply: takeOver });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });

  // The browser looks for a new worker on each navigation; a single-page app navigates rarely, so a tab
  // kept open asks again when it comes back into view.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => undefined);
  });
  return registration;
}
