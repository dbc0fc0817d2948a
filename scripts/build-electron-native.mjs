/**
 * Builds the store's SQLite library, better-sqlite3-multiple-ciphers (better-sqlite3 on SQLite3
 * Multiple Ciphers), for the installed Electron into build/native/electron/better_sqlite3.node (the
 * file name of its own build target), the binary the desktop app loads (main/core/native-binding.ts)
 * and electron-builder ships. Electron 45 embeds Node 24 but has its own module ABI
 * (node_modules/electron/abi_version, 150), so neither npm's build for Node nor any Node 24 build
 * can be loaded by it.
 *
 * Tests and the browser mode keep loading node_modules/better-sqlite3-multiple-ciphers's own build,
 * made for Node: this script compiles a temporary copy and never touches it. The npm setting `nodedir`
 * would silently compile against Node's headers, so it is cleared, and the result is checked
 * to be refused by Node for exactly Electron's ABI and to hold SQLite3 Multiple Ciphers (a plain
 * better-sqlite3 build could open no encrypted store). Skipped when the binary is up to date;
 * pass --force to rebuild.
 *
 * --arch=x64|arm64|ia32 builds for another architecture than this machine's (the release
 * workflow builds macOS x64 on an arm64 runner). Node cannot load such a binary at all, so its
 * header is checked for the architecture instead.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

const HEADERS_URL = 'https://electronjs.org/headers';
/** main/store/sqlite.ts SQLITE_PACKAGE (this script runs under plain Node; test/packaging checks they agree). */
const SQLITE_PACKAGE = 'better-sqlite3-multiple-ciphers';
/** Compiled into every build of SQLite3 Multiple Ciphers (its sqlite3mc_version()). */
const CIPHER_MARK = 'SQLite3 Multiple Ciphers';
const root = dirname(import.meta.dirname);
const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const sqliteDir = dirname(require.resolve(`${SQLITE_PACKAGE}/package.json`));
const electronDir = dirname(require.resolve('electron/package.json'));
const archArgument = process.argv.find((arg) => arg.startsWith('--arch='));
const wanted = {
  electron: readJson(join(electronDir, 'package.json')).version,
  abi: readFileSync(join(electronDir, 'abi_version'), 'utf8').trim(),
  // Name and version: better-sqlite3 12.11.1's build must not pass for better-sqlite3-multiple-ciphers 12.11.1's.
  library: `${SQLITE_PACKAGE}@${readJson(join(sqliteDir, 'package.json')).version}`,
  platform: process.platform,
  arch: archArgument === undefined ? process.arch : archArgument.slice('--arch='.length),
};
const outDir = join(root, 'build', 'native', 'electron');
const output = join(outDir, 'better_sqlite3.node');
const stampFile = join(outDir, 'build-info.json');
const describe = `${wanted.library} for Electron ${wanted.electron}, ABI ${wanted.abi} (${wanted.platform}-${wanted.arch})`;

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

/** Node refuses a module built for Electron's ABI, naming the ABI it was built for. */
function assertBuiltForElectron(binary) {
  try {
    process.dlopen({ exports: {} }, binary);
  } catch (error) {
    if (String(error).includes(`NODE_MODULE_VERSION ${wanted.abi}.`)) return;
    throw error;
  }
  fail([`The result loads under Node ${process.version}, so it was compiled against Node's headers, not Electron's.`]);
}

/** The CPU a native binary (ELF, Mach-O or PE) is built for, from its header. */
function binaryArch(file) {
  const head = readFileSync(file).subarray(0, 4096);
  if (head.readUInt32BE(0) === 0x7f454c46) return { 0x3e: 'x64', 0xb7: 'arm64', 0x03: 'ia32' }[head.readUInt16LE(18)];
  if (head.readUInt32LE(0) === 0xfeedfacf) return { 0x01000007: 'x64', 0x0100000c: 'arm64' }[head.readUInt32LE(4)];
  if (head.toString('latin1', 0, 2) === 'MZ') {
    return { 0x8664: 'x64', 0xaa64: 'arm64', 0x14c: 'ia32' }[head.readUInt16LE(head.readUInt32LE(0x3c) + 4)];
  }
  return undefined;
}

function assertBuiltForArch(binary) {
  const found = binaryArch(binary);
  if (found !== wanted.arch) fail([`The result is built for ${found ?? 'an unknown CPU'}, not ${wanted.arch}.`]);
}

/** The binary holds SQLite3 Multiple Ciphers, so it can open the encrypted store. */
function assertHoldsCiphers(binary) {
  if (readFileSync(binary).includes(CIPHER_MARK, 0, 'latin1')) return;
  fail([`The result does not contain ${CIPHER_MARK}: it cannot open an encrypted store.`]);
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
    `node_modules/${SQLITE_PACKAGE} (the Node build that tests use) was not touched.`,
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
    // A binary for another CPU cannot be loaded here at all, so only its header can be checked.
    if (wanted.arch === process.arch) assertBuiltForElectron(built);
    else assertBuiltForArch(built);
    assertHoldsCiphers(built);
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
