import { NoticeModal, PopupAnnouncements } from '@playfront/content';

export interface ShellNoticesProps {
  /** Whether the notice modal is open. */
  noticesOpen: boolean;
  onCloseNotices: () => void;
}

/**
 * The notices of the shell as their own chunk (with DOMPurify), loaded after the first render: the popup
 * announcements shown on arrival, and the notice modal when the visitor opens it.
 */
export default function ShellNotices({ noticesOpen, onCloseNotices }: ShellNoticesProps) {
  return (
    <>
      <PopupAnnouncements />
      {noticesOpen && <NoticeModal open onClose={onCloseNotices} />}
    </>
  );
}
