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

/** The decoding queue is full, or an image waited too long for its turn: the server is busy, retry later. */
export class DecodeBusy extends Error {}

export interface DecodeQueueOptions {
  /** Images waiting at most; one more is refused at once. */
  maxQueued: number;
  /** How long an image may wait for its turn before it is refused (it is then never decoded). */
  maxWaitMs: number;
}

interface Job {
  run: () => Promise<Buffer>;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** One image is decoded at a time (a decode can use hundreds of MiB); the others wait in a bounded queue. */
const queue: Job[] = [];
let running = false;

function pump(): void {
  if (running) return;
  const job = queue.shift();
  if (!job) return;
  clearTimeout(job.timer);
  running = true;
  job
    .run()
    .then(job.resolve, job.reject)
    .finally(() => {
      running = false;
      pump();
    });
}

function enqueue(run: () => Promise<Buffer>, options: DecodeQueueOptions): Promise<Buffer> {
  if (queue.length >= options.maxQueued) return Promise.reject(new DecodeBusy('decode queue full'));
  return new Promise<Buffer>((resolve, reject) => {
    const job: Job = {
      run,
      resolve,
      reject,
      timer: setTimeout(() => {
        const index = queue.indexOf(job);
        if (index >= 0) queue.splice(index, 1);
        reject(new DecodeBusy('waited too long to be decoded'));
      }, options.maxWaitMs),
    };
    queue.push(job);
    pump();
  });
}

/** Images waiting for their turn now (for tests and metrics). */
export const decodeQueueLength = (): number => queue.length;

function onWorker(
  file: string,
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg',
  options: ReencodeOptions,
) {
  return new Promise<Buffer>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    getWorker(file).postMessage({ id, bytes, contentType, options });
  });
}

/**
 * reencodeImage on a worker thread: a 12-megapixel JPEG takes seconds to decode and encode, and no other
 * request may wait for that. Jobs run one at a time, in order, from a bounded queue: when it is full, or an
 * image waits longer than `queue.maxWaitMs`, the image is refused with DecodeBusy (the route answers 503).
 */
export function reencodeImageOffThread(
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg',
  options: ReencodeOptions,
  queueOptions: DecodeQueueOptions = { maxQueued: 6, maxWaitMs: 10_000 },
): Promise<Buffer> {
  const file = workerFile();
  return enqueue(
    () =>
      file
        ? onWorker(file, bytes, contentType, options)
        : // Run from source (tests, development) there is no built worker: the work is done in place.
          new Promise<Buffer>((resolve, reject) => {
            try {
              resolve(reencodeImage(bytes, contentType, options));
            } catch (error) {
              reject(error as Error);
            }
          }),
    queueOptions,
  );
}
