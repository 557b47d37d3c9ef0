import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ImageRejected, reencodeImage } from './image-reencode';
import type { ReencodeOptions } from './image-reencode';

type Reply =
  { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; rejected: boolean; message: string };

/**
 * Where the built worker is: `image-worker.mjs` next to the server's entry (the build writes it there). Run
 * from source (tests, development) there is none, and images are re-encoded in place.
 */
function workerFile(): string | null {
  let here: string;
  try {
    here = dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
  for (const candidate of [join(here, 'image-worker.mjs'), join(here, '..', 'image-worker.mjs')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }>();

function getWorker(file: string): Worker {
  if (worker) return worker;
  const created = new Worker(file);
  created.unref();
  created.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if (reply.ok) job.resolve(Buffer.from(reply.bytes));
    else job.reject(reply.rejected ? new ImageRejected(reply.message) : new Error(reply.message));
  });
  const failAll = (error: Error) => {
    worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  created.on('error', failAll);
  created.on('exit', () => failAll(new Error('image worker stopped')));
  worker = created;
  return created;
}

/**
 * reencodeImage on a worker thread: a 12-megapixel JPEG takes seconds to decode and encode, and no other
 * request may wait for that. Jobs run one at a time, in order.
 */
export function reencodeImageOffThread(
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg',
  options: ReencodeOptions,
): Promise<Buffer> {
  const file = workerFile();
  if (!file) {
    try {
      return Promise.resolve(reencodeImage(bytes, contentType, options));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    getWorker(file).postMessage({ id, bytes, contentType, options });
  });
}
