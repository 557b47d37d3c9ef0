import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ServiceWorkerHost } from '@playfront/app-kit';
import { NoticeModal, PopupAnnouncements } from '@playfront/content';

/** The home marquee with its English texts: a chunk of its own, asked for only where its place is. */
const HomeMarquee = lazy(() => import('./home-marquee-host'));

/** The home page's hero: its padding keeps the band at its top for the marquee (app.css). */
export const MARQUEE_HOST = '.pf-hero';

/** Follows the page's markup: the hero comes with the home page and goes with it. */
function subscribeToPage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
const findHost = () => document.querySelector<HTMLElement>(MARQUEE_HOST);

/**
 * The home marquee, rendered into the band the home page's hero keeps for it while the hero is on the page;
 * nothing on other pages.
 */
function HomeMarqueeSlot() {
  const host = useSyncExternalStore(subscribeToPage, findHost, () => null);
  if (!host) return null;
  return createPortal(
    <div className="pf-home__marquee">
      <Suspense>
        <HomeMarquee />
      </Suspense>
    </div>,
    host,
  );
}

export interface ShellNoticesProps {
  /** Whether the notice modal is open. */
  noticesOpen: boolean;
  onCloseNotices: () => void;
}

/**
 * The notices of the shell as their own chunk, loaded after the first render: the popup
 * announcements shown on arrival, the home marquee, and the notice modal when the visitor opens it. With
 * them, once the page has loaded, the service worker of the installable portal and its update prompt
 * (docs/operations.md, PWA; production builds only): on every page, and nothing of it in the first download.
 */
export default function ShellNotices({ noticesOpen, onCloseNotices }: ShellNoticesProps) {
  return (
    <>
      <PopupAnnouncements />
      <HomeMarqueeSlot />
      {noticesOpen && <NoticeModal open onClose={onCloseNotices} />}
      {process.env.NODE_ENV === 'production' && <ServiceWorkerHost base="/" />}
    </>
  );
}
