import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { joinMessages } from '@playfront/i18n';
import { FeedbackPage, JoinPage } from '@playfront/join-us';

/**
 * The 'joinus' page group (/join and /feedback): the join-us lib's pages in one lazy chunk with their
 * English messages (other languages carry them in their bundle), added before the first render.
 */
export default function JoinUsPages() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  useState(() => i18n.addResourceBundle('en', 'translation', joinMessages, true, false));
  return pathname.toLowerCase().startsWith('/feedback') ? <FeedbackPage /> : <JoinPage />;
}
