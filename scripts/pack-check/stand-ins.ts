/**
 * What pack:check packs with, since neither can be made on this machine: a stand-in Electron
 * distribution (the Electron binary cannot be downloaded here) and, when no real one was built,
 * a placeholder for the Electron build of the SQLite library (the Electron headers cannot be
 * downloaded either; scripts/build-electron-native.mjs says so). Both are labelled in their
 * contents and neither can run.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FuseState, SENTINEL } from '@electron/fuses/dist/constants';
import { FUSE_NAMES, REQUIRED_FUSES, WIRE_INDEX } from '../packaging/fuses';

/**
 * A Linux Electron distribution as electron-builder needs it for the `dir` target: an executable
 * named `electron` (electron-builder renames it after the app). Real Electron binaries carry a
 * fuse wire after a sentinel that @electron/fuses looks for; the stand-in carries one too, with
 * every fuse ClaimDesk sets in the opposite state, so that pack:check can see electron-builder
 * flip each of them in the packaged executable.
 */
export function writeStandInElectron(dir: string): void {
  const wire = Buffer.alloc(8, FuseState.DISABLE);
  for (const name of FUSE_NAMES) wire[WIRE_INDEX[name]] = REQUIRED_FUSES[name] ? FuseState.DISABLE : FuseState.ENABLE;
  const script = [
    '#!/bin/sh',
    'echo "Stand-in for Electron written by npm run pack:check (scripts/pack-check): not a runnable app." >&2',
    'exit 1',
    '# The fuse wire as Electron lays it out: sentinel, wire version 1, number of fuses, one byte per fuse.',
    '# ',
  ].join('\n');
  mkdirSync(dir, { recursive: true });
  const executable = join(dir, 'electron');
  writeFileSync(
    executable,
    Buffer.concat([Buffer.from(script), Buffer.from(SENTINEL), Buffer.from([1, wire.length]), wire, Buffer.from('\n')]),
  );
  chmodSync(executable, 0o755);
}

export const PLACEHOLDER_LABEL = 'PLACEHOLDER written by npm run pack:check';

export function isPlaceholder(file: string): boolean {
  return readFileSync(file).subarray(0, PLACEHOLDER_LABEL.length).toString('latin1') === PLACEHOLDER_LABEL;
}

/**
 * Makes sure electron-builder finds a file where the Electron build of the SQLite library
 * (better-sqlite3-multiple-ciphers) goes, so the layout can be checked. A real build there is used as it is; a placeholder is removed afterwards.
 */
export function provideNativeModule(file: string): { readonly placeholder: boolean; readonly remove: () => void } {
  if (existsSync(file) && !isPlaceholder(file)) return { placeholder: false, remove: () => undefined };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${PLACEHOLDER_LABEL}: not a native module. The real one is built by scripts/build-electron-native.mjs ` +
      'on a machine that can reach the Electron headers.\n',
  );
  return { placeholder: true, remove: () => rmSync(file, { force: true }) };
}
