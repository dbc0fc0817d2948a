/**
 * The lock's record, kept in the store (so a reload or a restart finds the desk as it was left): whether the
 * desk is locked, and who is signed in at it. It lives in the `settings` table under a key of its own, which
 * settings.get never reads (it reads only the desk's settings). The PINs and their wrong-PIN counts are the
 * people's (main/desk/people/people-records.ts; the desk PIN of before migration 019 became the first person's).
 */
import { z } from 'zod';
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { activePeople, activePerson, type PersonRecord } from '../people/people-records';

const STATE_KEY = 'lock.state';

export const LockState = z.object({
  locked: z.boolean(),
  /** Who signed in last (cleared by a lock: the screen asks who again); absent in records made before people. */
  personId: z.number().int().positive().nullable().default(null),
});
export type LockState = z.infer<typeof LockState>;

const UNLOCKED: LockState = { locked: false, personId: null };

function read<T>(db: Db, key: string, schema: z.ZodType<T>): T | undefined {
  const text = statement(db, 'SELECT value_json FROM settings WHERE key = ?').pluck().get(key) as string | undefined;
  if (text === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(db: Db, key: string, value: unknown): void {
  writeTransaction(db, () =>
    statement(
      db,
      'INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json',
    ).run(key, JSON.stringify(value)),
  );
}

/** A damaged record reads as locked: the lock never opens by itself. */
export const readLockState = (db: Db): LockState =>
  read(db, STATE_KEY, LockState) ?? (hasRecord(db, STATE_KEY) ? { ...UNLOCKED, locked: true } : UNLOCKED);
export const writeLockState = (db: Db, state: LockState): void => write(db, STATE_KEY, state);

/**
 * Who is at the desk: the person signed in, while she is active; on a desk with one person, that person
 * (today's flow: one PIN, no "who"); otherwise no one (no PIN yet, or locked with several people).
 */
export function currentPerson(db: Db): PersonRecord | undefined {
  const { personId } = readLockState(db);
  const signedIn = personId === null ? undefined : activePerson(db, personId);
  if (signedIn) return signedIn;
  const people = activePeople(db);
  return people.length === 1 ? people[0] : undefined;
}

function hasRecord(db: Db, key: string): boolean {
  return statement(db, 'SELECT 1 FROM settings WHERE key = ?').pluck().get(key) !== undefined;
}
