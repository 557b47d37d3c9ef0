import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

export interface ServiceWorkerHostProps {
  /** The app's base path ('/' for the portal, '/lucky/' for Lucky): the worker is `${base}sw.js` and
   * controls `base` and below. */
  base: string;
}

/**
 * The installable app's service worker (docs/operations.md, PWA): registered once the page has loaded,
 * from a chunk of its own loaded then, and the update prompt (another chunk, loaded only when a new version
 * is waiting) shown here, inside the app, in its language and theme. Render it inside PlayfrontProviders,
 * in production builds only, after the first render (the portal renders it with its after-load parts);
 * it renders nothing until a new version waits, and never registers where the browser has no service
 * worker (jsdom). Both chunks are imported from this module: from a chunk the app loaded itself, they
 * share the app's modules as its pages do (imported from a chunk of their own, the bundler would split
 * shared modules out of the app's first chunks).
 */
export function ServiceWorkerHost({ base }: ServiceWorkerHostProps) {
  const [prompt, setPrompt] = useState<ReactNode>(null);
  useEffect(() => {
    const start = () =>
      void import('./service-worker').then((worker) =>
        worker.registerServiceWorker({
          base,
          offerUpdate: (update) =>
            void import('./update-prompt').then(({ UpdatePrompt }) =>
              setPrompt(<UpdatePrompt onReload={update.apply} onLater={() => setPrompt(null)} />),
            ),
        }),
      );
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
    return () => removeEventListener('load', start);
  }, [base]);
  return prompt;
}
