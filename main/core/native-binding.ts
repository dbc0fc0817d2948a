/**
 * Which native module of the SQLite library (better-sqlite3-multiple-ciphers,
 * main/store/sqlite.ts) to load. The library is a Node-API module: one binary per
 * platform and CPU, ABI-stable, so the package's own prebuild (`prebuilds/<platform>-<arch>.node`)
 * loads under the project's Node 24 and under Electron alike. Under Node and when Electron
 * runs from the sources, the package finds its prebuild itself. The packaged app cannot
 * load a native module from inside app.asar, so electron-builder ships the prebuild for
 * the target's platform and CPU as `resources/native/better_sqlite3.node`
 * (electron-builder.yml extraResources), and that file is given to the library.
 *
 * `packagedResources` is Electron's `process.resourcesPath` when packaged, undefined otherwise.
 */
import { join } from 'node:path';

const PACKAGED_NATIVE_BINDING = join('native', 'better_sqlite3.node');

/** The `nativeBinding` option of the SQLite library, or undefined for the package's own prebuild. */
export function resolveNativeBinding(packagedResources?: string): string | undefined {
  return packagedResources === undefined ? undefined : join(packagedResources, PACKAGED_NATIVE_BINDING);
}
