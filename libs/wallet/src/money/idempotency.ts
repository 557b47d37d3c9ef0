import { useCallback, useRef } from 'react';

/** A fresh Idempotency-Key: a UUID (8-128 of [A-Za-z0-9_.:-], docs/api.md). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

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
