/**
 * A killed import leaves the old list: a child process imports a new list and is
 * SIGKILLed while it is held inside the import's transaction (it pauses itself there
 * after a chunk of rows, so the kill never races the writes). The list on the file
 * afterwards is exactly the old one, with its title index whole; an import left alone
 * reaches the new list.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importDiagnosisList, searchDiagnoses } from '../../main/diagnoses';
import { WRITE_CHUNK } from '../../main/diagnoses/diagnosis-writes';
import { openDatabase } from '../../main/store/database';
import { openTempDb, type TempDb } from '../support/claims-fixtures';
import { AUDIT, checkTitleIndex, csvOf, listFingerprint } from './helpers';
import { testAccess } from '../support/store-access';
import { onLines } from '../support/child-lines';

const CHILD = join(__dirname, 'import-child.ts');
const NEW_COUNT = WRITE_CHUNK * 3;

let temp: TempDb;
let oldList: string;

beforeEach(() => {
  temp = openTempDb();
  const imported = importDiagnosisList(
    { ...AUDIT, db: temp.db },
    { fileName: 'old.csv', text: csvOf([['J06.9', 'Cold']]) },
  );
  expect(imported).toMatchObject({ ok: true, value: { imported: true } });
  oldList = listFingerprint(temp.db);
  temp.db.close();
});
afterEach(() => temp.close());

/** Runs the child to its end (killed on "paused" when it pauses); answers its lines and how it ended. */
function runChild(pauseAt: number | null): Promise<{ lines: string[]; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', CHILD, temp.file, String(NEW_COUNT)];
    if (pauseAt !== null) args.push(String(pauseAt));
    const child = spawn(process.execPath, args, {
      cwd: join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    onLines(child.stdout, (line) => {
      lines.push(line);
      if (line === 'paused') child.kill('SIGKILL');
    });
    child.on('error', reject);
    // 'close', not 'exit': it comes after the child's output has all been read.
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL' && code !== 0) reject(new Error(`child failed (${code ?? signal}): ${stderr}`));
      else resolve({ lines, signal });
    });
  });
}

describe('kill during a diagnosis list import', () => {
  it.each([WRITE_CHUNK, NEW_COUNT])(
    'a kill inside the transaction, after %i rows, leaves exactly the old list',
    async (pauseAt) => {
      const { lines, signal } = await runChild(pauseAt);
      expect(lines).toEqual(['paused']);
      expect(signal).toBe('SIGKILL');
      const db = openDatabase(temp.file, testAccess);
      try {
        expect(listFingerprint(db)).toBe(oldList);
        checkTitleIndex(db);
        expect(searchDiagnoses({ db: db }, 'cold')).toEqual([{ code: 'J06.9', title: 'Cold' }]);
      } finally {
        db.close();
      }
    },
    60_000,
  );

  it('an import left alone replaces the list', async () => {
    const { lines, signal } = await runChild(null);
    expect([lines, signal]).toEqual([['imported'], null]);
    const db = openDatabase(temp.file, testAccess);
    try {
      expect(db.prepare('SELECT item_count FROM diagnosis_list').pluck().get()).toBe(NEW_COUNT);
      expect(searchDiagnoses({ db: db }, 'cold')).toEqual([]);
      checkTitleIndex(db);
    } finally {
      db.close();
    }
  }, 60_000);
});
