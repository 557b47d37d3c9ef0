import { withMessageAreas } from '@playfront/i18n';
import { lazy, Suspense } from 'react';
import { Loader } from '@playfront/ui-kit';
import type { MemberCentrePage } from './shell-context';

/** The member centre and its money pages load the first time the player opens it (home budget). */
// The money pages', the betting record's and the rewards pages' English messages load with the member centre.
const MemberCentreHost = lazy(() =>
  withMessageAreas(['wallet', 'play', 'rewards', 'forms'], () => import('./member-centre-host')),
);

export interface MemberCentreModalProps {
  open: boolean;
  /** The page asked for ('agent': the agent centre). */
  page: MemberCentrePage;
  onClose: () => void;
}

/** The member centre ('personal center', spec §2) or the agent centre, loaded on demand. */
export function MemberCentreModal({ open, page, onClose }: MemberCentreModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={<Loader visible fullScreen />}>
      <MemberCentreHost page={page} onClose={onClose} />
    </Suspense>
  );
}
