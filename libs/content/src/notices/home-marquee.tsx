import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@playfront/api-client';
import type { Announcement, AnnouncementList } from '@playfront/api-contract';
import { marqueeMessages } from '@playfront/i18n';
import { Modal } from '@playfront/ui-kit';
import { ContentStyles } from '../content-styles';
import { formatNoticeDate } from '../format-date';
import { SafeHtml } from '../safe-html';
import { withoutRepeatedTitle } from './notice-modal';
import css from './home-marquee.css?inline';

const marqueeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarqueeAnnouncements: build.query<AnnouncementList, 'W' | 'M'>({
      query: (platform) => ({ url: '/wps/announcement/list', params: { types: 'H,B', platform } }),
      providesTags: ['Notices'],
    }),
  }),
});

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeMotion = (listener: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const reducedMotionNow = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCED_MOTION).matches;

/** Whether the reader asked the system for less motion (followed live). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, reducedMotionNow, () => false);
}

/** The text of an announcement's HTML, without a first heading that repeats its title, on one line. */
export function announcementText(announcement: Pick<Announcement, 'title' | 'content'>): string {
  const html = withoutRepeatedTitle(announcement.content, announcement.title);
  // An inert document: nothing in it runs or loads.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Seconds one pass of the line takes: a reading pace of about six characters a second, 20 s at least. */
export function marqueeSeconds(characters: number): number {
  return Math.max(20, Math.round(characters / 6));
}

const MegaphoneIcon = () => (
  <svg className="pf-marquee__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path
      fill="currentColor"
      d="M18 4v16l-6-3.5H8l1 4H6.5l-1-4H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h8L18 4Zm2 5.5a3 3 0 0 1 0 5v-5Z"
    />
  </svg>
);
const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path fill="currentColor" d="M7 5h4v14H7zM13 5h4v14h-4z" />
  </svg>
);
const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path fill="currentColor" d="M8 5v14l11-7z" />
  </svg>
);

/**
 * The marquee's English texts are neither in the first download nor a deferred message area: they come with
 * this file and are added to the app's i18n before the first render (merged, never overwriting), so the
 * marquee shows them in any app. Other languages carry them in their own chunks.
 */
function useMarqueeMessages(): void {
  const { i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('en', 'translation', marqueeMessages, true, false));
}

/**
 * Whether the element is at least partly inside the viewport (true until the browser says otherwise, and
 * where it cannot tell).
 */
function useInView(element: HTMLElement | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

export interface HomeMarqueeProps {
  /** The platform the announcements run on: W (web, the default) or M (mobile app). */
  platform?: 'W' | 'M';
}

/**
 * The home marquee (announcement types H and B, docs/content.md): the current announcements on one line that
 * scrolls, in the reader's language. It pauses while hovered or focused and with its pause button; with
 * reduced motion asked for it does not move, and the line scrolls by hand. Choosing an announcement opens
 * its title, date and content. Renders nothing while there is none. It also stands still while nobody can
 * see it, scrolled out of view or under a modal (the member centre fills a phone's screen), so the device
 * draws no frames for it then.
 */
export function HomeMarquee({ platform = 'W' }: HomeMarqueeProps) {
  useMarqueeMessages();
  const { t } = useTranslation();
  const { data } = marqueeApi.useGetMarqueeAnnouncementsQuery(platform);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState<Announcement | null>(null);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const inView = useInView(section);
  const list = data?.list ?? [];
  if (list.length === 0) return null;

  const entries = list.map((announcement) => ({ announcement, text: announcementText(announcement) }));
  const characters = entries.reduce(
    (sum, { announcement, text }) => sum + announcement.title.length + text.length,
    0,
  );
  const moving = !reduced;
  // The second copy only makes the loop seamless: hidden from assistive technology and out of the tab order.
  const items = (copy: boolean) => (
    <ul className="pf-marquee__items" aria-hidden={copy || undefined} inert={copy || undefined}>
      {entries.map(({ announcement, text }) => (
        <li key={announcement.id} className="pf-marquee__entry">
          <button
            type="button"
            className="pf-marquee__item"
            tabIndex={copy ? -1 : undefined}
            onClick={() => setOpen(announcement)}
          >
            <strong className="pf-marquee__title">{announcement.title}</strong>
            {text && <span className="pf-marquee__text">{text}</span>}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      ref={setSection}
      className={`pf-marquee${moving ? ' pf-marquee--moving' : ''}${paused ? ' pf-marquee--paused' : ''}${
        inView ? '' : ' pf-marquee--away'
      }`}
      aria-label={t('marquee_label')}
      data-testid="home-marquee"
    >
      <ContentStyles />
      <style href="playfront-home-marquee" precedence="default">
        {css}
      </style>
      <MegaphoneIcon />
      <div className="pf-marquee__viewport">
        <div
          className="pf-marquee__track"
          style={{ '--pf-marquee-duration': `${marqueeSeconds(characters)}s` } as CSSProperties}
        >
          {items(false)}
          {moving && items(true)}
        </div>
      </div>
      {moving && (
        <button
          type="button"
          className="pf-marquee__toggle"
          aria-label={paused ? t('marquee_play') : t('marquee_pause')}
          title={paused ? t('marquee_play') : t('marquee_pause')}
          onClick={() => setPaused((now) => !now)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
      {open && (
        <Modal
          open
          onClose={() => setOpen(null)}
          title={open.title}
          width={560}
          className="pf-marquee-detail"
        >
          <p className="pf-notices__date">
            <time dateTime={new Date(open.date).toISOString()}>{formatNoticeDate(open.date)}</time>
          </p>
          <SafeHtml
            className="pf-notices__body pf-rich-text"
            html={withoutRepeatedTitle(open.content, open.title)}
          />
        </Modal>
      )}
    </section>
  );
}
