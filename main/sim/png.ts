/**
 * Encodes small RGB images as real PNG files (signature, IHDR, IDAT, IEND, each
 * chunk with its CRC-32), and draws the members' identicon avatars with it.
 */
import { deflateSync } from 'node:zlib';
import type { Prng } from './prng';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

type Rgb = readonly [number, number, number];

/** A truecolour (8-bit RGB) PNG whose pixel (x, y) is `pixel(x, y)`. */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = y * stride + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, filter 0, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const AVATAR_SIZE = 48;
const GRID = 5;
const MARGIN = 4;
const CELL = (AVATAR_SIZE - 2 * MARGIN) / GRID;

/** A 48×48 mirrored 5×5 identicon in a colour drawn from `prng`, as a PNG data URI. */
export function identiconDataUri(prng: Prng): string {
  const hue = prng.int(0, 359);
  const ink = hslToRgb(hue, 0.55, 0.45);
  const paper: Rgb = [240, 240, 236];
  const filled: boolean[] = [];
  for (let row = 0; row < GRID; row++) {
    for (let col = 0; col < Math.ceil(GRID / 2); col++) filled[row * GRID + col] = prng.chance(0.5);
  }
  const png = encodePng(AVATAR_SIZE, AVATAR_SIZE, (x, y) => {
    const col = Math.floor((x - MARGIN) / CELL);
    const row = Math.floor((y - MARGIN) / CELL);
    if (col < 0 || row < 0 || col >= GRID || row >= GRID) return paper;
    const mirrored = Math.min(col, GRID - 1 - col);
    return filled[row * GRID + mirrored] ? ink : paper;
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}
