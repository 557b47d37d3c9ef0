import { use } from 'react';
import type { i18n as I18n } from 'i18next';

/** English message areas that are not in the first download: they load with the features that use them. */
export const deferredAreas = {
  wallet: () => import('./resources/en/wallet').then((m) => m.wallet),
  games: () => import('./resources/en/games').then((m) => m.games),
  play: () => import('./resources/en/play').then((m) => m.play),
  recovery: () => import('./resources/en/recovery').then((m) => m.recovery),
  refusals: () => import('./resources/en/refusals').then((m) => m.refusals),
  download: () => import('./resources/en/download').then((m) => m.download),
  forms: () => import('./resources/en/forms').then((m) => m.forms),
  rewards: () => import('./resources/en/rewards').then((m) => m.rewards),
  promotions: () => import('./resources/en/promotions').then((m) => m.promotions),
  loyalty: () => import('./resources/en/loyalty').then((m) => m.loyalty),
} as const;
export type DeferredArea = keyof typeof deferredAreas;

/** Instances created without the deferred areas (the app); tests and stories preload everything. */
const waiting = new Set<I18n>();
const loaded = new Map<DeferredArea, Promise<void>>();
/** Areas whose messages are in every waiting instance. */
const settled = new Set<DeferredArea>();
/** The messages of every area downloaded so far: an instance created after the download gets them too. */
const fetched = new Map<DeferredArea, Record<string, string>>();
/**
 * One promise per list of areas a component waits for: React's `use` needs the same promise each render,
 * including the render that React replays once it has settled (a transition waits for it), so it is kept.
 */
const awaitedSets = new Map<string, Promise<void>>();

export function registerDeferred(instance: I18n): void {
  waiting.add(instance);
  for (const messages of fetched.values())
    instance.addResourceBundle('en', 'translation', messages, true, false);
}

/**
 * Adds the English messages of `areas` to every instance that started without them; resolves at once when
 * they are there. Call it in the lazy import of a feature (before its first render), so the feature never
 * shows a key. Called before the app has its instance (a page's chunk fetched during the start-up calls),
 * it downloads them, and the instance gets them when it is created.
 */
export function loadMessageAreas(areas: readonly DeferredArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      let promise = loaded.get(area);
      if (!promise) {
        promise = deferredAreas[area]().then((messages) => {
          fetched.set(area, messages);
          for (const instance of waiting)
            instance.addResourceBundle('en', 'translation', messages, true, false);
          settled.add(area);
        });
        loaded.set(area, promise);
        // A failed chunk may be retried: forget the failure.
        promise.catch(() => loaded.delete(area));
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** `import()` of a module together with the message areas it renders. */
export function withMessageAreas<T>(areas: readonly DeferredArea[], load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadMessageAreas(areas)]).then(([module]) => module);
}

/**
 * For a feature's screens: suspends the component (up to the nearest Suspense boundary) until the English
 * messages of `areas` are in, so a screen of a lib renders translated in any app, whether or not the app
 * loaded the areas with its chunk. Costs nothing once they are there (the portal loads them with its pages).
 */
export function useMessageAreas(areas: readonly DeferredArea[]): void {
  if (waiting.size === 0) return;
  const key = areas.join(' ');
  let promise = awaitedSets.get(key);
  if (!promise) {
    // Nothing to wait for, and nothing this component waited for before.
    if (areas.every((area) => settled.has(area))) return;
    promise = loadMessageAreas(areas);
    awaitedSets.set(key, promise);
    // A failed set is forgotten: the next render asks for it anew (a failed chunk may be retried).
    promise.catch(() => awaitedSets.delete(key));
  }
  // Settled, it returns at once (React marks the promises it tracks).
  use(promise);
}
