/**
 * The committed icons (`npm run icons`) are up to date with build/icon.svg, at the sizes each OS
 * wants, and the ICO and ICNS hold exactly the committed PNGs' pictures. Nothing is redrawn here:
 * the check is that the files are what the generator makes from this SVG.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeOwnPng,
  encodeIcns,
  encodeIco,
  encodePng,
  ICO_PNG_FROM,
  readIcns,
  readIco,
  readPngInfo,
} from '../../scripts/icons/formats';
import {
  ICNS_FILE,
  ICNS_TYPES,
  ICO_FILE,
  ICO_SIZES,
  PNG_DIR,
  PNG_SIZES,
  pngFile,
  SOURCE_SVG,
  STAMP_FILE,
  type IconSize,
  type IconStamp,
} from '../../scripts/icons/layout';

const png = (size: IconSize): Buffer => readFileSync(pngFile(size));

describe('the generated icons', () => {
  it('were made from the current build/icon.svg (otherwise run `npm run icons`)', () => {
    const stamp = JSON.parse(readFileSync(STAMP_FILE, 'utf8')) as IconStamp;
    expect(stamp.sha256).toBe(createHash('sha256').update(readFileSync(SOURCE_SVG)).digest('hex'));
  });

  it('include a square RGBA PNG at every size from 16 to 1024, and no other size', () => {
    for (const size of PNG_SIZES) expect(readPngInfo(png(size))).toEqual({ width: size, height: size, colourType: 6 });
    const sizedFiles = readdirSync(PNG_DIR).filter((name) => /^\d+x\d+\.png$/.test(name));
    expect(sizedFiles.sort()).toEqual(PNG_SIZES.map((size) => `${size}x${size}.png`).sort());
  });

  it('draw the tile: transparent corners, an opaque middle', () => {
    for (const size of PNG_SIZES) {
      const { pixels } = decodeOwnPng(png(size));
      const alpha = (x: number, y: number): number => pixels[(y * size + x) * 4 + 3] ?? -1;
      expect(alpha(0, 0), `${size}px corner`).toBe(0);
      expect(alpha(size >> 1, size >> 1), `${size}px middle`).toBe(255);
    }
  });

  it('icon.ico: 16 to 256 for Windows, bitmaps below 256, made from the committed PNGs', () => {
    const ico = readFileSync(ICO_FILE);
    expect(readIco(ico).map(({ size, format }) => [size, format])).toEqual(
      ICO_SIZES.map((size) => [size, size >= ICO_PNG_FROM ? 'png' : 'bmp']),
    );
    const rebuilt = encodeIco(ICO_SIZES.map((size) => ({ image: decodeOwnPng(png(size)), png: png(size) })));
    expect(rebuilt.equals(ico)).toBe(true);
  });

  it("icon.icns: Apple's PNG entries from 16 to 1024 with the @2x ones, made from the committed PNGs", () => {
    const icns = readFileSync(ICNS_FILE);
    expect(readIcns(icns).map(({ type, png: data }) => [type, readPngInfo(data).width])).toEqual(ICNS_TYPES);
    expect(encodeIcns(ICNS_TYPES.map(([type, size]) => ({ type, png: png(size) }))).equals(icns)).toBe(true);
  });
});

describe('the icon formats', () => {
  const image = { size: 2, pixels: Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 9, 9, 9, 255]) };

  it('round-trip an RGBA picture through PNG', () => {
    expect(decodeOwnPng(encodePng(image)).pixels).toEqual(image.pixels);
  });

  it('store ICO bitmaps bottom-up in BGRA with a mask marking the transparent pixels', () => {
    const [entry] = readIco(encodeIco([{ image, png: Buffer.alloc(0) }]));
    expect(entry?.format).toBe('bmp');
    const data = entry?.data ?? Buffer.alloc(0);
    expect(data.readInt32LE(8)).toBe(4); // twice the height: colour, then mask
    // Bottom row first: (0,1) blue and transparent, (1,1) grey; then the top row: red, green.
    expect([...data.subarray(40, 56)]).toEqual([255, 0, 0, 0, 9, 9, 9, 255, 0, 0, 255, 255, 0, 255, 0, 128]);
    expect(data[56]).toBe(0b1000_0000); // the mask's bottom row: its first pixel is transparent
  });

  it('refuse files that are not what they claim', () => {
    expect(() => readPngInfo(Buffer.from('GIF89a-----------------------'))).toThrow(/not a PNG/);
    expect(() => readIcns(Buffer.from('icnx\0\0\0\x08'))).toThrow(/not an ICNS/);
  });
});
