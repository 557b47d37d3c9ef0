import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import {
  ImageRejected,
  decodeJpeg,
  decodePng,
  encodePngRgba,
  exifOrientation,
  reencodeImage,
} from './image-reencode';

const MAX = 40_000_000;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + body.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 4 + body.length);
  return out;
};

const ihdr = (width: number, height: number, depth: number, colourType: number, interlace = 0) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colourType, 0, 0, interlace], 8);
  return chunk('IHDR', header);
};

/**
 * An independent test encoder: packs samples (already at `depth` bits) row by row with filter 0, one pass or
 * the seven Adam7 passes, so the decoder is checked against a layout it did not write.
 */
function pngOf(options: {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  channels: number;
  sample: (x: number, y: number, channel: number) => number;
  interlace?: boolean;
  extra?: Buffer[];
}): Buffer {
  const { width, height, depth, channels, sample } = options;
  const passes = options.interlace
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  const rows: number[] = [];
  for (const [x0, y0, dx, dy] of passes as Array<[number, number, number, number]>) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    for (let py = 0; py < h; py += 1) {
      rows.push(0);
      let bits = 0;
      let acc = 0;
      for (let px = 0; px < w; px += 1) {
        for (let c = 0; c < channels; c += 1) {
          const value = sample(x0 + px * dx, y0 + py * dy, c);
          if (depth === 16) rows.push(value >> 8, value & 0xff);
          else if (depth === 8) rows.push(value);
          else {
            acc = (acc << depth) | value;
            bits += depth;
            if (bits === 8) {
              rows.push(acc);
              acc = 0;
              bits = 0;
            }
          }
        }
      }
      if (bits > 0) rows.push(acc << (8 - bits));
    }
  }
  return Buffer.concat([
    SIGNATURE,
    ihdr(width, height, depth, options.colourType, options.interlace ? 1 : 0),
    ...(options.extra ?? []),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rgbSample = (x: number, y: number, c: number) => [(x * 37) & 255, (y * 53) & 255, (x * y) & 255][c]!;

/** The chunk types of a PNG, in order. */
const chunkTypes = (png: Buffer) => {
  const types: string[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
};

describe('PNG re-encoding', () => {
  it('keeps the pixels and drops text chunks, EXIF and bytes after IEND', () => {
    const original = pngOf({
      width: 13,
      height: 7,
      depth: 8,
      colourType: 2,
      channels: 3,
      sample: rgbSample,
      extra: [
        chunk('tEXt', Buffer.from('Comment\0secret location 10.1,20.2', 'latin1')),
        chunk('eXIf', Buffer.from('MM\0*\0\0\0\x08', 'latin1')),
      ],
    });
    const upload = Buffer.concat([original, Buffer.from('<?php echo "polyglot"; ?>')]);
    const stored = reencodeImage(upload, 'image/png', { maxPixels: MAX });
    expect(chunkTypes(stored)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(stored.includes(Buffer.from('secret'))).toBe(false);
    expect(stored.includes(Buffer.from('polyglot'))).toBe(false);
    const before = decodePng(original, MAX);
    const after = decodePng(stored, MAX);
    expect([after.width, after.height]).toEqual([13, 7]);
    expect(Buffer.from(after.data).equals(Buffer.from(before.data))).toBe(true);
    expect(before.data[4 * 3]).toBe(rgbSample(3, 0, 0));
  });

  it('reads 16-bit, interlaced, palette with transparency and 1-bit grey the same as their pixels', () => {
    const cases = [
      {
        name: '16-bit RGBA',
        png: pngOf({
          width: 9,
          height: 5,
          depth: 16,
          colourType: 6,
          channels: 4,
          sample: (x, y, c) => (c === 3 ? 0x8000 + x : (rgbSample(x, y, c) << 8) | 0x7f),
        }),
        pixel: (x: number, y: number) => [rgbSample(x, y, 0), rgbSample(x, y, 1), rgbSample(x, y, 2), 0x80],
      },
      {
        name: 'interlaced RGB',
        png: pngOf({
          width: 11,
          height: 10,
          depth: 8,
          colourType: 2,
          channels: 3,
          sample: rgbSample,
          interlace: true,
        }),
        pixel: (x: number, y: number) => [rgbSample(x, y, 0), rgbSample(x, y, 1), rgbSample(x, y, 2), 255],
      },
      {
        name: '2-bit palette with tRNS',
        png: pngOf({
          width: 7,
          height: 3,
          depth: 2,
          colourType: 3,
          channels: 1,
          sample: (x, y) => (x + y) % 3,
          extra: [
            chunk('PLTE', Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255])),
            chunk('tRNS', Buffer.from([0, 255])),
          ],
        }),
        pixel: (x: number, y: number) =>
          [
            [255, 0, 0, 0],
            [0, 255, 0, 255],
            [0, 0, 255, 255],
          ][(x + y) % 3]!,
      },
      {
        name: '1-bit grey, interlaced',
        png: pngOf({
          width: 10,
          height: 9,
          depth: 1,
          colourType: 0,
          channels: 1,
          sample: (x, y) => (x + y) & 1,
          interlace: true,
        }),
        pixel: (x: number, y: number) => {
          const v = (x + y) & 1 ? 255 : 0;
          return [v, v, v, 255];
        },
      },
    ];
    for (const { name, png, pixel } of cases) {
      const stored = reencodeImage(png, 'image/png', { maxPixels: MAX });
      expect(chunkTypes(stored)).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(stored[24]).toBe(8); // 8 bits per sample
      expect(stored[28]).toBe(0); // not interlaced
      const image = decodePng(stored, MAX);
      for (let y = 0; y < image.height; y += 1) {
        for (let x = 0; x < image.width; x += 1) {
          const at = (y * image.width + x) * 4;
          expect([name, x, y, ...image.data.subarray(at, at + 4)]).toEqual([name, x, y, ...pixel(x, y)]);
        }
      }
    }
  });

  it('round-trips every filter type through its own encoder', () => {
    const width = 40;
    const height = 30;
    const data = new Uint8Array(width * height * 4);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 7 + (i >> 6) * 13) & 255;
    const png = encodePngRgba({ width, height, data });
    expect(Buffer.from(decodePng(png, MAX).data).equals(Buffer.from(data))).toBe(true);
  });

  it('refuses decompression bombs and damaged files with ImageRejected', () => {
    const huge = Buffer.concat([SIGNATURE, ihdr(20_000, 20_000, 8, 2), chunk('IEND', Buffer.alloc(0))]);
    expect(() => reencodeImage(huge, 'image/png', { maxPixels: MAX })).toThrow(/megapixels/);
    // A header of 10x10 whose data inflates to 50 MB: stopped at the promised size.
    const bomb = Buffer.concat([
      SIGNATURE,
      ihdr(10, 10, 8, 2),
      chunk('IDAT', deflateSync(Buffer.alloc(50_000_000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(() => reencodeImage(bomb, 'image/png', { maxPixels: MAX })).toThrow(ImageRejected);
    const good = pngOf({ width: 4, height: 4, depth: 8, colourType: 2, channels: 3, sample: rgbSample });
    const badCrc = Buffer.from(good);
    badCrc[good.length - 20] ^= 0xff;
    for (const bytes of [
      badCrc,
      good.subarray(0, good.length - 30),
      Buffer.concat([SIGNATURE, Buffer.from('not a chunk at all')]),
      Buffer.concat([SIGNATURE, ihdr(4, 4, 3, 2), chunk('IEND', Buffer.alloc(0))]),
    ]) {
      expect(() => reencodeImage(bytes, 'image/png', { maxPixels: MAX })).toThrow(ImageRejected);
    }
  });
});

/** A JPEG with an EXIF APP1 (orientation and a GPS-like text) and a comment inserted after SOI. */
function jpegWithExif(
  width: number,
  height: number,
  orientation: number,
): { bytes: Buffer; pixels: Uint8Array } {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      pixels.set([x < width / 2 ? 220 : 30, y < height / 2 ? 200 : 40, 90, 255], at);
    }
  }
  const encoded = jpeg.encode({ width, height, data: pixels }, 95).data;
  const tiff = Buffer.alloc(26 + 20);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.write('GPS 10.77N 106.70E', 26, 'latin1');
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(exif.length + 2, 2);
  const comment = Buffer.from('camera owner: someone', 'latin1');
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(comment.length + 2, 2);
  return {
    bytes: Buffer.concat([encoded.subarray(0, 2), app1, exif, com, comment, encoded.subarray(2)]),
    pixels,
  };
}

describe('JPEG re-encoding', () => {
  it('drops EXIF, comments and trailing bytes and keeps the picture close', () => {
    const { bytes, pixels } = jpegWithExif(32, 24, 1);
    expect(decodeJpegExif(bytes)?.length).toBeGreaterThan(20);
    expect(exifOrientation(decodeJpegExif(bytes))).toBe(1);
    const upload = Buffer.concat([bytes, Buffer.from('PK\x03\x04 hidden zip')]);
    const stored = reencodeImage(upload, 'image/jpeg', { maxPixels: MAX });
    for (const needle of ['Exif', 'GPS', 'camera owner', 'hidden zip']) {
      expect([needle, stored.includes(Buffer.from(needle, 'latin1'))]).toEqual([needle, false]);
    }
    expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    const after = jpeg.decode(stored, { useTArray: true, formatAsRGBA: true });
    expect([after.width, after.height]).toEqual([32, 24]);
    let diff = 0;
    for (let i = 0; i < pixels.length; i += 1) if (i % 4 !== 3) diff += Math.abs(after.data[i]! - pixels[i]!);
    expect(diff / ((pixels.length / 4) * 3)).toBeLessThan(8);
  });

  it('applies the EXIF orientation to the pixels before dropping it', () => {
    const { bytes } = jpegWithExif(32, 16, 6);
    const image = decodeJpeg(bytes, MAX);
    expect([image.width, image.height]).toEqual([16, 32]);
    // Rotated 90 degrees clockwise: the source's top-left (red-ish, green-ish) is now at the top right.
    const topRight = image.data.subarray((16 - 1) * 4, 16 * 4);
    expect(topRight[0]).toBeGreaterThan(150);
    expect(topRight[1]).toBeGreaterThan(150);
  });

  it('refuses damaged JPEGs and ones over the pixel cap', () => {
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
    expect(() => reencodeImage(junk, 'image/jpeg', { maxPixels: MAX })).toThrow(ImageRejected);
    const { bytes } = jpegWithExif(64, 64, 1);
    expect(() => reencodeImage(bytes, 'image/jpeg', { maxPixels: 1000 })).toThrow(/megapixels|damaged/);
  });
});

/** The EXIF block jpeg-js sees, to prove the fixture carries one. */
function decodeJpegExif(bytes: Buffer): Uint8Array | undefined {
  return (jpeg.decode(bytes, { useTArray: true }) as unknown as { exifBuffer?: Uint8Array }).exifBuffer;
}
