import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { NoticeModal, PopupAnnouncements } from '@playfront/content';

/** The home marquee with its English texts: a chunk of its own, asked for only where its place is. */
const HomeMarquee = lazy(() => import('./home-marquee-host'));

/** The place the home page keeps for the marquee (its height reserved, pages/home). */
export const MARQUEE_SLOT = '.pf-home__marquee';

/**
 * The home marquee, rendered into the place the current page keeps for it (the home page does), looked up
 * again on every page change; nothing on pages without one.
 */
function HomeMarqueeSlot() {
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.querySelector<HTMLElement>(MARQUEE_SLOT)), [pathname]);
  if (!slot?.isConnected) return null;
  return createPortal(
    <Suspense>
      <HomeMarquee />
    </Suspense>,
    slot,
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
