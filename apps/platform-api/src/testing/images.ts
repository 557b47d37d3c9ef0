import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test pixels: a deterministic pattern, 4 bytes (R, G, B, A) a pixel, row-major. */
export const rgba = (width: number, height: number): { width: number; height: number; data: Buffer } => {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = i % 4 === 3 ? 255 : (i * 31) & 255;
  return { width, height, data };
};

const raw = (image: { width: number; height: number; data: Uint8Array }, channels: 3 | 4 = 4) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels } });

/** A PNG of `rgba(width, height)`, or of the given pixels. */
export const pngOf = (width: number, height: number, image = rgba(width, height)): Promise<Buffer> =>
  raw(image).png().toBuffer();

/** A JPEG of `rgba(width, height)` at quality 90. */
export const jpegOf = (width: number, height: number): Promise<Buffer> =>
  raw(rgba(width, height)).jpeg({ quality: 90 }).toBuffer();

/** The decoded RGBA pixels of an image. */
export async function pixelsOf(bytes: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + body.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 4 + body.length);
  return out;
}

/** `png` with the chunks inserted before IEND and `after` appended past it. */
export function withChunks(png: Buffer, chunks: Buffer[], after = Buffer.alloc(0)): Buffer {
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), ...chunks, png.subarray(iend), after]);
}

/** `png` whose header claims another size (CRC fixed up, so only the size is wrong): a decompression bomb. */
export function withClaimedSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** A JPEG with `segments` (marker, payload) inserted right after its start-of-image marker. */
export function withJpegSegments(
  jpeg: Buffer,
  segments: Array<[number, Buffer]>,
  after = Buffer.alloc(0),
): Buffer {
  const parts = segments.map(([marker, payload]) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(marker, 0);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  });
  return Buffer.concat([jpeg.subarray(0, 2), ...parts, jpeg.subarray(2), after]);
}
