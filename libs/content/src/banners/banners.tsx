import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '@playfront/api-client';
import type { BannerList } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import css from './banners.css?inline';

const bannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<BannerList, void>({
      query: () => ({ url: '/wps/announcement/banners' }),
      // Read in the reader's language: refetched when it changes.
      providesTags: ['System'],
    }),
  }),
});
export const { useGetBannersQuery } = bannersApi;

/** Seconds a banner stays before the next one, while rotating. */
export const BANNER_SECONDS = 6;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's banners (announcement content 'banners'), one at a time: previous, next and pause
 * buttons; it rotates every BANNER_SECONDS unless paused, focused or hovered, and never with reduced motion
 * (WAI-ARIA carousel pattern). Nothing shows when the brand has no banners.
 */
export function Banners() {
  useMessageAreas(['games']);
  const { t } = useTranslation();
  const { data } = useGetBannersQuery();
  const banners = data?.list ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const region = useRef<HTMLElement>(null);
  const count = banners.length;

  // Rotation holds while the pointer or the focus is on the banners (they are read or about to be used).
  useEffect(() => {
    const node = region.current;
    if (!node) return undefined;
    const hold = () => setHeld(true);
    const release = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (!(next instanceof Node && node.contains(next))) setHeld(false);
    };
    const events: Array<[string, EventListener]> = [
      ['mouseenter', hold],
      ['mouseleave', () => setHeld(false)],
      ['focusin', hold],
      ['focusout', release],
    ];
    for (const [name, listener] of events) node.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) node.removeEventListener(name, listener);
    };
  }, [count]);
  const rotating = count > 1 && !paused && !held;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const current = banners[index % count];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section
      ref={region}
      className="pf-banners"
      aria-roledescription={t('games_banner_carousel')}
      aria-label={t('games_banner_label')}
    >
      <style href="playfront-banners" precedence="default">
        {css}
      </style>
      <div aria-live={rotating ? 'off' : 'polite'}>
        <div
          key={current.id}
          role="group"
          aria-roledescription={t('games_banner_slide')}
          aria-label={t('games_banner_position', { index: (index % count) + 1, count })}
        >
          <Link to={current.link} className={`pf-banners__slide pf-banners__slide--${current.tone}`}>
            <p className="pf-banners__title">{current.title}</p>
            <p className="pf-banners__text">{current.text}</p>
          </Link>
        </div>
      </div>
      {count > 1 && (
        <div className="pf-banners__controls">
          <button type="button" onClick={() => setPaused((p) => !p)}>
            {paused ? t('games_banner_play') : t('games_banner_pause')}
          </button>
          <button type="button" aria-label={t('games_banner_previous')} onClick={() => go(-1)}>
            ‹
          </button>
          <span className="pf-banners__count" aria-hidden="true">
            {(index % count) + 1}/{count}
          </span>
          <button type="button" aria-label={t('games_banner_next')} onClick={() => go(1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
