import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ImgHTMLAttributes, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetUrl } from '../asset-origin/asset-origin';

/** A neutral grey picture frame, inline so it can never fail to load itself. */
export const defaultImageFallback =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8b93a3"/>' +
      '<path d="M16 44l10-12 8 9 6-7 8 10z" fill="#e4e7ed"/><circle cx="24" cy="24" r="5" fill="#e4e7ed"/></svg>',
  );

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading'> {
  /** Image URL; a path of the API's (`/…`) is loaded from the origin of `AssetOriginProvider`. */
  src: string;
  /** Text alternative (use '' for a purely decorative image). */
  alt: string;
  /** Intrinsic width in px, reserved before loading to avoid layout shift. */
  width?: number;
  /** Intrinsic height in px, reserved before loading to avoid layout shift. */
  height?: number;
  /** Total load attempts before showing the fallback. */
  attempts?: number;
  /** Image shown after every attempt failed. */
  fallbackSrc?: string;
  /** Start loading once the image is within this many viewport heights. */
  preloadFactor?: number;
  /** Delay before the first retry in ms; doubles on each further retry. */
  retryDelay?: number;
  /**
   * A picture of the first screen (the page's likely largest paint): requested at once with a high fetch
   * priority instead of waiting for the viewport check.
   */
  priority?: boolean;
}

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

/** An image that loads when near the viewport, retries with backoff, then shows a fallback. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  attempts = 3,
  fallbackSrc = defaultImageFallback,
  preloadFactor = 1.3,
  retryDelay = 500,
  priority = false,
  className,
  style,
  onLoad,
  onError,
  ...rest
}: LazyImageProps) {
  const { t } = useTranslation();
  // The API's own paths come from the API's origin (an app on another host).
  const resolvedSrc = useAssetUrl(src);
  const frameRef = useRef<HTMLSpanElement>(null);
  const [status, setStatus] = useState<Status>(() =>
    priority || typeof IntersectionObserver === 'undefined' ? 'loading' : 'waiting',
  );
  const [attempt, setAttempt] = useState(0);
  const [retryPending, setRetryPending] = useState(false);
  const [currentSrc, setCurrentSrc] = useState(src);

  // A new src starts over: reset during render instead of in an effect to avoid a wasted paint.
  if (src !== currentSrc) {
    setCurrentSrc(src);
    setAttempt(0);
    setRetryPending(false);
    setStatus((s) => (s === 'waiting' ? s : 'loading'));
  }

  useEffect(() => {
    if (status !== 'waiting') return;
    const frame = frameRef.current;
    if (!frame) return;
    const extra = Math.max(0, Math.round(window.innerHeight * (preloadFactor - 1)));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setStatus('loading');
        }
      },
      { rootMargin: `0px 0px ${extra}px 0px`, threshold: 0.1 },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [status, preloadFactor]);

  useEffect(() => {
    if (!retryPending) return;
    const timer = setTimeout(
      () => {
        setRetryPending(false);
        setAttempt((n) => n + 1);
      },
      retryDelay * 2 ** attempt,
    );
    return () => clearTimeout(timer);
  }, [retryPending, retryDelay, attempt]);

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (status !== 'loading') return;
    if (attempt + 1 < attempts) {
      setRetryPending(true);
    } else {
      setStatus('failed');
      onError?.(event);
    }
  };

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (status !== 'loading') return;
    setStatus('loaded');
    onLoad?.(event);
  };

  const frameStyle: CSSProperties = {
    ...(width && height ? { aspectRatio: `${width} / ${height}` } : {}),
    ...(width ? { width } : {}),
    ...style,
  };
  const classes = ['pf-lazy-image', `pf-lazy-image--${status}`, className].filter(Boolean).join(' ');

  return (
    <span ref={frameRef} className={classes} style={frameStyle}>
      {status === 'failed' ? (
        <img
          {...rest}
          className="pf-lazy-image__img"
          src={fallbackSrc}
          alt={alt ? t('ui_image_unavailable', { alt }) : ''}
          width={width}
          height={height}
        />
      ) : status === 'waiting' || retryPending ? null : (
        <img
          {...rest}
          // A new key remounts the element so the browser really requests the image again.
          key={attempt}
          className="pf-lazy-image__img"
          src={resolvedSrc}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onLoad={handleLoad}
          onError={handleError}
        />
      )}
    </span>
  );
}
