import { useAssetUrl } from '@playfront/ui-kit';

export interface BannerProps {
  /** The promotion's artwork (decorative: the title next to it names the promotion). */
  src: string;
  /**
   * Load when near the viewport (list cards below the first); the detail page's banner and the list's first
   * card (the page's largest paint) load at once, with a high fetch priority.
   */
  lazy?: boolean;
}

/**
 * A promotion banner in a frame of fixed aspect ratio, so nothing moves when it arrives; a failed image
 * leaves the frame's plain background. The browser's own lazy loading keeps this chunk free of helpers.
 */
export function Banner({ src, lazy = true }: BannerProps) {
  const url = useAssetUrl(src);
  return (
    <span className="pf-promo__banner">
      <img
        src={url}
        alt=""
        width={800}
        height={350}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={lazy ? undefined : 'high'}
        decoding="async"
      />
    </span>
  );
}
