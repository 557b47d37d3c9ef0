import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinMessages } from '@playfront/i18n';

/**
 * The join-us and feedback pages' English texts are neither in the first download nor a deferred message
 * area: they come with this lib's code, and each page adds them to the app's i18n before its first render
 * (merged, never overwriting), so the pages show them in any app. Other languages carry them in their own
 * chunks.
 */
export function useJoinMessages(): void {
  const { i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('en', 'translation', joinMessages, true, false));
}
