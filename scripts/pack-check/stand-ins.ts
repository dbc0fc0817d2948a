/**
 * What pack:check packs with, since the real one cannot be downloaded on this machine: a stand-in
 * Electron distribution, labelled in its contents, which cannot run. (The SQLite library's binary
 * is the package's own prebuild, the real one.)
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
