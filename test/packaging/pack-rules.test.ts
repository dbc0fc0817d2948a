/**
 * pack:check's rules on small packages made here with @electron/asar (as electron-builder makes
 * app.asar): a sound package passes, and each way of breaking it is caught. The real package is
 * checked by `npm run pack:check` itself.
 */
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPackageWithOptions } from '@electron/asar';
import { flipFuses, FuseVersion } from '@electron/fuses';
import { afterEach, describe, expect, it } from 'vitest';
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
import { isPlaceholder, provideNativeModule, writeStandInElectron } from '../../scripts/pack-check/stand-ins';

type Files = Record<string, string>;

const pkg = (name: string, dependencies: Files = {}, main = 'index.js'): string =>
  JSON.stringify({ name, version: '1.0.0', main, dependencies });

/** A small but complete app: what electron-builder.yml makes of the real one. */
const SOUND: Files = {
  'package.json': JSON.stringify({
    name: 'claimdesk',
    main: 'out/main/index.js',
    dependencies: { zod: '1', react: '1' },
  }),
  'out/main/index.js': 'require("electron"); require("node:fs"); require("./chunks/core.js");',
  'out/main/chunks/core.js': 'require("zod"); require("better-sqlite3"); require("path");',
  'out/preload/index.js': 'require("electron");',
  'out/renderer/index.html': '<!doctype html>',
  'node_modules/zod/package.json': pkg('zod'),
  'node_modules/zod/index.js': '',
  'node_modules/better-sqlite3/package.json': pkg('better-sqlite3', { bindings: '1' }, 'lib/index.js'),
  'node_modules/better-sqlite3/lib/index.js': "module.exports = require('./database');",
  'node_modules/better-sqlite3/lib/database.js': "require('fs'); require('./methods/pragma'); require('bindings');",
  'node_modules/better-sqlite3/lib/methods/pragma.js': '',
  'node_modules/bindings/package.json': pkg('bindings', { 'file-uri-to-path': '1' }),
  'node_modules/bindings/node_modules/file-uri-to-path/package.json': pkg('file-uri-to-path'),
};

let workDirs: string[] = [];
afterEach(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
  workDirs = [];
});

/** A resources folder as electron-builder lays it out: app.asar, app.asar.unpacked/, native/. */
async function makePackage(
  files: Files,
  options: { unpackSqlite?: boolean; unpackNative?: boolean; native?: boolean } = {},
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
  await createPackageWithOptions(app, join(resourcesDir, 'app.asar'), {
    ...(options.unpackNative === false ? {} : { unpack: '*.node' }),
    ...(options.unpackSqlite === false ? {} : { unpackDir: 'node_modules/better-sqlite3' }),
  });
  if (options.native !== false) {
    mkdirSync(join(resourcesDir, 'native', 'electron'), { recursive: true });
    writeFileSync(join(resourcesDir, 'native', 'electron', 'better_sqlite3.node'), 'binary');
  }
  return { resourcesDir, archive: openArchive(join(resourcesDir, 'app.asar')) };
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
      'node_modules/better-sqlite3',
      'node_modules/bindings',
      'node_modules/bindings/node_modules/file-uri-to-path',
      'node_modules/zod',
    ]);
    const native = nativeLayout(archive, resourcesDir);
    expect(native.problems).toEqual([]);
    expect(native.library).toBe(
      join(resourcesDir, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'lib', 'index.js'),
    );
  });

  it('notice the app itself missing', async () => {
    const { archive } = await makePackage(without(without(SOUND, 'out/main/index.js'), 'out/renderer/index.html'));
    expect(missingAppFiles(archive)).toEqual(['out/main/index.js is missing', 'out/renderer/index.html is missing']);
  });

  it('name every file a user does not need, with why', async () => {
    const { archive } = await makePackage({
      ...SOUND,
      'out/main/index.js.map': '{}',
      'out/main/serve.js': '',
      'out/renderer/.vite/manifest.json': '{}',
      'main/store/database.ts': '',
      'test/app/core.test.ts': '',
      'node_modules/zod/index.d.ts': '',
      'node_modules/zod/tests/parse.js': '',
      'node_modules/zod/parse.spec.js': '',
    });
    expect(unwantedFiles(archive).sort()).toEqual([
      'main/store/database.ts: not part of the built app (out/main, out/preload, out/renderer, package.json, production dependencies)',
      'node_modules/zod/index.d.ts: TypeScript source or declarations',
      'node_modules/zod/parse.spec.js: a test',
      'node_modules/zod/tests/parse.js: a test',
      'out/main/index.js.map: a source map',
      "out/main/serve.js: browser mode's HTTP server (npm run serve)",
      "out/renderer/.vite/manifest.json: Vite's build manifest (for the bundle benchmark)",
      'test/app/core.test.ts: not part of the built app (out/main, out/preload, out/renderer, package.json, production dependencies)',
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
      'out/main/chunks/core.js': 'require("zod"); require("better-sqlite3"); require("undici/lib/fetch");',
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

  it("notice better-sqlite3's JavaScript left inside app.asar, where the checkpointer's worker cannot read it", async () => {
    const { archive, resourcesDir } = await makePackage(SOUND, { unpackSqlite: false });
    expect(nativeLayout(archive, resourcesDir).problems).toEqual([
      `${join(resourcesDir, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'lib', 'index.js')} (loaded by the checkpointer's worker) is not on disk; the checkpointer's worker cannot read app.asar`,
    ]);
  });

  it('notice a worker-side require that only app.asar could satisfy', async () => {
    const { archive, resourcesDir } = await makePackage({
      ...SOUND,
      'node_modules/better-sqlite3/lib/methods/pragma.js': "require('zod');",
    });
    expect(nativeLayout(archive, resourcesDir).problems).toEqual([
      `${join(resourcesDir, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'lib', 'methods', 'pragma.js')} requires "zod", which the worker cannot load from app.asar`,
    ]);
  });

  it('notice the native module missing from resources', async () => {
    const { archive, resourcesDir } = await makePackage(SOUND, { native: false });
    expect(nativeLayout(archive, resourcesDir).problems).toEqual([
      `${join(resourcesDir, 'native', 'electron', 'better_sqlite3.node')} is missing (electron-builder.yml extraResources)`,
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

  it('label the native placeholder, remove it afterwards, and leave a real build alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'claimdesk-native-'));
    workDirs.push(dir);
    const file = join(dir, 'native', 'better_sqlite3.node');
    const placeholder = provideNativeModule(file);
    expect(placeholder.placeholder).toBe(true);
    expect(isPlaceholder(file)).toBe(true);
    placeholder.remove();
    expect(() => isPlaceholder(file)).toThrow(/ENOENT/);

    writeFileSync(file, '\x7fELF real build');
    const real = provideNativeModule(file);
    real.remove();
    expect(real.placeholder).toBe(false);
    expect(isPlaceholder(file)).toBe(false);
  });
});
