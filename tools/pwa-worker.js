// The service worker of a Playfront app (the portal at /, a brand app under its path). The build
// (tools/vite-pwa.mjs) writes it as `<base>sw.js` with `const build = {...}` in front of this text:
//   version  hash of everything below, so the file changes (and the browser installs it) exactly when
//            what it caches does
//   shell    the files cached at install: the offline page and its script, the entry's scripts and
//            styles, the start-up and home chunks, the manifest and the icons
//   assets   every other file of the build (hashed scripts, styles, images): cached when first used
//   offline  the offline page, answered to a navigation the network cannot serve
//   bypass   path prefixes never answered here: the API, probes, metrics, the back office
//
// Only GET requests of this origin for a file the build lists are ever answered from a cache or put in
// one, so no API reply (money, a session, anything a member sees) can be cached here. Navigations go to
// the network first; the offline page answers only when the network fails. A new version waits until the
// page asks it to take over (the update prompt's Reload).
/* global build */

const scope = new URL(self.registration.scope).pathname;
// Cache names carry the scope: the portal's worker and a brand app's share this origin's caches.
const prefix = `playfront ${scope} `;
const SHELL = `${prefix}shell ${build.version}`;
const ASSETS = `${prefix}assets`;
const shell = new Set(build.shell);
const known = new Set([...build.shell, ...build.assets]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      // The hashed files as the HTTP cache has them (a name is one content); the files that keep their
      // name (the offline page, the manifest, the icons) revalidated: they must be this version's.
      .then((cache) =>
        cache.addAll(
          build.shell.map(
            (path) =>
              new Request(path, { cache: path.startsWith(`${scope}assets/`) ? 'default' : 'no-cache' }),
          ),
        ),
      ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Older versions' shells go; the files of older builds leave the assets cache.
      for (const name of await caches.keys()) {
        if (name.startsWith(prefix) && name !== SHELL && name !== ASSETS) await caches.delete(name);
      }
      const assets = await caches.open(ASSETS);
      for (const request of await assets.keys()) {
        if (!known.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      // The first version takes the open pages at once (nothing older runs there); a later one runs only
      // after the page asked for it, which then reloads.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The API and the server's own pages: straight to the network, never a cache.
  if (build.bypass.some((path) => url.pathname.startsWith(path))) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  // Only the build's own files, asked for by their plain address.
  if (!known.has(url.pathname) || url.search || request.headers.has('range')) return;
  event.respondWith(cacheFirst(event, request, url.pathname));
});

/** The network's page; the offline page when there is no network. */
async function navigate(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(SHELL);
    const offline = await cache.match(build.offline, { ignoreVary: true });
    if (offline) return offline;
    throw error;
  }
}

/** A build file from the caches, else from the network (and then kept: its name changes with it). */
async function cacheFirst(event, request, path) {
  const cached = await (
    await caches.open(shell.has(path) ? SHELL : ASSETS)
  ).match(request, {
    ignoreVary: true,
  });
  if (cached) return cached;
  const response = await fetch(request);
  if (
    response.ok &&
    response.type === 'basic' &&
    !shell.has(path) &&
    !/no-store|private/i.test(response.headers.get('cache-control') ?? '')
  ) {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(request, copy)));
  }
  return response;
}
