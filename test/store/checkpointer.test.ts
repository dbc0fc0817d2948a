/** The WAL checkpointer: a bulk write is checkpointed on a worker thread; everything else as SQLite always did. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTOCHECKPOINT_PAGES, startCheckpointer, type Checkpointer } from '../../main/store/checkpointer';
import { libraryPath } from '../../main/store/sqlite';
import { writeTransaction, type Db } from '../../main/store/database';
import { useTempDatabase } from './helpers';
import { testAccess } from '../support/store-access';

const store = useTempDatabase();
let checkpointer: Checkpointer | undefined;
afterEach(async () => {
  await checkpointer?.close();
  checkpointer = undefined;
});

interface WalState {
  log: number;
  checkpointed: number;
}
/** Pages in the WAL not yet copied into the database file. */
const uncopied = (db: Db): number => {
  const [state] = db.pragma('wal_checkpoint(NOOP)') as WalState[];
  return state ? state.log - state.checkpointed : Number.NaN;
};
const autocheckpoint = (db: Db): unknown => db.pragma('wal_autocheckpoint', { simple: true });

/** Commits about `pages` pages of 4 KiB. */
function writePages(db: Db, pages: number, bulk = false): void {
  writeTransaction(
    db,
    () => {
      db.exec('CREATE TABLE IF NOT EXISTS filler (b BLOB NOT NULL)');
      const insert = db.prepare('INSERT INTO filler (b) VALUES (randomblob(4000))');
      for (let i = 0; i < pages; i++) insert.run();
    },
    { bulk },
  );
}

describe('the WAL checkpointer', () => {
  it('checkpoints a bulk write on the worker, with SQLite’s own checkpoint off until it is done', async () => {
    const { db, file } = store;
    checkpointer = startCheckpointer(db, { access: testAccess });
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);

    const before = fs.statSync(file).size;
    writePages(db, 1_500, true);
    // SQLite's own checkpoint stays off until the worker answers, which this thread hears only
    // after it yields; the worker itself may already be copying, on its own thread.
    expect(autocheckpoint(db)).toBe(0);

    await checkpointer.idle();
    expect(uncopied(db)).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(before + 1_500 * 4_000);
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
    expect(db.prepare('SELECT count(*) FROM filler').pluck().get()).toBe(1_500);
  });

  it('leaves everyday writes, and a bulk write nested in another transaction, to SQLite', async () => {
    const { db } = store;
    checkpointer = startCheckpointer(db, { access: testAccess });
    // Once the worker has opened its connection: its first read could hold back SQLite's own checkpoint.
    await checkpointer.idle();
    writePages(db, 1_500);
    expect(uncopied(db)).toBe(0);
    writeTransaction(db, () => writePages(db, 1_500, true));
    expect(uncopied(db)).toBe(0);
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
    await checkpointer.idle();
  });

  it('turns SQLite’s checkpoint back on when a bulk write rolls back', () => {
    const { db } = store;
    checkpointer = startCheckpointer(db, { access: testAccess });
    expect(() =>
      writeTransaction(
        db,
        () => {
          throw new Error('injected');
        },
        { bulk: true },
      ),
    ).toThrow('injected');
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
  });

  it('checkpoints inline again once closed', async () => {
    const { db } = store;
    checkpointer = startCheckpointer(db, { access: testAccess });
    await checkpointer.close();
    writePages(db, 1_500, true);
    expect(uncopied(db)).toBe(0);
  });

  it('reports a worker that cannot start, and bulk writes checkpoint inline', async () => {
    const { db } = store;
    const problem = new Promise<Error>((resolve) => {
      checkpointer = startCheckpointer(db, {
        access: { ...testAccess, nativeBinding: '/nowhere/better_sqlite3.node' },
        onProblem: resolve,
      });
    });
    expect((await problem).message).toMatch(/nowhere/);
    writePages(db, 1_500, true);
    expect(uncopied(db)).toBe(0);
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
  });

  it('reports a worker that dies at work, once, and bulk writes checkpoint inline from then on', async () => {
    const { db, file } = store;
    // A stand-in for better-sqlite3 in the worker: it opens, then the thread exits at its first checkpoint.
    const library = path.join(path.dirname(file), 'dying-sqlite.cjs');
    fs.writeFileSync(
      library,
      "module.exports = class { pragma(sql) { if (sql.startsWith('wal_checkpoint')) process.exit(3); } close() {} };",
    );
    const problems: Error[] = [];
    const reported = new Promise<void>((resolve) => {
      checkpointer = startCheckpointer(db, {
        access: testAccess,
        library,
        onProblem: (error) => {
          problems.push(error);
          resolve();
        },
      });
    });
    await checkpointer?.idle();
    writePages(db, 1_500, true);
    await reported;
    expect(problems.map((error) => error.message)).toEqual([
      'The WAL checkpoint worker stopped: it exited with code 3',
    ]);

    writePages(db, 1_500, true);
    expect(uncopied(db)).toBe(0);
    expect(autocheckpoint(db)).toBe(AUTOCHECKPOINT_PAGES);
    await checkpointer?.close();
    expect(problems).toHaveLength(1);
  });

  it('does not report a worker it closed itself', async () => {
    const { db } = store;
    const problems: Error[] = [];
    checkpointer = startCheckpointer(db, { access: testAccess, onProblem: (error) => problems.push(error) });
    await checkpointer.idle();
    await checkpointer.close();
    expect(problems).toEqual([]);
  });

  it('loads better-sqlite3 from outside the asar archive in the packaged app', () => {
    expect(libraryPath('/opt/ClaimDesk/resources/app.asar/node_modules/better-sqlite3/lib/index.js')).toBe(
      '/opt/ClaimDesk/resources/app.asar.unpacked/node_modules/better-sqlite3/lib/index.js',
    );
    expect(libraryPath('C:\\ClaimDesk\\resources\\app.asar\\node_modules\\better-sqlite3\\lib\\index.js')).toBe(
      'C:\\ClaimDesk\\resources\\app.asar.unpacked\\node_modules\\better-sqlite3\\lib\\index.js',
    );
    const here = '/work/node_modules/better-sqlite3/lib/index.js';
    expect(libraryPath(here)).toBe(here);
  });
});
