// The image worker: decodes and re-encodes proof images off the main thread (see image-pool.ts).
import { parentPort } from 'node:worker_threads';
import { ImageRejected, reencodeImage } from './image-reencode';
import type { ReencodeOptions } from './image-reencode';

interface Job {
  id: number;
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  options: ReencodeOptions;
}

parentPort?.on('message', (job: Job) => {
  try {
    const bytes = reencodeImage(Buffer.from(job.bytes), job.contentType, job.options);
    parentPort?.postMessage({ id: job.id, ok: true, bytes });
  } catch (error) {
    parentPort?.postMessage({
      id: job.id,
      ok: false,
      rejected: error instanceof ImageRejected,
      message: error instanceof Error ? error.message : 'The image could not be read',
    });
  }
});
