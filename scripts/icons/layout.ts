/**
 * Which icon files exist, at which sizes, generated from build/icon.svg by `npm run icons`
 * (scripts/icons/generate.ts) and checked by test/packaging/icons.test.ts.
 */
import { join } from 'node:path';

export const BUILD_DIR = join(__dirname, '..', '..', 'build');
export const SOURCE_SVG = join(BUILD_DIR, 'icon.svg');
/** Linux: electron-builder reads a folder of NxN.png files (electron-builder.yml `linux.icon`). */
export const PNG_DIR = join(BUILD_DIR, 'icons');
export const ICO_FILE = join(BUILD_DIR, 'icon.ico');
export const ICNS_FILE = join(BUILD_DIR, 'icon.icns');
/** The SHA-256 of the SVG the files were made from: how the test knows they are up to date. */
export const STAMP_FILE = join(PNG_DIR, 'source.json');

export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
export type IconSize = (typeof PNG_SIZES)[number];

export const pngFile = (size: IconSize): string => join(PNG_DIR, `${size}x${size}.png`);

/** Windows: the shell's sizes, up to 256 (the largest an ICO entry can declare). */
export const ICO_SIZES: readonly IconSize[] = [16, 24, 32, 48, 64, 128, 256];

/** macOS: Apple's PNG entry types (the @2x ones are the next size up, drawn for Retina screens). */
export const ICNS_TYPES: readonly (readonly [type: string, size: IconSize])[] = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024], // 512@2x
  ['ic11', 32], // 16@2x
  ['ic12', 64], // 32@2x
  ['ic13', 256], // 128@2x
  ['ic14', 512], // 256@2x
];

export interface IconStamp {
  readonly source: string;
  readonly sha256: string;
}
