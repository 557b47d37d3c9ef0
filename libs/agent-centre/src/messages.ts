import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentMessages } from '@playfront/i18n';

/**
 * The agent centre's English texts are neither in the first download nor a deferred message area: they come
 * with this lib's code, and each of its screens adds them to the app's i18n before its first render (merged,
 * never overwriting), so the agent centre shows them in any app. Other languages carry them in their own
 * chunks.
 */
export function useAgentMessages(): void {
  const { i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('en', 'translation', agentMessages, true, false));
}
