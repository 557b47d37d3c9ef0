import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectMerchantCode, selectToken } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import type { MyFeedbackPage } from '@playfront/api-contract';
import { assetUrl, useAssetOrigin } from '@playfront/ui-kit';

type Image = MyFeedbackPage['list'][number]['images'][number];
type Root = { credentials: CredentialsState };

/**
 * An image of the member's own feedback as an object URL. The image call needs the session (it answers 404
 * to anyone else), which an <img src> cannot send, so it is fetched with the session's headers; the object
 * URL is released when the image leaves the page.
 */
export function useFeedbackImage(url: string): { src: string | null; failed: boolean } {
  const token = useSelector((state: Root) => selectToken(state));
  const merchantCode = useSelector((state: Root) => selectMerchantCode(state));
  const origin = useAssetOrigin();
  const [state, setState] = useState<{ url: string; src: string | null; failed: boolean }>({
    url,
    src: null,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const headers: Record<string, string> = {};
    if (token) headers['Authorization'] = `Bearer ${token}`;
    if (merchantCode) headers['Merchant'] = merchantCode;
    fetch(new URL(assetUrl(origin, url), window.location.href), { headers, signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`image ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token, merchantCode, origin]);
  // A new address shows nothing of the previous one while it loads.
  return state.url === url ? state : { src: null, failed: false };
}

interface ThumbnailProps {
  image: Image;
  alt: string;
  onOpen: (src: string, alt: string) => void;
}

function Thumbnail({ image, alt, onOpen }: ThumbnailProps) {
  const { t } = useTranslation();
  const { src, failed } = useFeedbackImage(image.url);
  if (failed) {
    return (
      <span className="pf-join__thumb pf-join__thumb--missing" role="img" aria-label={alt}>
        {t('feedback_image_unavailable')}
      </span>
    );
  }
  if (!src) return <span className="pf-join__thumb pf-join__thumb--loading" role="img" aria-label={alt} />;
  return (
    <button type="button" className="pf-join__thumb" onClick={() => onOpen(src, alt)}>
      <img src={src} alt={alt} width={72} height={72} />
    </button>
  );
}

export interface FeedbackThumbnailsProps {
  images: readonly Image[];
  /** Opens the full image (its object URL) with its text. */
  onOpen: (src: string, alt: string) => void;
}

/** The images a member attached to one feedback, as thumbnails that open the full image. */
export function FeedbackThumbnails({ images, onOpen }: FeedbackThumbnailsProps) {
  const { t } = useTranslation();
  return (
    <ul className="pf-join__thumbs" aria-label={t('feedback_attached', { count: images.length })}>
      {images.map((image, index) => (
        <li key={image.url}>
          <Thumbnail
            image={image}
            alt={t('feedback_image_alt', { index: index + 1, count: images.length })}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
