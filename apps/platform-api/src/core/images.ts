import sharp from 'sharp';

/**
 * Images through sharp (libvips): uploaded proofs are decoded and written again, so what is stored is the
 * pixels encoded by us, never the bytes the client sent. Metadata (text chunks, EXIF, ICC profiles,
 * comments), data after the end of the image and anything a polyglot hides around the pixels are dropped by
 * construction. libvips works on its own threads: a large image never blocks the event loop.
 */

// Nothing is kept between images: an upload's pixels are not worth a cache, and memory stays bounded.
sharp.cache(false);
// One libvips thread an image: with images decoded one at a time, a proof never takes more than one core
// from the requests of everyone else.
sharp.concurrency(1);

/** A file that cannot be turned into pixels; the message is safe to show to the client. */
export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

/** The decoding queue is full, or an image waited too long for its turn: the server is busy, retry later. */
export class DecodeBusy extends Error {}

export type ImageType = 'image/png' | 'image/jpeg';

export interface ReencodeOptions {
  /** Largest decoded width x height accepted, checked on the header before any pixel is decoded. */
  maxPixels: number;
  /** JPEG quality 1-100. */
  jpegQuality?: number;
  /** Crop to the centred square and scale it to this many pixels a side, written as a PNG whatever came in. */
  square?: number;
}

export interface DecodeQueueOptions {
  /** Images waiting at most; one more is refused at once. */
  maxQueued: number;
  /** How long an image may wait for its turn before it is refused (it is then never decoded). */
  maxWaitMs: number;
}

const FORMAT: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

const broken = () => new ImageRejected('The image file is damaged or not a png/jpg image');
const tooLarge = (maxPixels: number) =>
  new ImageRejected(`The image is larger than ${maxPixels / 1_000_000} megapixels`);

/**
 * Decodes the image and encodes its pixels again (PNG to PNG, JPEG to a JPEG at `jpegQuality`, default 85),
 * turned upright by its EXIF orientation first. The header's size is checked against `maxPixels` before
 * decoding. Throws ImageRejected for a damaged, unsupported or too large image.
 */
export async function reencodeImage(
  bytes: Buffer,
  contentType: ImageType,
  options: ReencodeOptions,
): Promise<Buffer> {
  // The header only (no pixel is decoded), read without sharp's own pixel limit so that the size is known.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw broken();
    });
  if (header.format !== FORMAT[contentType] || !header.width || !header.height) throw broken();
  if (header.width * header.height > options.maxPixels) throw tooLarge(options.maxPixels);
  // Any decoder warning (a cut-off file, a bad checksum, data past the image) refuses the upload.
  const image = sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'warning' }).autoOrient();
  const out = options.square
    ? image.resize(options.square, options.square, { fit: 'cover', position: 'centre' }).png()
    : contentType === 'image/png'
      ? image.png()
      : image.jpeg({ quality: options.jpegQuality ?? 85 });
  return out.toBuffer().catch(() => {
    throw broken();
  });
}

/** Encodes raw RGB pixels (3 bytes a pixel, row-major) as a PNG. */
export function encodeRgbPng(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

interface Job {
  run: () => Promise<Buffer>;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** One image is decoded at a time (a decode can take hundreds of MiB); the others wait in a bounded queue. */
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

/** Images waiting for their turn now (for tests and metrics). */
export const decodeQueueLength = (): number => queue.length;

/**
 * reencodeImage through the decoding queue: images are decoded one at a time, in order; when the queue is
 * full, or an image waits longer than `maxWaitMs`, it is refused with DecodeBusy (the route answers 503).
 */
export function reencodeQueued(
  bytes: Buffer,
  contentType: ImageType,
  options: ReencodeOptions,
  queueOptions: DecodeQueueOptions = { maxQueued: 6, maxWaitMs: 10_000 },
): Promise<Buffer> {
  if (queue.length >= queueOptions.maxQueued) return Promise.reject(new DecodeBusy('decode queue full'));
  return new Promise<Buffer>((resolve, reject) => {
    const job: Job = {
      run: () => reencodeImage(bytes, contentType, options),
      resolve,
      reject,
      timer: setTimeout(() => {
        const index = queue.indexOf(job);
        if (index >= 0) queue.splice(index, 1);
        reject(new DecodeBusy('waited too long to be decoded'));
      }, queueOptions.maxWaitMs),
    };
    queue.push(job);
    pump();
  });
}
