import { lazy, Suspense } from 'react';
import { useFlag } from '@playfront/brand-config';
import { withMessageAreas } from '@playfront/i18n';
import { MemberCentre } from '@playfront/member-centre';
import type { MemberCentrePage as MemberCentreEntry } from '@playfront/member-centre';
import { Loader } from '@playfront/ui-kit';
import type { MemberCentrePage } from './shell-context';

/** The agent centre: its own chunk, with the refusal texts its shell shows a member. */
const AgentCentreHost = lazy(() => withMessageAreas(['refusals'], () => import('./agent-centre-host')));

export interface MemberCentreHostProps {
  page: MemberCentrePage;
  onClose: () => void;
}

/**
 * The member centre as its own chunk (the modal, the wallet pages and their calls): member-centre-modal
 * loads it the first time the player opens the personal center, on any of its pages. The agent centre is
 * a further chunk this one loads (the first download keeps one lazy import for both centres).
 */
export default function MemberCentreHost({ page, onClose }: MemberCentreHostProps) {
  // Cashback is shown only while the brand's MANPLAYREB3 flag is on.
  const cashbackOn = useFlag('MANPLAYREB3');
  // Invite friends follows the side menu's referral flag.
  const referralOn = useFlag('AGENTPOLICY3');
  if (page === 'agent') {
    return (
      <Suspense fallback={<Loader visible fullScreen />}>
        <AgentCentreHost onClose={onClose} />
      </Suspense>
    );
  }
  // Off, cashback and invite friends are left out of the menu; opened anyway, their pages show the server's
  // refusal.
  const hidden: MemberCentreEntry[] = [
    ...(cashbackOn ? [] : (['manualRebate'] as const)),
    ...(referralOn ? [] : (['referral'] as const)),
  ];
  return <MemberCentre open page={page} onClose={onClose} hidden={hidden} />;
}
