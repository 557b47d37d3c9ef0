import { HomeMarquee } from '@playfront/content';

/**
 * The home marquee as its own chunk, with its English texts (which the marquee adds itself; other languages
 * carry them in their own chunks), loaded once the home page has loaded and the browser is idle: outside the
 * home route's initial JS.
 */
export default function HomeMarqueeHost() {
  return <HomeMarquee />;
}
