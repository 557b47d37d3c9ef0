import { lazy, Suspense } from 'react';
import { Loader } from '@playfront/ui-kit';
import type { MemberCentrePage } from './shell-context';

/** The member centre and its money pages load the first time the player opens it (home budget). */
const MemberCentreHost = lazy(() => import('./member-centre-host'));

export interface MemberCentreModalProps {
  open: boolean;
  /** The page asked for; pages of later issues show a coming-soon text. */
  page: MemberCentrePage;
  onClose: () => void;
}

/** The member centre ('personal center', spec §2), loaded on demand. */
export function MemberCentreModal({ open, page, onClose }: MemberCentreModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={<Loader visible fullScreen />}>
      <MemberCentreHost page={page} onClose={onClose} />
    </Suspense>
  );
}
