import '@playfront/ui-kit/styles.css';
import './app/app.css';
import { prerenderedShellShown } from './app/prerendered-shell';

/**
 * The entry: styles (they paint the prerendered landing page) and a tiny start-up. When the prerendered
 * page is on screen, the app's scripts are fetched and run after the browser has painted it, so the first
 * paint shares the network with nothing but the styles, and no script runs before it.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (!prerenderedShellShown() || document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    // The first contentful paint is reported once the frame is on screen; a second is the most a slow
    // or throttled device waits before the app starts anyway.
    const timer = setTimeout(resolve, 1000);
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/** The start's files: listed by the build in a template of index.html (tools/vite-start-modules.mjs). */
const START_MODULES_TEMPLATE = 'pf-start-modules';
/** Links put into the page per task (see fetchStartModules). */
const LINKS_PER_TASK = 6;

/**
 * Fetches every file of the start at once (as one import would), so that the stages below wait for no
 * round trip of their own. Each link costs the main thread a fetch to start (some 3 ms at a phone's speed
 * with the browser's developer tools open, as in a Lighthouse run), so they go in a few per task; a file a
 * stage's own import has asked for already is left out. Without the list (the development server), each
 * stage fetches its own.
 */
function fetchStartModules(): void {
  const list = document.getElementById(START_MODULES_TEMPLATE);
  if (!(list instanceof HTMLTemplateElement)) return;
  const links = [...list.content.querySelectorAll('link')];
  const urlOf = (link: HTMLLinkElement) => new URL(link.getAttribute('href') ?? '', location.href).href;
  const asked = () => new Set([...document.querySelectorAll('link')].map(urlOf));
  for (let first = 0; first < links.length; first += LINKS_PER_TASK) {
    setTimeout(() => {
      const known = asked();
      document.head.append(
        ...links.slice(first, first + LINKS_PER_TASK).filter((link) => !known.has(urlOf(link))),
      );
    }, 0);
  }
}
/** Resolves in a task of its own, after what the browser has waiting (a paint, an input event). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Two stages, each evaluated in a task of its own: the framework, then the app's modules (one task for
// both was the longest of a phone's start, some 45 ms). Not top-level await, which would turn off the
// bundler's chunk optimisations for the whole build.
void afterFirstPaint()
  .then(() => {
    const framework = import('./app/framework');
    fetchStartModules();
    return framework;
  })
  .then(nextTask)
  .then(() => import('./app/boot'));
