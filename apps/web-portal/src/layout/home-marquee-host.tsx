import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeMarquee } from '@playfront/content';
import { marqueeMessages } from '@playfront/i18n';

/**
 * The home marquee as its own chunk, with its English texts (other languages carry them in their own
 * chunks), loaded once the home page has loaded and the browser is idle: outside the home route's initial JS.
 */
export default function HomeMarqueeHost() {
  const { i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('en', 'translation', marqueeMessages, true, false));
  return <HomeMarquee />;
}
