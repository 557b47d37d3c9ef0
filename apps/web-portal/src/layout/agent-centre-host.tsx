import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentCentre } from '@playfront/agent-centre';
import { agentMessages } from '@playfront/i18n';

export interface AgentCentreHostProps {
  onClose: () => void;
}

/**
 * The agent centre as its own chunk (the modal, its pages, calls and English messages): the root shell
 * loads it the first time an agent opens it. Other languages carry the agent messages in their bundle.
 */
export default function AgentCentreHost({ onClose }: AgentCentreHostProps) {
  const { i18n } = useTranslation();
  // Before the first render: merged without overwriting, so a second opening changes nothing.
  useState(() => i18n.addResourceBundle('en', 'translation', agentMessages, true, false));
  return <AgentCentre open onClose={onClose} />;
}
