import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@playfront/api-client';

export interface ActionKey {
  /** The Idempotency-Key of this intent: the same on every retry until it succeeds. */
  key: () => string;
  /** The intent succeeded: the next one gets a new key. */
  done: () => void;
}

/**
 * One join or claim and its Idempotency-Key, as the wallet's `useMoneyIntent` keys money calls: a double
 * click or a retry after a network failure replays the first request, so a reward is credited once.
 */
export function useActionKey(): ActionKey {
  const current = useRef<string | null>(null);
  const key = useCallback(() => (current.current ??= newIdempotencyKey()), []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { key, done };
}
