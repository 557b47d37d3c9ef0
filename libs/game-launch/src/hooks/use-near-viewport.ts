import { useCallback, useRef, useState } from 'react';
import type { RefCallback } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`); stays true once it has. Where
 * IntersectionObserver is missing (tests, old browsers) everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.current?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [near, margin],
  );
  return [ref, near];
}
