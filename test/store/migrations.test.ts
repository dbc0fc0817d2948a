/**
 * Every migration is tested by upgrading a database built by every earlier version:
 * the loop below picks up each new entry of the migration list by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBackups } from '../../main/store/backups';
import { openDatabase, schemaVersion, writeTransaction, type Db } from '../../main/store/database';
import { isFileSound } from '../../main/store/integrity';
import { LATEST_VERSION, migrations } from '../../main/store/migrations';
import type { Migration } from '../../main/store/migrations/migration';
import { DATABASE_FILE, openStore } from '../../main/store/open-store';
import { makeTempDir, manualClock, openOk, present, removeDir } from './helpers';
import { fixtureFor, type Row, type TableRows } from './migration-fixtures';
import { testAccess, testKeys } from '../support/store-access';
import { connect } from '../../main/store/sqlite';

let dir: string;
let file: string;
beforeEach(() => {
  dir = makeTempDir();
  file = path.join(dir, DATABASE_FILE);
});
afterEach(() => removeDir(dir));

function seed(db: Db, fixture: readonly TableRows[]): void {
  writeTransaction(db, () => {
    for (const { table, rows } of fixture) {
      for (const row of rows) {
        const columns = Object.keys(row);
        db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
          ...Object.values(row),
        );
      }
    }
  });
}

/** `row` narrowed to the columns of `shape`, as comparable text (a Buffer becomes its bytes). */
const project = (row: Row, shape: Row): string => JSON.stringify(Object.keys(shape).map((column) => row[column]));

/** Every stored row of `table`, each matching one seeded row on the columns that row sets. */
function expectRowsKept(db: Db, table: string, seeded: readonly Row[]): void {
  const stored = db.prepare(`SELECT * FROM ${table}`).all() as Row[];
  expect(stored, table).toHaveLength(seeded.length);
  const unmatched = [...stored];
  for (const row of seeded) {
    const index = unmatched.findIndex((candidate) => project(candidate, row) === project(row, row));
    expect(index, `${table}: ${project(row, row)}`).toBeGreaterThanOrEqual(0);
    unmatched.splice(index, 1);
  }
}

/** Builds a data file at `version` with the first `version` migrations and its fixture. */
function buildAt(version: number): readonly TableRows[] {
  const db = openDatabase(file, { ...testAccess, migrations: migrations.slice(0, version) });
  expect(schemaVersion(db)).toBe(version);
  const fixture = fixtureFor(version);
  seed(db, fixture);
  db.close();
  return fixture;
}

describe('the migration list', () => {
  it('numbers its migrations 1, 2, 3… without gaps, each named', () => {
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(LATEST_VERSION).toBe(migrations.length);
    for (const migration of migrations) expect(migration.name.trim()).not.toBe('');
  });
});

describe.each(migrations.map((migration) => migration.version))('a database at version %i', (version) => {
  it(`upgrades to version ${LATEST_VERSION} with its data intact and its references whole`, async () => {
    const fixture = buildAt(version);
    const clock = manualClock('2026-11-22T08:00:00.000Z');

    const { db, notices } = await openOk(dir, { keys: testKeys, now: clock.now });
    try {
      expect(schemaVersion(db)).toBe(LATEST_VERSION);
      for (const { table, rows } of fixture) expectRowsKept(db, table, rows);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // The full check: indexes against tables, and FTS indexes against their content.
      expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);

      const backups = listBackups(path.join(dir, 'backups'));
      if (version < LATEST_VERSION) {
        expect(notices).toMatchObject([{ kind: 'migrated', from: version, to: LATEST_VERSION }]);
        expect(backups.map((backup) => backup.schemaVersion)).toEqual([version]);
      } else {
        expect(notices).toEqual([]);
      }
    } finally {
      db.close();
    }
  });
});

describe('a failing migration', () => {
  const broken: Migration = {
    version: LATEST_VERSION + 1,
    name: 'broken on purpose',
    up: `
      CREATE TABLE half_done (id INTEGER PRIMARY KEY);
      INSERT INTO half_done (id) VALUES (1);
      UPDATE claims SET complain = 'changed';
      INSERT INTO no_such_table (id) VALUES (1);
    `,
  };

  it('leaves the file at its previous version, untouched, with the pre-migration backup', async () => {
    buildAt(LATEST_VERSION);
    const clock = manualClock('2026-11-22T08:00:00.000Z');

    const result = await openStore(dir, { keys: testKeys, now: clock.now, migrations: [...migrations, broken] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('migration-failed');
    expect(result.error.message).toContain(`step ${broken.version} (broken on purpose) failed`);
    expect(result.error.message).toContain(`still at version ${LATEST_VERSION}`);

    const raw = connect(file, testAccess, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(raw.prepare("SELECT name FROM sqlite_schema WHERE name = 'half_done'").all()).toEqual([]);
    expect(raw.prepare("SELECT count(*) AS n FROM claims WHERE complain = 'changed'").get()).toEqual({ n: 0 });
    raw.close();

    const [backup] = listBackups(path.join(dir, 'backups'));
    expect(backup?.schemaVersion).toBe(LATEST_VERSION);
    expect(isFileSound(present(backup, 'backup').file, testAccess)).toBe(true);

    // This version still opens it as it was.
    const { db } = await openOk(dir, { keys: testKeys, now: clock.now });
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    db.close();
  });

  it('does not migrate when the backup before it cannot be made', async () => {
    buildAt(1);
    fs.writeFileSync(path.join(dir, 'backups'), 'a file where the backup folder should be');
    const result = await openStore(dir, { keys: testKeys, now: manualClock('2026-11-22T08:00:00.000Z').now });
    expect(result).toMatchObject({ ok: false, error: { code: 'backup-failed' } });
    const raw = connect(file, testAccess, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(1);
    raw.close();
  });
});

describe('the tuning migrations', () => {
  it('index the claims in doubt, and give the tariff index an 8 MiB buffer and no word positions', () => {
    const db = openDatabase(file, testAccess);
    try {
      const inDoubt = db
        .prepare("EXPLAIN QUERY PLAN SELECT id FROM claims INDEXED BY claims_in_doubt WHERE state = 'sending'")
        .all() as { detail: string }[];
      expect(inDoubt.map((step) => step.detail).join(' ')).toContain('claims_in_doubt');
      expect(db.prepare("SELECT v FROM tariffs_fts_config WHERE k = 'hashsize'").pluck().get()).toBe(8_388_608);
      const index = db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'tariffs_fts'").pluck().get();
      expect(index).toMatch(/detail = none/);
      expect(db.prepare('SELECT count(*) FROM tariffs_terms').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});
