import { isWhitelabelFlagOn } from '@playfront/api-contract';
import type { WhitelabelFlag } from '@playfront/api-contract';
import { useGetWhitelabelQuery } from './system-api';

/**
 * Whether a whitelabel flag (MOBILENUMREG3 …) is on for this brand. Off until the settings tree has loaded,
 * so a gated control never flashes in and out.
 */
export function useFlag(flag: WhitelabelFlag): boolean {
  const { data } = useGetWhitelabelQuery();
  return data ? isWhitelabelFlagOn(data, flag) : false;
}

/** Every flag asked for at once, e.g. `const { FREEPLAY3, DIRECTREG3 } = useFlags(['FREEPLAY3', 'DIRECTREG3'])`. */
export function useFlags<F extends WhitelabelFlag>(flags: readonly F[]): Record<F, boolean> {
  const { data } = useGetWhitelabelQuery();
  return Object.fromEntries(
    flags.map((flag) => [flag, data ? isWhitelabelFlagOn(data, flag) : false]),
  ) as Record<F, boolean>;
}
