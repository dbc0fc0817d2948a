/**
 * `npm run icons`: every icon the installers use, from build/icon.svg. The results are
 * committed (CI and the release workflow do not regenerate them); test/packaging/icons.test.ts
 * fails when the SVG changed and this was not run again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { encodeIcns, encodeIco, encodePng, type Rgba } from './formats';
import {
  BUILD_DIR,
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
} from './layout';
import { renderSvg } from './render';

interface Rendered {
  readonly image: Rgba;
  readonly png: Buffer;
}

async function main(): Promise<void> {
  const svg = readFileSync(SOURCE_SVG);
  const images = await renderSvg(svg.toString('utf8'), PNG_SIZES);
  const rendered = new Map<number, Rendered>();
  for (const image of images) rendered.set(image.size, { image, png: encodePng(image) });
  const at = (size: IconSize): Rendered => {
    const found = rendered.get(size);
    if (found === undefined) throw new Error(`no ${size}px rendering`);
    return found;
  };

  mkdirSync(PNG_DIR, { recursive: true });
  for (const size of PNG_SIZES) writeFileSync(pngFile(size), at(size).png);
  writeFileSync(ICO_FILE, encodeIco(ICO_SIZES.map(at)));
  writeFileSync(ICNS_FILE, encodeIcns(ICNS_TYPES.map(([type, size]) => ({ type, png: at(size).png }))));
  const stamp: IconStamp = {
    source: relative(BUILD_DIR, SOURCE_SVG),
    sha256: createHash('sha256').update(svg).digest('hex'),
  };
  writeFileSync(STAMP_FILE, `${JSON.stringify(stamp, null, 2)}\n`);
  console.log(`Wrote ${PNG_SIZES.length} PNGs, icon.ico (${ICO_SIZES.join(', ')}) and icon.icns from icon.svg.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
