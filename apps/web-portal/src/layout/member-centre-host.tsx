import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '@playfront/brand-config';
import { withMessageAreas } from '@playfront/i18n';
import { isMemberCentrePage, MemberCentre } from '@playfront/member-centre';
import { Button, EmptyState, Loader, Modal } from '@playfront/ui-kit';
import type { MemberCentrePage } from './shell-context';

/** The agent centre: its own chunk, with the refusal texts its shell shows a member. */
const AgentCentreHost = lazy(() => withMessageAreas(['refusals'], () => import('./agent-centre-host')));

export interface MemberCentreHostProps {
  page: MemberCentrePage | 'transferUpline';
  onClose: () => void;
}

/**
 * The member centre as its own chunk (the modal, the wallet pages and their calls): member-centre-modal
 * loads it the first time the player opens the personal center. Pages of later issues keep the
 * coming-soon text. The agent centre is a further chunk this one loads (the first download keeps one
 * lazy import for both centres).
 */
export default function MemberCentreHost({ page, onClose }: MemberCentreHostProps) {
  const { t } = useTranslation();
  // Cashback is shown only while the brand's MANPLAYREB3 flag is on.
  const cashbackOn = useFlag('MANPLAYREB3');
  if (page === 'agent') {
    return (
      <Suspense fallback={<Loader visible fullScreen />}>
        <AgentCentreHost onClose={onClose} />
      </Suspense>
    );
  }
  // Off, cashback is left out of the menu; opened anyway, its page shows the server's refusal.
  if (isMemberCentrePage(page)) {
    return <MemberCentre open page={page} onClose={onClose} hidden={cashbackOn ? [] : ['manualRebate']} />;
  }
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
