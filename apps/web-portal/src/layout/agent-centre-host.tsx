import { AgentCentre } from '@playfront/agent-centre';

export interface AgentCentreHostProps {
  onClose: () => void;
}

/** The agent centre as its own chunk (the modal, its pages and calls): agent-centre-modal loads it. */
export default function AgentCentreHost({ onClose }: AgentCentreHostProps) {
  return <AgentCentre open onClose={onClose} />;
}
