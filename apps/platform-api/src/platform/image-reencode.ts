import { deflateSync, inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/**
 * Re-encoding of uploaded images: what is stored is the decoded pixels written again by our own encoder,
 * never the bytes the client sent. Metadata (text chunks, EXIF, ICC profiles, comments), data after the end
 * of the image and anything a polyglot hides around the pixels are dropped by construction.
 */

/** A file that cannot be turned into pixels; the message is safe to show to the client. */
export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

/** Decoded pixels: 4 bytes (R, G, B, A) per pixel, row-major. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface ReencodeOptions {
  /** Largest decoded width x height accepted (decompression bombs are refused before inflating). */
  maxPixels: number;
  /** JPEG quality 1-100. */
  jpegQuality?: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const crcTable = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

const crc32 = (bytes: Uint8Array, start = 0, end = bytes.length): number => {
  let c = -1;
  for (let i = start; i < end; i += 1) c = crcTable[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ -1) >>> 0;
};

const broken = () => new ImageRejected('The image file is damaged or not a png/jpg image');
const tooLarge = (maxPixels: number) =>
  new ImageRejected(`The image is larger than ${maxPixels / 1_000_000} megapixels`);

/** Bit depths allowed per PNG colour type (PNG 1.2, table 11.1). */
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
};

/** Reverses the per-row filters of one (sub-)image in place. */
function unfilter(raw: Uint8Array, offset: number, rows: number, stride: number, bpp: number): void {
  for (let y = 0; y < rows; y += 1) {
    const line = offset + y * (stride + 1);
    const type = raw[line]!;
    const at = line + 1;
    const prev = y === 0 ? -1 : at - (stride + 1);
    for (let x = 0; x < stride; x += 1) {
      const a = x >= bpp ? raw[at + x - bpp]! : 0;
      const b = prev >= 0 ? raw[prev + x]! : 0;
      const c = prev >= 0 && x >= bpp ? raw[prev + x - bpp]! : 0;
      let predictor: number;
      switch (type) {
        case 0:
          predictor = 0;
          break;
        case 1:
          predictor = a;
          break;
        case 2:
          predictor = b;
          break;
        case 3:
          predictor = (a + b) >>> 1;
          break;
        case 4:
          predictor = paeth(a, b, c);
          break;
        default:
          throw broken();
      }
      raw[at + x] = (raw[at + x]! + predictor) & 0xff;
    }
  }
}

interface PngInfo {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlaced: boolean;
  palette: Buffer | null;
  transparency: Buffer | null;
  data: Buffer;
}

/** Reads the chunks (CRC checked) up to IEND; everything after IEND is ignored. */
function readPngChunks(bytes: Buffer, maxPixels: number): PngInfo {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(SIGNATURE)) throw broken();
  let offset = 8;
  let header: Omit<PngInfo, 'palette' | 'transparency' | 'data'> | null = null;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (!ended) {
    if (offset + 12 > bytes.length) throw broken();
    const length = bytes.readUInt32BE(offset);
    if (length > 0x7fffffff || offset + 12 + length > bytes.length) throw broken();
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes, offset + 4, offset + 8 + length) !== bytes.readUInt32BE(offset + 8 + length)) {
      throw broken();
    }
    offset += 12 + length;
    if (!header && type !== 'IHDR') throw broken();
    switch (type) {
      case 'IHDR': {
        if (header || length !== 13) throw broken();
        const width = data.readUInt32BE(0);
        const height = data.readUInt32BE(4);
        const [depth, colourType, compression, filter, interlace] = data.subarray(8, 13);
        if (!width || !height || width > 0x7fffffff || height > 0x7fffffff) throw broken();
        if (!DEPTHS[colourType!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) {
          throw broken();
        }
        if (width * height > maxPixels) throw tooLarge(maxPixels);
        header = { width, height, depth: depth!, colourType: colourType!, interlaced: interlace === 1 };
        break;
      }
      case 'PLTE':
        if (length === 0 || length % 3 !== 0 || length > 768) throw broken();
        palette = data;
        break;
      case 'tRNS':
        transparency = data;
        break;
      case 'IDAT':
        idat.push(data);
        break;
      case 'IEND':
        ended = true;
        break;
      default:
        // An unknown critical chunk (upper-case first letter) changes how pixels read: refuse it.
        if ((type.charCodeAt(0) & 0x20) === 0) throw broken();
    }
  }
  if (!header || idat.length === 0) throw broken();
  if (header.colourType === 3 && !palette) throw broken();
  return { ...header, palette, transparency, data: Buffer.concat(idat) };
}

/** Decodes any standard PNG (every colour type and bit depth, interlaced or not) to 8-bit RGBA. */
export function decodePng(bytes: Buffer, maxPixels: number): Rgba & { grey: boolean; alpha: boolean } {
  const png = readPngChunks(bytes, maxPixels);
  const { width, height, depth, colourType } = png;
  const channels = CHANNELS[colourType]!;
  const bitsPerPixel = channels * depth;
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const passes = png.interlaced
    ? ADAM7.map(([x0, y0, dx, dy]) => ({
        x0,
        y0,
        dx,
        dy,
        w: Math.ceil((width - x0) / dx),
        h: Math.ceil((height - y0) / dy),
      })).filter((pass) => pass.w > 0 && pass.h > 0)
    : [{ x0: 0, y0: 0, dx: 1, dy: 1, w: width, h: height }];
  const expected = passes.reduce((total, p) => total + p.h * (Math.ceil((p.w * bitsPerPixel) / 8) + 1), 0);
  let raw: Buffer;
  try {
    // The output is capped at the size the header promises: a bomb stops there instead of filling memory.
    raw = inflateSync(png.data, { maxOutputLength: Math.max(1, expected) });
  } catch {
    throw broken();
  }
  if (raw.length !== expected) throw broken();

  const out = new Uint8Array(width * height * 4);
  const max = (1 << depth) - 1;
  const scale = (value: number) => (depth === 16 ? value >>> 8 : depth === 8 ? value : (value * 255) / max);
  const trns = png.transparency;
  const key =
    trns && colourType === 0 && trns.length >= 2
      ? [trns.readUInt16BE(0)]
      : trns && colourType === 2 && trns.length >= 6
        ? [trns.readUInt16BE(0), trns.readUInt16BE(2), trns.readUInt16BE(4)]
        : null;
  const palette = png.palette;
  const paletteSize = palette ? palette.length / 3 : 0;
  let alpha = colourType === 4 || colourType === 6 || key !== null;

  let offset = 0;
  for (const pass of passes) {
    const stride = Math.ceil((pass.w * bitsPerPixel) / 8);
    unfilter(raw, offset, pass.h, stride, bpp);
    const sample = (line: number, index: number): number => {
      if (depth === 8) return raw[line + index]!;
      if (depth === 16) return (raw[line + index * 2]! << 8) | raw[line + index * 2 + 1]!;
      const bit = index * depth;
      return (raw[line + (bit >> 3)]! >> (8 - depth - (bit & 7))) & max;
    };
    for (let y = 0; y < pass.h; y += 1) {
      const line = offset + y * (stride + 1) + 1;
      for (let x = 0; x < pass.w; x += 1) {
        const target = ((pass.y0 + y * pass.dy) * width + pass.x0 + x * pass.dx) * 4;
        const s = x * channels;
        let r: number;
        let g: number;
        let b: number;
        let a = 255;
        if (colourType === 3) {
          const index = sample(line, s);
          if (index >= paletteSize) throw broken();
          r = palette![index * 3]!;
          g = palette![index * 3 + 1]!;
          b = palette![index * 3 + 2]!;
          if (trns && index < trns.length) a = trns[index]!;
        } else if (colourType === 0 || colourType === 4) {
          const grey = sample(line, s);
          r = g = b = scale(grey);
          if (colourType === 4) a = scale(sample(line, s + 1));
          else if (key && grey === key[0]) a = 0;
        } else {
          const [rr, gg, bb] = [sample(line, s), sample(line, s + 1), sample(line, s + 2)];
          r = scale(rr);
          g = scale(gg);
          b = scale(bb);
          if (colourType === 6) a = scale(sample(line, s + 3));
          else if (key && rr === key[0] && gg === key[1] && bb === key[2]) a = 0;
        }
        out[target] = r;
        out[target + 1] = g;
        out[target + 2] = b;
        out[target + 3] = a;
      }
    }
    offset += pass.h * (stride + 1);
  }
  if (colourType === 3) alpha = Boolean(trns && trns.some((value, i) => i < paletteSize && value < 255));
  return { width, height, data: out, grey: colourType === 0 || colourType === 4, alpha };
}

const chunk = (type: string, data: Buffer): Buffer => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
};

/**
 * Encodes 8-bit pixels as a PNG of IHDR, IDAT and IEND only, each row filtered with the filter that gives
 * the smallest sum of absolute differences (the usual heuristic).
 */
export function encodePngRgba(image: Rgba, options: { grey?: boolean; alpha?: boolean } = {}): Buffer {
  const { width, height, data } = image;
  const grey = options.grey ?? false;
  const alpha = options.alpha ?? true;
  const channels = (grey ? 1 : 3) + (alpha ? 1 : 0);
  const colourType = grey ? (alpha ? 4 : 0) : alpha ? 6 : 2;
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let i = 0, o = 0; i < width * height; i += 1) {
    pixels[o++] = data[i * 4]!;
    if (!grey) {
      pixels[o++] = data[i * 4 + 1]!;
      pixels[o++] = data[i * 4 + 2]!;
    }
    if (alpha) pixels[o++] = data[i * 4 + 3]!;
  }
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    const prev = row - stride;
    let bestScore = Infinity;
    for (let type = 0; type < 5; type += 1) {
      let score = 0;
      for (let x = 0; x < stride; x += 1) {
        const value = pixels[row + x]!;
        const a = x >= channels ? pixels[row + x - channels]! : 0;
        const b = y > 0 ? pixels[prev + x]! : 0;
        const c = y > 0 && x >= channels ? pixels[prev + x - channels]! : 0;
        const predictor =
          type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >>> 1 : paeth(a, b, c);
        const filtered = (value - predictor) & 0xff;
        candidate[x] = filtered;
        score += filtered < 128 ? filtered : 256 - filtered;
      }
      if (score < bestScore) {
        bestScore = score;
        raw[y * (stride + 1)] = type;
        raw.set(candidate, y * (stride + 1) + 1);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = colourType;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The EXIF orientation (1-8) of a TIFF block, 1 when absent or unreadable. */
export function exifOrientation(tiff: Uint8Array | undefined): number {
  if (!tiff || tiff.length < 9) return 1;
  // jpeg-js hands over the APP1 data from the second NUL of "Exif\0\0": skip it when present.
  const skip = tiff[0] === 0 ? 1 : 0;
  const view = Buffer.from(tiff.buffer, tiff.byteOffset + skip, tiff.byteLength - skip);
  const marker = view.toString('latin1', 0, 2);
  if (marker !== 'II' && marker !== 'MM') return 1;
  const little = marker === 'II';
  const u16 = (at: number) => (little ? view.readUInt16LE(at) : view.readUInt16BE(at));
  const u32 = (at: number) => (little ? view.readUInt32LE(at) : view.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > view.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Applies an EXIF orientation to the pixels, so the stored image looks as the phone showed it. */
export function orient(image: Rgba, orientation: number): Rgba {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const out = new Uint8Array(data.length);
  const src = new Uint32Array(data.buffer, data.byteOffset, w * h);
  const dst = new Uint32Array(out.buffer, out.byteOffset, w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let tx: number;
      let ty: number;
      switch (orientation) {
        case 2:
          [tx, ty] = [w - 1 - x, y];
          break;
        case 3:
          [tx, ty] = [w - 1 - x, h - 1 - y];
          break;
        case 4:
          [tx, ty] = [x, h - 1 - y];
          break;
        case 5:
          [tx, ty] = [y, x];
          break;
        case 6:
          [tx, ty] = [h - 1 - y, x];
          break;
        case 7:
          [tx, ty] = [h - 1 - y, w - 1 - x];
          break;
        default:
          [tx, ty] = [y, w - 1 - x];
      }
      dst[ty * width + tx] = src[y * w + x]!;
    }
  }
  return { width, height, data: out };
}

/** Decodes a JPEG (baseline or progressive) to RGBA, honouring the EXIF orientation. */
export function decodeJpeg(bytes: Buffer, maxPixels: number): Rgba {
  let decoded: { width: number; height: number; data: Uint8Array; exifBuffer?: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: Math.max(256, Math.ceil((maxPixels * 12) / 1_048_576)),
    });
  } catch (error) {
    if (/maxResolutionInMP|maxMemoryUsageInMB/.test(String((error as Error)?.message))) {
      throw tooLarge(maxPixels);
    }
    throw broken();
  }
  if (!decoded.width || !decoded.height || decoded.data.length !== decoded.width * decoded.height * 4) {
    throw broken();
  }
  return orient(
    { width: decoded.width, height: decoded.height, data: decoded.data },
    exifOrientation(decoded.exifBuffer),
  );
}

/**
 * Decodes the image and encodes its pixels again: PNG to a PNG of IHDR/IDAT/IEND (8 bits per sample),
 * JPEG to a baseline JPEG at `jpegQuality` (default 85). Throws ImageRejected for a damaged, unsupported or
 * too large image.
 */
export function reencodeImage(
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg',
  options: ReencodeOptions,
): Buffer {
  if (contentType === 'image/png') {
    const image = decodePng(bytes, options.maxPixels);
    return encodePngRgba(image, { grey: image.grey, alpha: image.alpha });
  }
  const image = decodeJpeg(bytes, options.maxPixels);
  return jpeg.encode(
    { width: image.width, height: image.height, data: image.data },
    options.jpegQuality ?? 85,
  ).data;
}
