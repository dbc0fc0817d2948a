/**
 * The three icon containers the installers need, written and read in plain TypeScript:
 * PNG (RGBA, one IDAT), Windows ICO and Apple ICNS. Readers exist so that the test can
 * check the committed files (sizes, and that the ICO and ICNS hold the committed PNGs).
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** An image as straight (not premultiplied) RGBA bytes, row by row from the top. */
export interface Rgba {
  readonly size: number;
  readonly pixels: Uint8Array;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

export function encodePng({ size, pixels }: Rgba): Buffer {
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PngInfo {
  readonly width: number;
  readonly height: number;
  /** 6 is RGBA. */
  readonly colourType: number;
}

export function readPngInfo(png: Buffer): PngInfo {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG file');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] ?? -1 };
}

/** The RGBA pixels of a PNG this module wrote (RGBA, filter "none" on every row). */
export function decodeOwnPng(png: Buffer): Rgba {
  const { width, height, colourType } = readPngInfo(png);
  if (width !== height || colourType !== 6) throw new Error('not a square RGBA PNG');
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(parts));
  const stride = width * 4;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (stride + 1)] !== 0) throw new Error('PNG row uses a filter this reader does not undo');
    pixels.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride);
  }
  return { size: width, pixels };
}

/**
 * A 32-bit BMP as an ICO entry stores it: the header claims twice the height (colour rows,
 * then the 1-bit transparency mask), rows run from the bottom, channels are BGRA.
 */
function encodeIcoBitmap({ size, pixels }: Rgba): Buffer {
  const maskStride = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12); // planes
  header.writeUInt16LE(32, 14); // bits per pixel
  header.writeUInt32LE(size * size * 4 + maskStride * size, 20);
  const colour = Buffer.alloc(size * size * 4);
  const mask = Buffer.alloc(maskStride * size);
  for (let y = 0; y < size; y++) {
    const row = size - 1 - y;
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = (row * size + x) * 4;
      colour[to] = pixels[from + 2] ?? 0;
      colour[to + 1] = pixels[from + 1] ?? 0;
      colour[to + 2] = pixels[from] ?? 0;
      colour[to + 3] = pixels[from + 3] ?? 0;
      const maskAt = row * maskStride + (x >> 3);
      if (pixels[from + 3] === 0) mask[maskAt] = (mask[maskAt] ?? 0) | (0x80 >> (x & 7));
    }
  }
  return Buffer.concat([header, colour, mask]);
}

export interface IcoImage {
  readonly image: Rgba;
  readonly png: Buffer;
}

/** Sizes below this are stored as bitmaps (what every Windows tool reads), the rest as PNG. */
export const ICO_PNG_FROM = 256;

export function encodeIco(images: readonly IcoImage[]): Buffer {
  const entries = images.map(({ image, png }) => (image.size >= ICO_PNG_FROM ? png : encodeIcoBitmap(image)));
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2); // 1: icon
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ image }, index) => {
    const at = 6 + 16 * index;
    const data = entries[index] ?? Buffer.alloc(0);
    head[at] = image.size >= 256 ? 0 : image.size; // 0 means 256
    head[at + 1] = image.size >= 256 ? 0 : image.size;
    head.writeUInt16LE(1, at + 4); // colour planes
    head.writeUInt16LE(32, at + 6); // bits per pixel
    head.writeUInt32LE(data.length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...entries]);
}

export interface IcoEntry {
  readonly size: number;
  readonly format: 'png' | 'bmp';
  readonly data: Buffer;
}

export function readIco(ico: Buffer): IcoEntry[] {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error('not an ICO file');
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const at = 6 + 16 * index;
    const data = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
    const isPng = data.subarray(0, 8).equals(PNG_SIGNATURE);
    return { size: ico[at] || 256, format: isPng ? 'png' : 'bmp', data };
  });
}

export interface IcnsEntry {
  /** Apple's four-letter type, which says the size (see ICNS_TYPES). */
  readonly type: string;
  readonly png: Buffer;
}

export function encodeIcns(entries: readonly IcnsEntry[]): Buffer {
  const blocks = entries.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + blocks.reduce((sum, block) => sum + block.length, 0), 4);
  return Buffer.concat([head, ...blocks]);
}

export function readIcns(icns: Buffer): IcnsEntry[] {
  if (icns.toString('latin1', 0, 4) !== 'icns' || icns.readUInt32BE(4) !== icns.length) {
    throw new Error('not an ICNS file');
  }
  const entries: IcnsEntry[] = [];
  for (let at = 8; at < icns.length;) {
    const length = icns.readUInt32BE(at + 4);
    entries.push({ type: icns.toString('latin1', at, at + 4), png: icns.subarray(at + 8, at + length) });
    at += length;
  }
  return entries;
}
