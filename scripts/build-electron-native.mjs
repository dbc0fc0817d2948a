/**
 * Builds better-sqlite3 for the installed Electron into build/native/electron/better_sqlite3.node,
 * the binary the desktop app loads (main/app/native-binding.ts) and electron-builder ships.
 *
 * Tests and the browser mode keep loading node_modules/better-sqlite3's own build, made for
 * Node: this script compiles a temporary copy and never touches it. The npm setting `nodedir`
 * would silently compile against Node's headers, so it is cleared, and the result is checked
 * to be refused by Node (i.e. built for another ABI). Skipped when the binary is up to date;
 * pass --force to rebuild.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

const HEADERS_URL = 'https://electronjs.org/headers';
const root = dirname(import.meta.dirname);
const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const sqliteDir = dirname(require.resolve('better-sqlite3/package.json'));
const wanted = {
  electron: readJson(require.resolve('electron/package.json')).version,
  betterSqlite3: readJson(join(sqliteDir, 'package.json')).version,
  platform: process.platform,
  arch: process.arch,
};
const outDir = join(root, 'build', 'native', 'electron');
const output = join(outDir, 'better_sqlite3.node');
const stampFile = join(outDir, 'build-info.json');
const describe = `better-sqlite3 ${wanted.betterSqlite3} for Electron ${wanted.electron} (${wanted.platform}-${wanted.arch})`;

/** A failure explained in plain lines for whoever runs `npm run dist`. */
class BuildFailure extends Error {
  constructor(lines) {
    super(lines.join('\n'));
  }
}
const fail = (lines) => {
  throw new BuildFailure(lines);
};

function isUpToDate() {
  if (process.argv.includes('--force') || !existsSync(output) || !existsSync(stampFile)) return false;
  return JSON.stringify(readJson(stampFile)) === JSON.stringify(wanted);
}

function findNodeGyp() {
  try {
    return require.resolve('node-gyp/bin/node-gyp.js');
  } catch {
    return process.env.npm_config_node_gyp;
  }
}

/** The environment without npm's `nodedir`, which would point node-gyp at Node's headers. */
function envWithoutNodedir() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.toLowerCase() !== 'npm_config_nodedir'),
  );
}

/** Node refuses a module built for Electron's ABI; if it loads, it was built for Node. */
function assertBuiltForElectron(binary) {
  try {
    process.dlopen({ exports: {} }, binary);
  } catch (error) {
    if (String(error).includes('NODE_MODULE_VERSION')) return;
    throw error;
  }
  fail([`The result loads under Node ${process.version}, so it was compiled against Node's headers, not Electron's.`]);
}

function compile(workDir) {
  const nodeGyp = findNodeGyp();
  if (nodeGyp === undefined) fail(['node-gyp was not found; run `npm ci` first.']);
  const args = [
    nodeGyp,
    'rebuild',
    '--release',
    `--target=${wanted.electron}`,
    `--arch=${wanted.arch}`,
    `--dist-url=${HEADERS_URL}`,
  ];
  console.log(`Building ${describe} (a few minutes)…`);
  const run = spawnSync(process.execPath, args, { cwd: workDir, env: envWithoutNodedir(), encoding: 'utf8' });
  if (run.status === 0) return join(workDir, 'build', 'Release', 'better_sqlite3.node');

  const log = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
  const tail = log.trim().split('\n').slice(-15);
  // node-gyp's own words when fetching the headers failed (the command line it echoes names the URL anyway).
  const headersBlocked = log.includes('install got an error') || log.includes('network connectivity');
  fail([
    headersBlocked
      ? `The Electron headers could not be downloaded from ${HEADERS_URL}: this machine cannot reach them.`
      : `node-gyp failed (exit ${run.status ?? run.signal}). It needs a C++ toolchain and the Electron headers from ${HEADERS_URL}.`,
    'Run `npm run dist` (or `npm start`) on a machine that can reach electronjs.org.',
    `node_modules/better-sqlite3 (the Node build that tests use) was not touched.`,
    '',
    'Last lines from node-gyp:',
    ...tail.map((line) => `  ${line}`),
  ]);
}

function build() {
  const workDir = mkdtempSync(join(tmpdir(), 'claimdesk-native-'));
  try {
    const ownBuild = join(sqliteDir, 'build') + sep;
    cpSync(sqliteDir, workDir, { recursive: true, filter: (source) => !(source + sep).startsWith(ownBuild) });
    const built = compile(workDir);
    assertBuiltForElectron(built);
    mkdirSync(outDir, { recursive: true });
    copyFileSync(built, output);
    writeFileSync(stampFile, `${JSON.stringify(wanted, null, 2)}\n`);
    console.log(`Wrote ${relative(root, output)}.`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

try {
  if (isUpToDate()) console.log(`${relative(root, output)} is up to date (${describe}).`);
  else build();
} catch (error) {
  if (!(error instanceof BuildFailure)) throw error;
  console.error(`\nCould not build ${describe}.\n${error.message}\n`);
  process.exitCode = 1;
}
