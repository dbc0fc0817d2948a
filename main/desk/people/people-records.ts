/**
 * The people who sign in to the desk, in the `people` table (migration 019): name, PIN hash, and the wrong-PIN
 * count and wait of each (the lock's limits are per person). Only the core reads a hash; it never leaves it.
 */
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { PinHash } from '../lock/pin-hash';

export interface PersonRecord {
  readonly id: number;
  readonly name: string;
  /** Undefined when the stored hash cannot be read: no PIN of hers opens the desk then. */
  readonly pin: PinHash | undefined;
  readonly addedAt: string;
  readonly addedBy: string;
  readonly failures: number;
  readonly retryAt: string | null;
}

interface PersonRow {
  id: number;
  name: string;
  pin_json: string;
  added_at: string;
  added_by: string;
  failures: number;
  retry_at: string | null;
}

function parsePin(json: string): PinHash | undefined {
  try {
    const parsed = PinHash.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const toRecord = (row: PersonRow): PersonRecord => ({
  id: row.id,
  name: row.name,
  pin: parsePin(row.pin_json),
  addedAt: row.added_at,
  addedBy: row.added_by,
  failures: row.failures,
  retryAt: row.retry_at,
});

const COLUMNS = 'id, name, pin_json, added_at, added_by, failures, retry_at';

/** The active people, in the order they were added. */
export function activePeople(db: Db): PersonRecord[] {
  const rows = statement(db, `SELECT ${COLUMNS} FROM people WHERE retired_at IS NULL ORDER BY id`).all() as PersonRow[];
  return rows.map(toRecord);
}

/** The retired people, most recently retired first (Settings › People shows them on request). */
export function retiredPeople(db: Db): { id: number; name: string; retiredAt: string }[] {
  return statement(
    db,
    'SELECT id, name, retired_at AS retiredAt FROM people WHERE retired_at IS NOT NULL ORDER BY retired_at DESC, id DESC',
  ).all() as { id: number; name: string; retiredAt: string }[];
}

/** An active person; undefined for one retired or unknown. */
export function activePerson(db: Db, id: number): PersonRecord | undefined {
  const row = statement(db, `SELECT ${COLUMNS} FROM people WHERE id = ? AND retired_at IS NULL`).get(id) as
    PersonRow | undefined;
  return row && toRecord(row);
}

/** Whether an active person other than `except` has this name, whatever its case. */
export function nameTaken(db: Db, name: string, except?: number): boolean {
  return (
    statement(db, 'SELECT 1 FROM people WHERE retired_at IS NULL AND name = ? COLLATE NOCASE AND id IS NOT ?')
      .pluck()
      .get(name, except ?? null) !== undefined
  );
}

export function insertPerson(db: Db, person: { name: string; pin: PinHash; addedAt: string; addedBy: string }): number {
  return writeTransaction(db, () =>
    Number(
      statement(db, 'INSERT INTO people (name, pin_json, added_at, added_by) VALUES (?, ?, ?, ?)').run(
        person.name,
        JSON.stringify(person.pin),
        person.addedAt,
        person.addedBy,
      ).lastInsertRowid,
    ),
  );
}

export const renamePerson = (db: Db, id: number, name: string): void =>
  void statement(db, 'UPDATE people SET name = ? WHERE id = ?').run(name, id);

export const retirePerson = (db: Db, id: number, at: string): void =>
  void statement(db, 'UPDATE people SET retired_at = ? WHERE id = ?').run(at, id);

export const writePersonPin = (db: Db, id: number, pin: PinHash): void =>
  void statement(db, 'UPDATE people SET pin_json = ?, failures = 0, retry_at = NULL WHERE id = ?').run(
    JSON.stringify(pin),
    id,
  );

export const writeFailures = (db: Db, id: number, failures: number, retryAt: string | null): void =>
  void statement(db, 'UPDATE people SET failures = ?, retry_at = ? WHERE id = ?').run(failures, retryAt, id);
