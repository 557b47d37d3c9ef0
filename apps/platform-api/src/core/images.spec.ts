import sharp from 'sharp';
import type { PngOptions } from 'sharp';
import {
  jpegOf,
  pixelsOf,
  pngChunk,
  pngOf,
  rgba,
  withChunks,
  withClaimedSize,
  withJpegSegments,
} from '../testing/images';
import { DecodeBusy, ImageRejected, decodeQueueLength, reencodeImage, reencodeQueued } from './images';

const MAX = 40_000_000;
const has = (bytes: Buffer, needle: string) => bytes.includes(Buffer.from(needle, 'latin1'));

/** An EXIF block (big-endian TIFF) with an orientation and a GPS-like text. */
const exif = (orientation: number) => {
  const tiff = Buffer.alloc(26 + 20);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.write('GPS 10.77N 106.70E', 26, 'latin1');
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
};

/** A JPEG, left half bright red and top half bright green, carrying EXIF, a comment and trailing bytes. */
async function taggedJpeg(width: number, height: number, orientation: number) {
  const image = rgba(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      image.data.set([x < width / 2 ? 220 : 30, y < height / 2 ? 200 : 40, 90, 255], (y * width + x) * 4);
    }
  }
  const plain = await sharp(image.data, { raw: { width, height, channels: 4 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return withJpegSegments(
    plain,
    [
      [0xffe1, exif(orientation)],
      [0xfffe, Buffer.from('camera owner: someone', 'latin1')],
    ],
    Buffer.from('PK\x03\x04 hidden zip', 'latin1'),
  );
}

describe('PNG re-encoding', () => {
  it('keeps the pixels and drops text chunks, EXIF and bytes after IEND', async () => {
    const clean = await pngOf(6, 5);
    const upload = withChunks(
      clean,
      [
        pngChunk('tEXt', Buffer.from('Comment\0owner secret', 'latin1')),
        pngChunk('eXIf', exif(1).subarray(6)),
      ],
      Buffer.from('TRAILING'),
    );
    const stored = await reencodeImage(upload, 'image/png', { maxPixels: MAX });
    for (const needle of ['tEXt', 'eXIf', 'owner secret', 'GPS', 'TRAILING']) {
      expect([needle, has(stored, needle)]).toEqual([needle, false]);
    }
    expect((await pixelsOf(stored)).data.equals((await pixelsOf(clean)).data)).toBe(true);
  });

  it('reads interlaced, 16-bit and palette images as their pixels', async () => {
    const source = rgba(9, 7);
    const make = (options: PngOptions) =>
      sharp(source.data, { raw: { width: 9, height: 7, channels: 4 } })
        .png(options)
        .toBuffer();
    for (const bytes of [
      await make({ progressive: true }),
      await sharp(await make({}))
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
    ]) {
      const stored = await reencodeImage(bytes, 'image/png', { maxPixels: MAX });
      expect((await pixelsOf(stored)).data.equals((await pixelsOf(bytes)).data)).toBe(true);
    }
    const palette = await make({ palette: true, colours: 16 });
    const stored = await reencodeImage(palette, 'image/png', { maxPixels: MAX });
    expect((await pixelsOf(stored)).data.equals((await pixelsOf(palette)).data)).toBe(true);
  });

  it('refuses decompression bombs and damaged files with ImageRejected', async () => {
    const good = await pngOf(4, 4);
    await expect(
      reencodeImage(withClaimedSize(good, 20_000, 20_000), 'image/png', { maxPixels: MAX }),
    ).rejects.toThrow(/megapixels/);
    const badCrc = Buffer.from(good);
    badCrc[good.length - 20] ^= 0xff;
    for (const bytes of [
      badCrc,
      good.subarray(0, good.length - 30),
      Buffer.concat([good.subarray(0, 8), Buffer.from('not a chunk at all')]),
      // A JPEG labelled as a PNG: the sniffed type and the decoder must agree.
      await jpegOf(4, 4),
    ]) {
      await expect(reencodeImage(bytes, 'image/png', { maxPixels: MAX })).rejects.toThrow(ImageRejected);
    }
  });
});

describe('JPEG re-encoding', () => {
  it('drops EXIF, comments and trailing bytes and keeps the picture close', async () => {
    const upload = await taggedJpeg(32, 24, 1);
    expect(has(upload, 'GPS')).toBe(true);
    const stored = await reencodeImage(upload, 'image/jpeg', { maxPixels: MAX });
    for (const needle of ['Exif', 'GPS', 'camera owner', 'hidden zip']) {
      expect([needle, has(stored, needle)]).toEqual([needle, false]);
    }
    expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    const [before, after] = [await pixelsOf(upload), await pixelsOf(stored)];
    expect([after.width, after.height]).toEqual([32, 24]);
    let diff = 0;
    for (let i = 0; i < before.data.length; i += 1)
      if (i % 4 !== 3) diff += Math.abs(after.data[i]! - before.data[i]!);
    expect(diff / ((before.data.length / 4) * 3)).toBeLessThan(8);
  });

  it('applies the EXIF orientation to the pixels before dropping it', async () => {
    const stored = await reencodeImage(await taggedJpeg(32, 16, 6), 'image/jpeg', { maxPixels: MAX });
    const image = await pixelsOf(stored);
    expect([image.width, image.height]).toEqual([16, 32]);
    // Rotated 90 degrees clockwise: the source's top-left (red-ish, green-ish) is now at the top right.
    const topRight = image.data.subarray((16 - 1) * 4, 16 * 4);
    expect(topRight[0]).toBeGreaterThan(150);
    expect(topRight[1]).toBeGreaterThan(150);
  });

  it('refuses damaged JPEGs and ones over the pixel cap', async () => {
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
    await expect(reencodeImage(junk, 'image/jpeg', { maxPixels: MAX })).rejects.toThrow(ImageRejected);
    const good = await jpegOf(64, 64);
    await expect(
      reencodeImage(good.subarray(0, good.length / 2), 'image/jpeg', { maxPixels: MAX }),
    ).rejects.toThrow(ImageRejected);
    await expect(reencodeImage(good, 'image/jpeg', { maxPixels: 1000 })).rejects.toThrow(/megapixels/);
  });
});

describe('the proof image decoding queue', () => {
  it('decodes one image at a time and refuses images beyond its bound instead of queueing them', async () => {
    const queue = { maxQueued: 2, maxWaitMs: 60_000 };
    const image = await pngOf(64, 64);
    const jobs = Array.from({ length: 6 }, () =>
      reencodeQueued(image, 'image/png', { maxPixels: 1_000_000 }, queue),
    );
    // The first runs, two wait, three are refused at once.
    expect(decodeQueueLength()).toBe(2);
    const results = await Promise.allSettled(jobs);
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof DecodeBusy,
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(3);
    expect(decodeQueueLength()).toBe(0);
    // Once the queue has drained, images are accepted again.
    await expect(reencodeQueued(image, 'image/png', { maxPixels: 1_000_000 }, queue)).resolves.toBeInstanceOf(
      Buffer,
    );
  });

  it('refuses an image that waited longer than its bound, without decoding it', async () => {
    const big = await pngOf(1500, 1500);
    const first = reencodeQueued(big, 'image/png', { maxPixels: MAX }, { maxQueued: 5, maxWaitMs: 60_000 });
    const late = reencodeQueued(big, 'image/png', { maxPixels: MAX }, { maxQueued: 5, maxWaitMs: 1 });
    await expect(late).rejects.toBeInstanceOf(DecodeBusy);
    await expect(first).resolves.toBeInstanceOf(Buffer);
  });
});
