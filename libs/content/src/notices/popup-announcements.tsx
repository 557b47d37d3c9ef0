import { useEffect, useState } from 'react';
import { api } from '@playfront/api-client';
import type { AnnouncementList } from '@playfront/api-contract';
import { Modal } from '@playfront/ui-kit';
import { ContentStyles } from '../content-styles';
import { SafeHtml } from '../safe-html';

/** sessionStorage key of the popup announcements shown in this browser session (their ids). */
export const POPUP_SEEN_KEY = 'pf-popups-seen';

const popupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPopupAnnouncements: build.query<AnnouncementList, 'W' | 'M'>({
      query: (platform) => ({ url: '/wps/announcement/list', params: { types: 'PU', platform } }),
      providesTags: ['Notices'],
    }),
  }),
});

function readSeen(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(POPUP_SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function markSeen(id: number): void {
  try {
    const seen = readSeen();
    if (!seen.includes(id)) sessionStorage.setItem(POPUP_SEEN_KEY, JSON.stringify([...seen, id]));
  } catch {
    // Storage refused (private mode): the popup may show again on the next page load.
  }
}

export interface PopupAnnouncementsProps {
  /** The platform the announcements run on: W (web, the default) or M (mobile app). */
  platform?: 'W' | 'M';
}

/**
 * The popup announcements (type PU, docs/content.md): on arrival, each one not shown yet in this browser
 * session opens in a modal, one after the other, in the reader's language; Escape or the close button closes
 * it. Once shown, a popup is remembered for the session (sessionStorage), so a reload does not show it again.
 */
export function PopupAnnouncements({ platform = 'W' }: PopupAnnouncementsProps) {
  // What was seen before this page load; popups shown now stay on screen until closed.
  const [seenBefore] = useState(readSeen);
  const [closed, setClosed] = useState<number[]>([]);
  const { data } = popupApi.useGetPopupAnnouncementsQuery(platform);
  const current = data?.list.find((popup) => !seenBefore.includes(popup.id) && !closed.includes(popup.id));

  useEffect(() => {
    if (current) markSeen(current.id);
  }, [current]);

  if (!current) return null;
  return (
    <Modal
      open
      onClose={() => setClosed((ids) => [...ids, current.id])}
      title={current.title}
      width={560}
      className="pf-popup-announcement"
    >
      <ContentStyles />
      <SafeHtml className="pf-notices__body pf-rich-text" html={current.content} />
    </Modal>
  );
}
