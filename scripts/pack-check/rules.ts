/**
 * What a packaged ClaimDesk must and must not hold. Each rule returns the problems it finds
 * (empty when the package is right); test/packaging/pack-rules.test.ts shows each one failing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { resolveNativeBinding } from '../../main/core/native-binding';
import { libraryPath, SQLITE_PACKAGE } from '../../main/store/sqlite';
import type { Archive } from './archive';

const BUILTINS = new Set(builtinModules);
const SQLITE_DIR = `node_modules/${SQLITE_PACKAGE}`;
const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || BUILTINS.has(specifier);

/** The modules a CommonJS file requires by name (`require("zod")`), not by relative path. */
export function requiredSpecifiers(source: string): string[] {
  return [...source.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] ?? '');
}

const packageName = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const readJson = (archive: Archive, path: string): Record<string, unknown> =>
  JSON.parse(archive.read(path).toString('utf8')) as Record<string, unknown>;

const dependencyNames = (manifest: Record<string, unknown>, field: string): string[] =>
  Object.keys(manifest[field] ?? {});

const ENTRY_FILES = (archive: Archive): string[] =>
  archive.files.map((file) => file.path).filter((path) => /^out\/(main|preload)\/.*\.[cm]?js$/.test(path));

/**
 * The built app is there: the main process entry package.json names, the preload and the page, with the first
 * screen's stand-in's script (shared/first-screen.ts), which the page's HTML names only as the app serves it.
 */
export function missingAppFiles(archive: Archive): string[] {
  if (!archive.has('package.json')) return ['package.json is missing'];
  const main = readJson(archive, 'package.json').main;
  const wanted = [typeof main === 'string' ? posix.normalize(main) : 'package.json "main"'];
  wanted.push('out/preload/index.js', 'out/renderer/index.html', 'out/renderer/first-screen.js');
  return wanted.filter((path) => !archive.has(path)).map((path) => `${path} is missing`);
}

interface Unwanted {
  readonly reason: string;
  readonly matches: (path: string) => boolean;
}

const UNWANTED: readonly Unwanted[] = [
  {
    reason: 'not part of the built app (out/main, out/preload, out/renderer, package.json, production dependencies)',
    matches: (path) => !/^(out\/(main|preload|renderer)\/|node_modules\/|package\.json$)/.test(path),
  },
  { reason: "browser mode's HTTP server (npm run serve)", matches: (path) => path === 'out/main/serve.js' },
  {
    reason: "Vite's build manifest (for the bundle benchmark)",
    matches: (path) => path.startsWith('out/renderer/.vite/'),
  },
  {
    reason: "the SQLite library's C/C++ sources or its prebuilds (the app loads its target's from resources/native/)",
    matches: (path) =>
      ['binding.gyp', 'build/', 'deps/', 'src/', 'prebuilds/'].some((part) => path.startsWith(`${SQLITE_DIR}/${part}`)),
  },
  { reason: 'a source map', matches: (path) => path.endsWith('.map') },
  { reason: 'TypeScript source or declarations', matches: (path) => /\.(ts|tsx|mts|cts)$/.test(path) },
  {
    reason: 'a test',
    matches: (path) =>
      /(^|\/)(test|tests|__tests__|__mocks__)\//.test(path) || /(^|\/)([^/]+\.)?(test|spec)\.[cm]?[jt]sx?$/.test(path),
  },
];

/** Files a user does not need, each with why it does not belong. */
export function unwantedFiles(archive: Archive): string[] {
  return archive.files.flatMap(({ path }) => {
    const found = UNWANTED.find((rule) => rule.matches(path));
    return found === undefined ? [] : [`${path}: ${found.reason}`];
  });
}

/** A sandboxed preload can only require('electron'); anything else must be bundled into it. */
export function preloadProblems(archive: Archive): string[] {
  return ENTRY_FILES(archive)
    .filter((path) => path.startsWith('out/preload/'))
    .flatMap((path) =>
      requiredSpecifiers(archive.read(path).toString('utf8'))
        .filter((specifier) => specifier !== 'electron')
        .map((specifier) => `${path} requires "${specifier}", which a sandboxed preload cannot load`),
    );
}

/** The packages the page's sources import: Vite bundles them into out/renderer. */
export function pagePackages(rendererDir: string): Set<string> {
  const sources = readdirSync(rendererDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.[cm]?[jt]sx?$/.test(file),
  );
  const names = new Set<string>();
  for (const file of sources) {
    const text = readFileSync(join(rendererDir, file), 'utf8');
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'.][^"']*)["']/g)) {
      names.add(packageName(match[1] ?? ''));
    }
  }
  return names;
}

export interface DependencyReport {
  /** Package folders in the archive that the main process loads, directly or through other packages. */
  readonly needed: ReadonlySet<string>;
  readonly missing: readonly string[];
  /** The page's libraries, already bundled into out/renderer, shipped again in node_modules. */
  readonly pageOnly: readonly string[];
  /** Package folders that neither the main process nor the app's own dependencies load. */
  readonly stray: readonly string[];
  /** The app's own dependencies (package.json) that this build's main process does not load, and theirs. */
  readonly notLoaded: readonly string[];
}

/** Where `require(name)` from `fromDir` inside the archive finds the package, as Node looks (nearest node_modules first). */
function packageInArchive(archive: Archive, name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = posix.dirname(dir)) {
    const candidate = dir === '.' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (!dir.endsWith('node_modules') && archive.has(`${candidate}/package.json`)) return candidate;
    if (dir === '.') return undefined;
  }
}

/**
 * Dependencies needed only to compile a package, never loaded: node-addon-api is the C++ headers
 * better-sqlite3-multiple-ciphers builds with; the app ships its prebuild (electron-builder.yml leaves them out).
 */
const BUILD_ONLY = new Set(['node-addon-api']);

interface Root {
  readonly name: string;
  readonly by: string;
}

/**
 * Package folders loaded from `roots`, resolved the way Node does (nearest node_modules first)
 * and followed along each package's dependencies.
 */
function closure(archive: Archive, roots: readonly Root[]): { found: Set<string>; missing: string[] } {
  const found = new Set<string>();
  const missing: string[] = [];
  const queue = roots.map((root) => ({ ...root, from: '.', optional: false }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const dir = packageInArchive(archive, next.name, next.from);
    if (dir === undefined) {
      if (!next.optional) missing.push(`${next.name} (needed by ${next.by})`);
      continue;
    }
    if (found.has(dir)) continue;
    found.add(dir);
    const manifest = readJson(archive, `${dir}/package.json`);
    for (const name of dependencyNames(manifest, 'dependencies').filter((name) => !BUILD_ONLY.has(name))) {
      queue.push({ name, by: dir, from: dir, optional: false });
    }
    for (const name of [
      ...dependencyNames(manifest, 'optionalDependencies'),
      ...dependencyNames(manifest, 'peerDependencies'),
    ]) {
      queue.push({ name, by: dir, from: dir, optional: true });
    }
  }
  return { found, missing };
}

/** Sorts every package folder in the archive by whether, and why, it is there. */
export function dependencyReport(archive: Archive, page: ReadonlySet<string>): DependencyReport {
  const requires = ENTRY_FILES(archive).flatMap((file) =>
    requiredSpecifiers(archive.read(file).toString('utf8'))
      .filter((specifier) => !isBuiltin(specifier) && specifier !== 'electron' && !specifier.startsWith('.'))
      .map((specifier) => ({ name: packageName(specifier), by: file })),
  );
  const loaded = closure(archive, requires);
  const own = archive.has('package.json') ? dependencyNames(readJson(archive, 'package.json'), 'dependencies') : [];
  const ownRest = own.filter((name) => !page.has(name)).map((name) => ({ name, by: 'package.json' }));
  const shipped = closure(archive, ownRest).found;
  const unneeded = archive.files
    .map((file) => file.path)
    .filter((path) => /(^|\/)node_modules\/(@[^/]+\/)?[^/@][^/]*\/package\.json$/.test(path))
    .map((path) => posix.dirname(path))
    .filter((dir) => !loaded.found.has(dir));
  const isPage = (dir: string): boolean => page.has(dir.replace(/^.*node_modules\//, ''));
  return {
    needed: loaded.found,
    missing: loaded.missing,
    pageOnly: unneeded.filter(isPage),
    notLoaded: unneeded.filter((dir) => !isPage(dir) && shipped.has(dir)),
    stray: unneeded.filter((dir) => !isPage(dir) && !shipped.has(dir)),
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Resolves a relative require the way Node does for files: as is, .js, .json, or a folder's index.js. */
const resolveFile = (file: string): string | undefined =>
  [file, `${file}.js`, `${file}.json`, join(file, 'index.js')].find(isFile);

/** A package's entry file, from its package.json "main" (index.js without one). */
function entryOf(manifest: Record<string, unknown>): string {
  return typeof manifest.main === 'string' ? manifest.main : 'index.js';
}

/**
 * Where `require(name)` from a file on disk finds the package, looking in each node_modules
 * folder up to `top` (app.asar.unpacked: a path outside it leads back into no package of the app).
 */
function packageOnDisk(name: string, fromDir: string, top: string): string | undefined {
  for (let dir = fromDir; dir.startsWith(top); dir = dirname(dir)) {
    if (isFile(join(dir, 'node_modules', name, 'package.json'))) return join(dir, 'node_modules', name);
    if (dir === top) return undefined;
  }
  return undefined;
}

/**
 * The files a worker thread loads from `entry`, followed on disk (a worker cannot read app.asar):
 * relative requires, and packages found in node_modules folders beside them outside the archive.
 */
function workerLibraryProblems(entry: string, top: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, by: string): void => {
    const found = resolveFile(file);
    if (found === undefined) {
      problems.push(`${file} (loaded by ${by}) is not on disk; the store's workers cannot read app.asar`);
      return;
    }
    if (seen.has(found) || !found.endsWith('.js')) return;
    seen.add(found);
    for (const specifier of requiredSpecifiers(readFileSync(found, 'utf8'))) {
      if (specifier.startsWith('.')) visit(join(dirname(found), specifier), found);
      else if (isBuiltin(specifier)) continue;
      else {
        const name = packageName(specifier);
        const dir = packageOnDisk(name, dirname(found), top);
        if (dir === undefined) {
          problems.push(`${found} requires "${specifier}", which the workers cannot load from app.asar`);
        } else {
          const rest = specifier.slice(name.length);
          const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
          visit(rest === '' ? join(dir, entryOf(manifest)) : join(dir, rest), found);
        }
      }
    }
  };
  visit(entry, "the store's workers");
  return problems;
}

/** The worker threads that open the store, by the function that starts each (kept by the bundler). */
const STORE_WORKERS: Readonly<Record<string, string>> = {
  startCheckpointer: "the WAL checkpointer's worker (main/store/checkpointer.ts)",
  copyDatabase: 'the backup worker (main/store/backup-copy.ts)',
};

interface WorkerSite {
  readonly file: string;
  /** The function whose body starts the worker. */
  readonly startedBy: string;
  /** Whether its workerData carries `workerAccess(…)`, the library path and key of main/store/sqlite.ts. */
  readonly storeAccess: boolean;
}

/** The text from an opening parenthesis to its match. */
function callArguments(text: string, open: number): string {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0) return text.slice(open, at + 1);
  }
  return text.slice(open);
}

/** Every `new Worker(…)` in the main process's bundle. */
function workerSites(archive: Archive): WorkerSite[] {
  return ENTRY_FILES(archive)
    .filter((path) => path.startsWith('out/main/'))
    .flatMap((file) => {
      const text = archive.read(file).toString('utf8');
      return [...text.matchAll(/\bnew\s+(?:[\w$]+\.)?Worker\s*\(/g)].map((match) => {
        const before = [...text.slice(0, match.index).matchAll(/\bfunction\s+([\w$]+)\s*\(/g)];
        const args = callArguments(text, match.index + match[0].length - 1);
        return {
          file,
          startedBy: before.at(-1)?.[1] ?? '(top level)',
          storeAccess: /\bworkerAccess(\$\d+)?\s*\(/.test(args),
        };
      });
    });
}

export interface NativeLayout {
  /** Where the packaged app loads the SQLite library's native module from. */
  readonly binding: string;
  /** Where the store's workers load the SQLite library's JavaScript from ('' when it cannot be told). */
  readonly library: string;
  /** The workers found in out/main, each named as STORE_WORKERS names it. */
  readonly workers: readonly string[];
  readonly problems: readonly string[];
}

/**
 * The library path the bundled `workerAccess` computes: `require.resolve(SQLITE_PACKAGE)` from the
 * bundle file that holds it, made a plain file by `libraryPath`, as the packaged app does.
 */
function workerLibrary(archive: Archive, resourcesDir: string): { library: string; problems: string[] } {
  const resolves = new RegExp(`\\.resolve\\(\\s*["']${SQLITE_PACKAGE}["']\\s*\\)`);
  const file = ENTRY_FILES(archive).find(
    (path) => path.startsWith('out/main/') && resolves.test(archive.read(path).toString('utf8')),
  );
  if (file === undefined) {
    return { library: '', problems: [`no file in out/main resolves "${SQLITE_PACKAGE}" for the store's workers`] };
  }
  const dir = packageInArchive(archive, SQLITE_PACKAGE, posix.dirname(file));
  if (dir === undefined)
    return { library: '', problems: [`${SQLITE_DIR}/package.json is missing (needed by ${file})`] };
  const resolved = join(resourcesDir, 'app.asar', ...dir.split('/'), entryOf(readJson(archive, `${dir}/package.json`)));
  return { library: libraryPath(resolved), problems: [] };
}

/** The SQLite library where the packaged app and its workers look for it: computed by the app's own functions. */
export function nativeLayout(archive: Archive, resourcesDir: string): NativeLayout {
  const binding = resolveNativeBinding(resourcesDir) ?? '';
  const problems = isFile(binding) ? [] : [`${binding} is missing (electron-builder.yml extraResources)`];
  const nativeDir = dirname(binding);
  const others = isFile(binding) ? readdirSync(nativeDir).filter((name) => join(nativeDir, name) !== binding) : [];
  if (others.length > 0)
    problems.push(`${nativeDir} holds more than the SQLite library's binary: ${others.join(', ')}`);
  for (const file of archive.files) {
    if (file.path.endsWith('.node') && !file.unpacked) problems.push(`${file.path} is inside app.asar: not loadable`);
    const workersRead = file.path === `${SQLITE_DIR}/package.json` || file.path.startsWith(`${SQLITE_DIR}/lib/`);
    if (workersRead && !file.unpacked) {
      problems.push(
        `${file.path} is inside app.asar, where the store's workers cannot read it (electron-builder.yml asarUnpack)`,
      );
    }
  }
  const sites = workerSites(archive);
  for (const site of sites.filter((site) => !site.storeAccess)) {
    problems.push(`${site.file}: the worker started by ${site.startedBy} does not load the store through workerAccess`);
  }
  for (const [name, what] of Object.entries(STORE_WORKERS)) {
    if (!sites.some((site) => site.startedBy === name)) problems.push(`${what} is not in out/main (no ${name})`);
  }
  const { library, problems: libraryProblems } = workerLibrary(archive, resourcesDir);
  const top = join(resourcesDir, 'app.asar.unpacked');
  return {
    binding,
    library,
    workers: sites.map((site) => STORE_WORKERS[site.startedBy] ?? `the worker started by ${site.startedBy}`),
    problems: [...problems, ...libraryProblems, ...(library === '' ? [] : workerLibraryProblems(library, top))],
  };
}
