import { useTranslation } from 'react-i18next';
import { isMemberCentrePage, MemberCentre } from '@playfront/member-centre';
import { Button, EmptyState, Modal } from '@playfront/ui-kit';
import type { MemberCentrePage } from './shell-context';

export interface MemberCentreHostProps {
  page: MemberCentrePage | 'transferUpline';
  onClose: () => void;
}

/**
 * The member centre as its own chunk (the modal, the wallet pages and their calls): member-centre-modal
 * loads it the first time the player opens the personal center. Pages of later issues keep the
 * coming-soon text.
 */
export default function MemberCentreHost({ page, onClose }: MemberCentreHostProps) {
  const { t } = useTranslation();
  if (isMemberCentrePage(page)) return <MemberCentre open page={page} onClose={onClose} />;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('shell_personal_center')}
      width={560}
      footer={<Button onClick={onClose}>{t('shell_ok')}</Button>}
    >
      <EmptyState
        title={t('shell_coming_soon_title', { page: t(`shell_mc_${page}`) })}
        description={t('shell_member_centre_soon')}
      />
    </Modal>
  );
}
