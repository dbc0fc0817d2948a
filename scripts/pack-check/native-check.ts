/**
 * The SQLite library's native module in a packed app: the package's Node-API prebuild for the
 * packed platform and CPU (byte for byte), holding SQLite3 Multiple Ciphers, and, when it is for
 * this machine, loaded by a worker thread exactly as the store's workers load it (the unpacked
 * library, the packaged binary) to open an encrypted database.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { keyPragmas, SQLITE_PACKAGE } from '../../main/store/sqlite';
import { StoreKey } from '../../main/store/store-key';

/** Compiled into every build of SQLite3 Multiple Ciphers (its sqlite3mc_version()). */
const CIPHER_MARK = 'SQLite3 Multiple Ciphers';

function prebuildsDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve(`${SQLITE_PACKAGE}/package.json`)), 'prebuilds');
}

/** Which of the package's prebuilds (`linux-x64`, `darwin-arm64`…) `binary` is, byte for byte; undefined if none. */
export function prebuildOf(binary: Buffer): string | undefined {
  const dir = prebuildsDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.node'))
    .find((name) => readFileSync(join(dir, name)).equals(binary))
    ?.replace(/\.node$/, '');
}

/** Problems with the packed binary; `target` (`linux-x64`) is the prebuild it must be, when known. */
export function bindingProblems(binding: string, target?: string): { prebuild?: string; problems: string[] } {
  let binary: Buffer;
  try {
    binary = readFileSync(binding);
  } catch {
    return { problems: [`${binding} is missing (electron-builder.yml extraResources)`] };
  }
  const prebuild = prebuildOf(binary);
  const problems: string[] = [];
  if (prebuild === undefined) problems.push(`${binding} is none of ${SQLITE_PACKAGE}'s prebuilds`);
  else if (target !== undefined && prebuild !== target)
    problems.push(`${binding} is the ${prebuild} prebuild, not ${target}`);
  if (!binary.includes(CIPHER_MARK, 0, 'latin1')) {
    problems.push(`${binding} does not contain ${CIPHER_MARK}: it cannot open an encrypted store`);
  }
  return { prebuild, problems };
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.library);
const open = () => {
  const db = new Database(workerData.file, { nativeBinding: workerData.binding });
  for (const pragma of workerData.pragmas) db.pragma(pragma);
  return db;
};
const writer = open();
writer.exec("CREATE TABLE t (x); INSERT INTO t VALUES ('kept')");
writer.close();
const reader = open();
const row = reader.prepare('SELECT x, sqlite3mc_version() AS version FROM t').get();
reader.close();
if (row.x === 'kept') parentPort.postMessage(row.version);
`;

/**
 * A worker thread loads `library` with `binding`, writes an encrypted database and reads it back
 * with the key; answers the cipher library's version.
 */
export async function loadInWorker(library: string, binding: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'claimdesk-native-check-'));
  const file = join(dir, 'check.db');
  try {
    const version = await new Promise<string>((resolve, reject) => {
      const pragmas = keyPragmas(StoreKey.generate());
      const worker = new Worker(WORKER, { eval: true, workerData: { library, binding, file, pragmas } });
      let answer: string | undefined;
      worker.on('message', (message: string) => (answer = message));
      worker.on('error', reject);
      worker.on('exit', (code) =>
        answer === undefined
          ? reject(new Error(`the worker ended (exit ${code}) without reading it back`))
          : resolve(answer),
      );
    });
    if (readFileSync(file).includes('SQLite format 3')) throw new Error(`${file} was written unencrypted`);
    return version;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
