/**
 * Which native module of the SQLite library (better-sqlite3-multiple-ciphers,
 * main/store/sqlite.ts) to load. Under Node (tests, benchmarks, browser mode) the one
 * npm built in node_modules; under Electron, whose ABI differs, the one
 * scripts/build-electron-native.mjs builds into build/native/electron/ and
 * electron-builder ships as resources/native/electron/. The file keeps the name of the
 * package's build target, better_sqlite3.node (it is better-sqlite3's).
 *
 * `resourcesPath` is the folder holding `native/`: Electron's `process.resourcesPath`
 * when packaged, the project's `build/` folder when run from the sources.
 */
import { join } from 'node:path';

const ELECTRON_NATIVE_BINDING = join('native', 'electron', 'better_sqlite3.node');

/** The `nativeBinding` option of the SQLite library, or undefined for its default (Node) build. */
export function resolveNativeBinding(isElectron: boolean, resourcesPath?: string): string | undefined {
  if (!isElectron) return undefined;
  if (resourcesPath === undefined) {
    throw new Error('Under Electron the SQLite native module is looked up in a resources folder, but none was given');
  }
  return join(resourcesPath, ELECTRON_NATIVE_BINDING);
}
