/**
 * The lock's records, kept in the store (so a reload or a restart finds the desk as it was left): the PIN's
 * hash, and whether the desk is locked with the count of wrong PINs since the last right one. They live in the
 * `settings` table under keys of their own, which settings.get never reads (it reads only the desk's settings).
 */
import { z } from 'zod';
import { writeTransaction, type Db } from '../../store/database';
import { statement } from '../../store/statements';
import { PinHash } from './pin-hash';

const PIN_KEY = 'lock.pin';
const STATE_KEY = 'lock.state';

export const LockState = z.object({
  locked: z.boolean(),
  /** Wrong PINs since the last right one. */
  failures: z.number().int().min(0),
  /** Until when no PIN is tried; null when one may be. */
  retryAt: z.iso.datetime().nullable(),
});
export type LockState = z.infer<typeof LockState>;

const UNLOCKED: LockState = { locked: false, failures: 0, retryAt: null };

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

/** The PIN's hash; undefined when none is set (or the record cannot be read: Settings then asks for a new one). */
export const readPinHash = (db: Db): PinHash | undefined => read(db, PIN_KEY, PinHash);
export const writePinHash = (db: Db, hash: PinHash): void => write(db, PIN_KEY, hash);

/** A damaged record reads as locked: the lock never opens by itself. */
export const readLockState = (db: Db): LockState =>
  read(db, STATE_KEY, LockState) ?? (hasRecord(db, STATE_KEY) ? { ...UNLOCKED, locked: true } : UNLOCKED);
export const writeLockState = (db: Db, state: LockState): void => write(db, STATE_KEY, state);

function hasRecord(db: Db, key: string): boolean {
  return statement(db, 'SELECT 1 FROM settings WHERE key = ?').pluck().get(key) !== undefined;
}
