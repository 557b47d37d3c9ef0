import { withMessageAreas } from '@playfront/i18n';
import { lazy, Suspense } from 'react';
import { Loader } from '@playfront/ui-kit';

/**
 * The agent centre loads the first time an agent opens it (home budget), with its messages and those of
 * the wallet, play and refusal texts its pages reuse.
 */
const AgentCentreHost = lazy(() =>
  withMessageAreas(['agent', 'wallet', 'play', 'refusals'], () => import('./agent-centre-host')),
);

export interface AgentCentreModalProps {
  open: boolean;
  onClose: () => void;
}

/** The agent centre ('Agent', spec §2), loaded on demand. */
export function AgentCentreModal({ open, onClose }: AgentCentreModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={<Loader visible fullScreen />}>
      <AgentCentreHost onClose={onClose} />
    </Suspense>
  );
}
