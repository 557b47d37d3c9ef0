import { AgentCentre } from '@playfront/agent-centre';

export interface AgentCentreHostProps {
  onClose: () => void;
}

/**
 * The agent centre as its own chunk (the modal, its pages, calls and English messages, which its screens
 * add themselves): the root shell loads it the first time an agent opens it. Other languages carry the agent
 * messages in their bundle.
 */
export default function AgentCentreHost({ onClose }: AgentCentreHostProps) {
  return <AgentCentre open onClose={onClose} />;
}
