import { useLocation } from 'react-router';
import { FeedbackPage, JoinPage } from '@playfront/join-us';

/**
 * The 'joinus' page group (/join and /feedback): the join-us lib's pages in one lazy chunk with their
 * English messages, which the pages add before their first render (other languages carry them in their
 * bundle).
 */
export default function JoinUsPages() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/feedback') ? <FeedbackPage /> : <JoinPage />;
}
