/**
 * The open's quick_check on a worker thread (main/store/integrity.ts): the same answer as on the opening thread,
 * found on another thread, and never skipped: a worker that cannot run the check leaves it to the opening thread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTransaction } from '../../main/store/database';
import { integrityProblems, integrityProblemsOffThread } from '../../main/store/integrity';
import { testAccess } from '../support/store-access';
import { damagePage, useTempDatabase } from './helpers';

const store = useTempDatabase();

/** A stand-in for better-sqlite3 in the worker, written beside the store: `pragma` runs `body`. */
function standIn(name: string, body: string): string {
  const library = path.join(path.dirname(store.file), `${name}.cjs`);
  fs.writeFileSync(library, `module.exports = class { pragma(sql) { ${body} } close() {} };`);
  return library;
}

/** Enough rows to spread a table over many pages, so that one page can be damaged. */
function fill(): void {
  store.db.exec('CREATE TABLE filler (text TEXT NOT NULL)');
  const insert = store.db.prepare('INSERT INTO filler (text) VALUES (?)');
  writeTransaction(store.db, () => {
    for (let i = 0; i < 400; i++) insert.run(`row ${i} `.repeat(30));
  });
}

describe('the integrity check off the opening thread', () => {
  it('answers what the check on this thread answers, for a sound file and for a damaged one', async () => {
    fill();
    expect(await integrityProblemsOffThread(store.db, testAccess)).toEqual([]);
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    damagePage(store.file, 3);
    const found = await integrityProblemsOffThread(store.db, testAccess);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(integrityProblems(store.db));
  });

  it('runs on another thread', async () => {
    const library = standIn(
      'thread-telling',
      "return [{ quick_check: require('node:worker_threads').isMainThread ? 'opening thread' : 'worker thread' }];",
    );
    expect(await integrityProblemsOffThread(store.db, testAccess, library)).toEqual(['worker thread']);
  });

  it("counts SQLite's own errors as what the check found, as on this thread", async () => {
    const library = standIn(
      'not-a-database',
      "const error = new Error('file is not a database'); error.name = 'SqliteError'; error.code = 'SQLITE_NOTADB'; throw error;",
    );
    expect(await integrityProblemsOffThread(store.db, testAccess, library)).toEqual([
      'SQLITE_NOTADB: file is not a database',
    ]);
  });

  it('leaves the check to this thread when the worker fails or dies, and still finds the damage', async () => {
    fill();
    store.db.pragma('wal_checkpoint(TRUNCATE)');
    damagePage(store.file, 3);
    const expected = integrityProblems(store.db);
    expect(expected.length).toBeGreaterThan(0);
    const failing = standIn('failing', "throw new Error('no native module here');");
    const dying = standIn('dying', 'process.exit(3);');
    expect(await integrityProblemsOffThread(store.db, testAccess, failing)).toEqual(expected);
    expect(await integrityProblemsOffThread(store.db, testAccess, dying)).toEqual(expected);
  });
});
