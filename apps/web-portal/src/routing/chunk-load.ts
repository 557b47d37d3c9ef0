/** Time a page chunk may take before it counts as failed (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Why a page chunk did not load (spec §8): not on the server, too slow, or it failed otherwise. */
export type ChunkLoadErrorType = 'missing' | 'timeout' | 'error';

/** A page's script or stylesheet chunk failed to load. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkLoadErrorType,
    /** Which part failed: the script, or a stylesheet it needs. */
    readonly asset: 'script' | 'style',
    cause?: unknown,
  ) {
    super(`Page chunk ${type} (${asset})`, { cause });
  }
}

/** Classifies what a dynamic import threw. */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // Vite's preload helper reports a stylesheet that would not load this way.
  if (/preload CSS|stylesheet|\.css/i.test(message)) return new ChunkLoadError('error', 'style', error);
  // Browsers word a chunk that is gone (new deploy, 404) differently; all mean "missing".
  if (
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Cannot find module|404/i.test(
      message,
    )
  ) {
    return new ChunkLoadError('missing', 'script', error);
  }
  return new ChunkLoadError('error', 'script', error);
}

/** Runs a dynamic import with the chunk time-out; every failure becomes a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'script')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}
