import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@playfront/api-client';

export interface MoneyIntent {
  /**
   * The key of this submission: the same key while the player retries the same request (same body, the
   * payment password aside), a new one as soon as anything else changes. A network retry therefore
   * never moves money twice: the server replays the first reply.
   */
  keyFor: (body: object) => string;
  /** The intent succeeded: the next submission is a new intent with a new key. */
  done: () => void;
}

/** One user intent to move money and its Idempotency-Key (generated when the form is submitted). */
export function useMoneyIntent(): MoneyIntent {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((body: object) => {
    // The server compares bodies without the payment password: a corrected password keeps the key.
    const { paymentPassword: _ignored, ...rest } = body as Record<string, unknown>;
    const fingerprint = JSON.stringify(rest);
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: newIdempotencyKey() };
    }
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
