/**
 * Which better-sqlite3 binary to load. Under Node (tests, benchmarks, browser mode)
 * the one npm built in node_modules; under Electron, whose ABI differs, the one
 * scripts/build-electron-native.mjs builds into build/native/electron/ and
 * electron-builder ships as resources/native/electron/.
 *
 * `resourcesPath` is the folder holding `native/`: Electron's `process.resourcesPath`
 * when packaged, the project's `build/` folder when run from the sources.
 */
import { join } from 'node:path';

const ELECTRON_NATIVE_BINDING = join('native', 'electron', 'better_sqlite3.node');

/** The `nativeBinding` option for better-sqlite3, or undefined for its default (Node) build. */
export function resolveNativeBinding(isElectron: boolean, resourcesPath?: string): string | undefined {
  if (!isElectron) return undefined;
  if (resourcesPath === undefined) {
    throw new Error('Under Electron the better-sqlite3 binary is looked up in a resources folder, but none was given');
  }
  return join(resourcesPath, ELECTRON_NATIVE_BINDING);
}
