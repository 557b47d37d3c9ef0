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

// Not top-level await, which would turn off the bundler's chunk optimisations for the whole build.
void afterFirstPaint().then(() => import('./app/boot'));
