import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { NoticeModal, PopupAnnouncements } from '@playfront/content';

/** The home marquee with its English texts: a chunk of its own, asked for only where its place is. */
const HomeMarquee = lazy(() => import('./home-marquee-host'));

/** The home page's hero: its padding keeps the band at its top for the marquee (app.css). */
export const MARQUEE_HOST = '.pf-hero';

/**
 * The home marquee, rendered into the band the home page's hero keeps for it, looked up again on every page
 * change; nothing on other pages.
 */
function HomeMarqueeSlot() {
  const { pathname } = useLocation();
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.querySelector<HTMLElement>(MARQUEE_HOST)), [pathname]);
  if (!host?.isConnected) return null;
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
 * The notices of the shell as their own chunk (with DOMPurify), loaded after the first render: the popup
 * announcements shown on arrival, the home marquee, and the notice modal when the visitor opens it.
 */
export default function ShellNotices({ noticesOpen, onCloseNotices }: ShellNoticesProps) {
  return (
    <>
      <PopupAnnouncements />
      <HomeMarqueeSlot />
      {noticesOpen && <NoticeModal open onClose={onCloseNotices} />}
    </>
  );
}
