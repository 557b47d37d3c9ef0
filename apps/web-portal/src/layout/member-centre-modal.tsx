import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Modal } from '@playfront/ui-kit';
import type { MemberCentrePage } from './shell-context';

export interface MemberCentreModalProps {
  open: boolean;
  /** The page asked for, named in the coming-soon text. */
  page: MemberCentrePage;
  onClose: () => void;
}

/** Placeholder of the member centre ('personal center'): its pages arrive with a later issue. */
export function MemberCentreModal({ open, page, onClose }: MemberCentreModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
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
