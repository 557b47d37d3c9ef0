import type { Db } from '../../db/types';
import type { Config } from '../../platform/config';

/**
 * Starts the scheduled-game jobs (open and close draws, settle fixtures); returns a stop function.
 * Every job must be safe when every replica runs it.
 */
export function startDrawJobs(_db: Db, _config: Config, _onError: (error: unknown) => void): () => void {
  return () => undefined;
}
