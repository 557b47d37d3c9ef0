import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Where the API's own files (game artwork, banners, avatars: paths such as `/lgw/games/artwork/x.svg` in its
 * replies) are served from. '' (the default) is the page's own origin, as for the portal that the API
 * serves; an app on another host gives the API's origin.
 */
const AssetOrigin = createContext('');

export function AssetOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <AssetOrigin.Provider value={origin.replace(/\/+$/, '')}>{children}</AssetOrigin.Provider>;
}

/** A path of the API's (one starting with a single `/`) on the API's origin; any other address as it is. */
export function assetUrl(origin: string, src: string): string {
  return origin && src.startsWith('/') && !src.startsWith('//') ? `${origin}${src}` : src;
}

/** The origin of the nearest `AssetOriginProvider` ('' for the page's own), for `assetUrl` in a list. */
export const useAssetOrigin = (): string => useContext(AssetOrigin);

/** `assetUrl` with the origin of the nearest `AssetOriginProvider`. */
export function useAssetUrl(src: string): string;
export function useAssetUrl(src: string | null | undefined): string | undefined;
export function useAssetUrl(src: string | null | undefined): string | undefined {
  const origin = useContext(AssetOrigin);
  return src ? assetUrl(origin, src) : undefined;
}
