import { useSyncExternalStore } from 'react';
import { CURRENT_VASSALAGE_KEY } from './launch-decision';

/** The vendor whose sub-games the popup lists. */
export interface OpenVassalage {
  vassalage: string;
  provider: string;
}

// Module state: the popup outlives the navigation to /rng?page={provider} that opens with it.
let current: OpenVassalage | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Opens the sub-game popup of a vendor and remembers the vendor for this tab (spec §3 current_vassalage). */
export function openVassalage(open: OpenVassalage): void {
  try {
    sessionStorage.setItem(CURRENT_VASSALAGE_KEY, open.vassalage);
  } catch {
    // Storage can be disabled: the popup still opens.
  }
  current = open;
  emit();
}

export function closeVassalage(): void {
  current = null;
  emit();
}

/** The vendor stored by the last vassalage launch in this tab, if any. */
export function storedVassalage(): string | null {
  try {
    return sessionStorage.getItem(CURRENT_VASSALAGE_KEY);
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open sub-game popup, or null. */
export function useOpenVassalage(): OpenVassalage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
