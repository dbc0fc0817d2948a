/**
 * pack:check's rules on small packages made here with @electron/asar (as electron-builder makes
 * app.asar): a sound package passes, and each way of breaking it is caught. The real package is
 * checked by `npm run pack:check` itself.
 */
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPackageWithOptions, getRawHeader } from '@electron/asar';
import { flipFuses, FuseVersion } from '@electron/fuses';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait-for';
import { binaryFuseProblems, FUSE_NAMES, REQUIRED_FUSES, WIRE_INDEX } from '../../scripts/packaging/fuses';
import { openArchive } from '../../scripts/pack-check/archive';
import {
  dependencyReport,
  missingAppFiles,
  nativeLayout,
  preloadProblems,
  requiredSpecifiers,
  unwantedFiles,
} from '../../scripts/pack-check/rules';
import { writeStandInElectron } from '../../scripts/pack-check/stand-ins';
import { bindingProblems, loadInWorker } from '../../scripts/pack-check/native-check';
import { SQLITE_PACKAGE } from '../../main/store/sqlite';

type Files = Record<string, string>;

const pkg = (name: string, dependencies: Files = {}, main = 'index.js'): string =>
  JSON.stringify({ name, version: '1.0.0', main, dependencies });

const SQLITE_DIR = `node_modules/${SQLITE_PACKAGE}`;

/** The bundled main/store/sqlite.ts and the two workers that open the store, as electron-vite writes them. */
const STORE_BUNDLE = `require("zod"); require("${SQLITE_PACKAGE}"); require("path");
function workerAccess(access, library) {
  return { library: library ?? libraryPath((0, node_module.createRequire)(__filename).resolve("${SQLITE_PACKAGE}")) };
}
function copyDatabase(source, target, access) {
  return new Promise((resolve) => { const worker = new node_worker_threads.Worker(SOURCE, { eval: true, workerData: { access: workerAccess(access), source } }); });
}
function startCheckpointer(db, options) {
  const worker = new node_worker_threads.Worker(SOURCE, { eval: true, workerData: { access: workerAccess(options.access, options.library) } });
}`;

/** A small but complete app: what electron-builder.yml makes of the real one. */
const SOUND: Files = {
  'package.json': JSON.stringify({
    name: 'claimdesk',
    main: 'out/main/index.js',
    dependencies: { zod: '1', react: '1' },
  }),
  'out/main/index.js': 'require("electron"); require("node:fs"); require("./chunks/core.js"); require("bindings");',
  'out/main/chunks/core.js': STORE_BUNDLE,
  'out/preload/index.js': 'require("electron");',
  'out/renderer/index.html': '<!doctype html>',
  'out/renderer/first-screen.js': '',
  'node_modules/zod/package.json': pkg('zod'),
  'node_modules/zod/index.js': '',
  [`${SQLITE_DIR}/package.json`]: pkg(SQLITE_PACKAGE, { 'node-addon-api': '8' }, 'lib/index.js'),
  [`${SQLITE_DIR}/lib/index.js`]: "module.exports = require('./database');",
  [`${SQLITE_DIR}/lib/database.js`]: "require('fs'); require('./methods/pragma'); require('./binding');",
  [`${SQLITE_DIR}/lib/binding.js`]: "require('path'); require(filename);",
  [`${SQLITE_DIR}/lib/methods/pragma.js`]: '',
  'node_modules/bindings/package.json': pkg('bindings', { 'file-uri-to-path': '1' }),
  'node_modules/bindings/node_modules/file-uri-to-path/package.json': pkg('file-uri-to-path'),
};

interface HeaderNode {
  readonly files?: Record<string, HeaderNode>;
  readonly size?: number;
  readonly offset?: string;
}

/** Where the last packed file of a header (or of its folder) ends, from the start of the files. */
const packedEnd = (node: HeaderNode): number =>
  node.files
    ? Math.max(0, ...Object.values(node.files).map(packedEnd))
    : node.offset === undefined
      ? 0
      : Number(node.offset) + (node.size ?? 0);

/**
 * Whether app.asar holds all it says it holds. @electron/asar 3.4.1 resolves createPackage… once its write
 * stream is ended (`return out.end()`), not once it is closed, so the last bytes may still be on their way:
 * a test that read at once was handed blanks for a package.json on a loaded machine.
 */
function asarWhole(asarFile: string): boolean {
  try {
    const { header, headerSize } = getRawHeader(asarFile);
    return statSync(asarFile).size >= 8 + headerSize + packedEnd(header);
  } catch {
    return false; // the header itself is not all there yet
  }
}

let workDirs: string[] = [];
afterEach(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  workDirs = [];
});

/** A resources folder as electron-builder lays it out: app.asar, app.asar.unpacked/, native/. */
async function makePackage(
  files: Files,
  options: { unpackDir?: string | false; unpackNative?: boolean; native?: boolean } = {},
) {
  const work = mkdtempSync(join(tmpdir(), 'claimdesk-pack-rules-'));
  workDirs.push(work);
  const app = join(work, 'app');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  const resourcesDir = join(work, 'resources');
  mkdirSync(resourcesDir);
  const asarFile = join(resourcesDir, 'app.asar');
  await createPackageWithOptions(app, asarFile, {
    ...(options.unpackNative === false ? {} : { unpack: '*.node' }),
    ...(options.unpackDir === false ? {} : { unpackDir: options.unpackDir ?? SQLITE_DIR }),
  });
  await waitFor(() => asarWhole(asarFile), 10_000, 'app.asar to be written whole');
  if (options.native !== false) {
    mkdirSync(join(resourcesDir, 'native'), { recursive: true });
    writeFileSync(join(resourcesDir, 'native', 'better_sqlite3.node'), 'binary');
  }
  return { resourcesDir, archive: openArchive(asarFile) };
}

const without = (files: Files, path: string): Files =>
  Object.fromEntries(Object.entries(files).filter(([p]) => p !== path));

describe("pack:check's rules", () => {
  it('find nothing wrong with a sound package', async () => {
    const { archive, resourcesDir } = await makePackage(SOUND);
    expect(missingAppFiles(archive)).toEqual([]);
    expect(unwantedFiles(archive)).toEqual([]);
    expect(preloadProblems(archive)).toEqual([]);
    const report = dependencyReport(archive, new Set(['react']));
    expect(report).toMatchObject({ missing: [], pageOnly: [], stray: [], notLoaded: [] });
    expect([...report.needed].sort()).toEqual([
      SQLITE_DIR,
      'node_modules/bindings',
      'node_modules/bindings/node_modules/file-uri-to-path',
      'node_modules/zod',
    ]);
    const native = nativeLayout(archive, resourcesDir);
    expect(native.problems).toEqual([]);
    expect(native.library).toBe(join(resourcesDir, 'app.asar.unpacked', SQLITE_DIR, 'lib', 'index.js'));
    expect(native.workers).toEqual([
      'the backup worker (main/store/backup-copy.ts)',
      "the WAL checkpointer's worker (main/store/checkpointer.ts)",
    ]);
  });

  it('notice the app itself missing', async () => {
    const { archive } = await makePackage(without(without(SOUND, 'out/main/index.js'), 'out/renderer/index.html'));
    expect(missingAppFiles(archive)).toEqual(['out/main/index.js is missing', 'out/renderer/index.html is missing']);
    const noStandIn = await makePackage(without(SOUND, 'out/renderer/first-screen.js'));
    expect(missingAppFiles(noStandIn.archive)).toEqual(['out/renderer/first-screen.js is missing']);
  });

  it('name every file a user does not need, with why', async () => {
    const { archive } = await makePackage({
      ...SOUND,
      'out/main/index.js.map': '{}',
      'out/main/serve.js': '',
      'out/renderer/.vite/manifest.json': '{}',
      'main/store/database.ts': '',
      'test/core/core.test.ts': '',
      'node_modules/zod/index.d.ts': '',
      'node_modules/zod/tests/parse.js': '',
      'node_modules/zod/parse.spec.js': '',
      [`${SQLITE_DIR}/binding.gyp`]: '{}',
      [`${SQLITE_DIR}/build/Release/better_sqlite3.node`]: 'binary',
      [`${SQLITE_DIR}/deps/sqlite3/sqlite3.c`]: '',
      [`${SQLITE_DIR}/prebuilds/win32-x64.node`]: 'binary',
      [`${SQLITE_DIR}/src/better_sqlite3.cpp`]: '',
    });
    const notLoaded =
      "the SQLite library's C/C++ sources or its prebuilds (the app loads its target's from resources/native/)";
    expect(unwantedFiles(archive).sort()).toEqual([
      'main/store/database.ts: not part of the built app (out/main, out/preload, out/renderer, package.json, production dependencies)',
      `${SQLITE_DIR}/binding.gyp: ${notLoaded}`,
      `${SQLITE_DIR}/build/Release/better_sqlite3.node: ${notLoaded}`,
      `${SQLITE_DIR}/deps/sqlite3/sqlite3.c: ${notLoaded}`,
      `${SQLITE_DIR}/prebuilds/win32-x64.node: ${notLoaded}`,
      `${SQLITE_DIR}/src/better_sqlite3.cpp: ${notLoaded}`,
      'node_modules/zod/index.d.ts: TypeScript source or declarations',
      'node_modules/zod/parse.spec.js: a test',
      'node_modules/zod/tests/parse.js: a test',
      'out/main/index.js.map: a source map',
      "out/main/serve.js: browser mode's HTTP server (npm run serve)",
      "out/renderer/.vite/manifest.json: Vite's build manifest (for the bundle benchmark)",
      'test/core/core.test.ts: not part of the built app (out/main, out/preload, out/renderer, package.json, production dependencies)',
    ]);
  });

  it('notice a preload that requires more than electron', async () => {
    const { archive } = await makePackage({ ...SOUND, 'out/preload/index.js': 'require("electron"); require("zod");' });
    expect(preloadProblems(archive)).toEqual([
      'out/preload/index.js requires "zod", which a sandboxed preload cannot load',
    ]);
  });

  it('notice a package the main process needs that was left out, and packages nothing needs', async () => {
    const { archive } = await makePackage({
      ...without(SOUND, 'node_modules/bindings/node_modules/file-uri-to-path/package.json'),
      'out/main/chunks/core.js': `${STORE_BUNDLE} require("undici/lib/fetch");`,
      'node_modules/react/package.json': pkg('react'),
      'node_modules/left-behind/package.json': pkg('left-behind'),
    });
    const report = dependencyReport(archive, new Set(['react']));
    expect(report.missing).toEqual([
      'undici (needed by out/main/chunks/core.js)',
      'file-uri-to-path (needed by node_modules/bindings)',
    ]);
    expect(report.pageOnly).toEqual(['node_modules/react']);
    expect(report.stray).toEqual(['node_modules/left-behind']);
  });

  it("list the app's own dependencies this build does not load, with what they bring", async () => {
    const { archive } = await makePackage({
      ...SOUND,
      'package.json': JSON.stringify({
        main: 'out/main/index.js',
        dependencies: { zod: '1', 'electron-updater': '1' },
      }),
      'node_modules/electron-updater/package.json': pkg('electron-updater', { 'js-yaml': '4' }),
      'node_modules/js-yaml/package.json': pkg('js-yaml'),
    });
    const report = dependencyReport(archive, new Set());
    expect(report.notLoaded).toEqual(['node_modules/electron-updater', 'node_modules/js-yaml']);
    expect(report.stray).toEqual([]);
  });

  it("notice the SQLite library's JavaScript left inside app.asar, where the store's workers cannot read it", async () => {
    const { archive, resourcesDir } = await makePackage(SOUND, { unpackDir: false });
    const inside = ['lib/binding.js', 'lib/database.js', 'lib/index.js', 'lib/methods/pragma.js', 'package.json'].map(
      (file) =>
        `${SQLITE_DIR}/${file} is inside app.asar, where the store's workers cannot read it (electron-builder.yml asarUnpack)`,
    );
    expect(nativeLayout(archive, resourcesDir).problems).toEqual([
      ...inside,
      `${join(resourcesDir, 'app.asar.unpacked', SQLITE_DIR, 'lib', 'index.js')} (loaded by the store's workers) is not on disk; the store's workers cannot read app.asar`,
    ]);
  });

  it('notice a worker-side require that only app.asar could satisfy, and follow one unpacked beside it', async () => {
    const files = { ...SOUND, [`${SQLITE_DIR}/lib/methods/pragma.js`]: "require('zod/v4');" };
    const inAsar = await makePackage(files);
    expect(nativeLayout(inAsar.archive, inAsar.resourcesDir).problems).toEqual([
      `${join(inAsar.resourcesDir, 'app.asar.unpacked', SQLITE_DIR, 'lib', 'methods', 'pragma.js')} requires "zod/v4", which the workers cannot load from app.asar`,
    ]);
    const beside = await makePackage(files, { unpackDir: `{${SQLITE_DIR},node_modules/zod}` });
    expect(nativeLayout(beside.archive, beside.resourcesDir).problems).toEqual([
      `${join(beside.resourcesDir, 'app.asar.unpacked', 'node_modules', 'zod', 'v4')} (loaded by ${join(beside.resourcesDir, 'app.asar.unpacked', SQLITE_DIR, 'lib', 'methods', 'pragma.js')}) is not on disk; the store's workers cannot read app.asar`,
    ]);
    const whole = await makePackage(
      { ...files, 'node_modules/zod/v4/index.js': "require('../index.js');" },
      { unpackDir: `{${SQLITE_DIR},node_modules/zod}` },
    );
    expect(nativeLayout(whole.archive, whole.resourcesDir).problems).toEqual([]);
  });

  it('notice a store worker missing from the bundle, or one started without workerAccess', async () => {
    const checkpointerOnly = STORE_BUNDLE.replace('function copyDatabase', 'function copyOther').replace(
      'access: workerAccess(options.access, options.library)',
      'access: options.access',
    );
    const { archive, resourcesDir } = await makePackage({ ...SOUND, 'out/main/chunks/core.js': checkpointerOnly });
    expect(nativeLayout(archive, resourcesDir).problems).toEqual([
      'out/main/chunks/core.js: the worker started by startCheckpointer does not load the store through workerAccess',
      'the backup worker (main/store/backup-copy.ts) is not in out/main (no copyDatabase)',
    ]);
  });

  it('notice a bundle that no longer resolves the SQLite library for the workers', async () => {
    const { archive, resourcesDir } = await makePackage({
      ...SOUND,
      'out/main/chunks/core.js': STORE_BUNDLE.replace(`resolve("${SQLITE_PACKAGE}")`, 'resolve(name)'),
    });
    const layout = nativeLayout(archive, resourcesDir);
    expect(layout.library).toBe('');
    expect(layout.problems).toEqual([`no file in out/main resolves "${SQLITE_PACKAGE}" for the store's workers`]);
  });

  it('notice the native module missing from resources', async () => {
    const { archive, resourcesDir } = await makePackage(SOUND, { native: false });
    expect(nativeLayout(archive, resourcesDir).problems).toEqual([
      `${join(resourcesDir, 'native', 'better_sqlite3.node')} is missing (electron-builder.yml extraResources)`,
    ]);
  });

  it('notice a native module packed inside app.asar, where it cannot be loaded', async () => {
    const built = { ...SOUND, 'node_modules/zod/addon.node': 'binary' };
    const unpacked = await makePackage(built);
    expect(nativeLayout(unpacked.archive, unpacked.resourcesDir).problems).toEqual([]);
    const packed = await makePackage(built, { unpackNative: false });
    expect(nativeLayout(packed.archive, packed.resourcesDir).problems).toEqual([
      'node_modules/zod/addon.node is inside app.asar: not loadable',
    ]);
  });

  it('read the require calls of a CommonJS bundle', () => {
    expect(
      requiredSpecifiers(`const a = require("zod"), b = require('./x.js'); require( "node:fs" ); x.require`),
    ).toEqual(['zod', './x.js', 'node:fs']);
  });
});

describe("pack:check's stand-ins", () => {
  it('give the stand-in Electron a fuse wire with every fuse the wrong way round, which flipping puts right', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'claimdesk-stand-in-'));
    workDirs.push(dir);
    writeStandInElectron(dir);
    const executable = join(dir, 'claimdesk');
    copyFileSync(join(dir, 'electron'), executable);
    chmodSync(executable, 0o755);
    expect(await binaryFuseProblems(executable)).toHaveLength(FUSE_NAMES.length);
    // What electron-builder does with electron-builder.yml's electronFuses (its doAddElectronFuses).
    await flipFuses(executable, {
      version: FuseVersion.V1,
      ...Object.fromEntries(FUSE_NAMES.map((name) => [WIRE_INDEX[name], REQUIRED_FUSES[name]])),
    });
    expect(await binaryFuseProblems(executable)).toEqual([]);
  });
});

describe("pack:check's native module", () => {
  const prebuilds = join(
    dirname(createRequire(import.meta.url).resolve(`${SQLITE_PACKAGE}/package.json`)),
    'prebuilds',
  );
  const target = `${process.platform}-${process.arch}`;

  it("takes the package's prebuild for the target, and names a wrong one or a stranger", () => {
    const dir = mkdtempSync(join(tmpdir(), 'claimdesk-native-'));
    workDirs.push(dir);
    const binding = join(dir, 'better_sqlite3.node');
    copyFileSync(join(prebuilds, `${target}.node`), binding);
    expect(bindingProblems(binding, target)).toEqual({ prebuild: target, problems: [] });
    const other = target === 'linux-x64' ? 'linux-arm64' : 'linux-x64';
    expect(bindingProblems(binding, other).problems).toEqual([`${binding} is the ${target} prebuild, not ${other}`]);
    writeFileSync(binding, '\x7fELF another build');
    expect(bindingProblems(binding).problems).toEqual([
      `${binding} is none of ${SQLITE_PACKAGE}'s prebuilds`,
      `${binding} does not contain SQLite3 Multiple Ciphers: it cannot open an encrypted store`,
    ]);
  });

  it('is loaded by a worker thread, which opens an encrypted database with it', async () => {
    const library = createRequire(import.meta.url).resolve(SQLITE_PACKAGE);
    expect(await loadInWorker(library, join(prebuilds, `${target}.node`))).toMatch(/^SQLite3 Multiple Ciphers \d/);
  });

  it('is alone in resources/native', async () => {
    const { archive, resourcesDir } = await makePackage(SOUND);
    writeFileSync(join(resourcesDir, 'native', 'linux-arm64.node'), 'binary');
    expect(nativeLayout(archive, resourcesDir).problems).toEqual([
      `${join(resourcesDir, 'native')} holds more than the SQLite library's binary: linux-arm64.node`,
    ]);
  });
});
