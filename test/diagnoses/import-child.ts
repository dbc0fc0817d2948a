/**
 * Child process of kill-during-import.test.ts: imports a list of `count` synthetic
 * codes into the store in `file`. With `pauseAt` it prints "paused" after that many
 * rows are written, inside the import's transaction, and blocks its thread until the
 * parent kills it; without, it prints "imported" once the import has committed.
 *
 * Usage: node --import tsx test/diagnoses/import-child.ts <file> <count> [pauseAt]
 */
import { writeSync } from 'node:fs';
import { importDiagnosisList } from '../../main/diagnoses';
import { openDatabase } from '../../main/store/database';
import { AUDIT, csvOf } from './helpers';
import { testAccess } from '../support/store-access';

/** Only a safety net for a parent that died without killing the child. */
const PAUSE_LIMIT_MS = 120_000;

const say = (line: string): void => void writeSync(1, `${line}\n`);

const [file, countArg, pauseArg] = process.argv.slice(2);
if (!file || !countArg) throw new Error('usage: import-child.ts <file> <count> [pauseAt]');
const pauseAt = pauseArg === undefined ? null : Number(pauseArg);
const rows = Array.from({ length: Number(countArg) }, (_, i): [string, string] => [`N${i}`, `New code number ${i}`]);

const db = openDatabase(file, testAccess);
const result = importDiagnosisList({ ...AUDIT, db }, { fileName: 'new.csv', text: csvOf(rows) }, (done) => {
  if (pauseAt === null || done < pauseAt) return;
  say('paused');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_LIMIT_MS);
  writeSync(2, `import-child: not killed within ${PAUSE_LIMIT_MS} ms of pausing\n`);
  process.exit(3);
});
db.close();
say(result.ok && result.value.imported ? 'imported' : `failed ${JSON.stringify(result)}`);
