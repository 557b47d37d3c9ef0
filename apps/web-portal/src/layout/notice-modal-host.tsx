import { NoticeModal } from '@playfront/content';

/** The notice modal as its own chunk: root-shell loads it (and DOMPurify) when notices first open. */
export default NoticeModal;
