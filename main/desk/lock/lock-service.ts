/**
 * The locked screen's use cases. The page locks the desk (after its idle time, or "Lock now") and staff unlock
 * it with their PIN; the state is the core's, kept in the store, so a reload or a restart stays locked.
 *
 * Wrong PINs are limited here, not in the page, and the count is kept in the store so a reload does not reset
 * it: the first FREE_TRIES wrong PINs in a row cost nothing, each one after that makes staff wait twice as long
 * as the one before (30 s, 1 min, 2 min … at most 15 min), and while they wait no PIN is even compared. A right
 * PIN clears the count. A wrong current PIN when changing it counts the same, so it is no way round the limit.
 * PIN checks run one at a time, so that two at once cannot both slip under the limit.
 *
 * With no PIN set the desk still locks (the data are hidden when staff walk away) and opens without one; the
 * lock and Settings ask staff to set a PIN.
 */
import type { LockStatus } from '../../../shared/domain/lock';
import { say } from '../../i18n/words';
import type { Db } from '../../store/database';
import { readSetting } from '../../store/settings-store';
import type { StoreDeps } from '../../store/store-deps';
import { readLockState, readPinHash, writeLockState, writePinHash, type LockState } from './lock-records';
import { hashPin, pinMatches } from './pin-hash';

export const FREE_TRIES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
const PIN_FORM = /^\d{4,12}$/;

/** How long to wait after this many wrong PINs in a row (0 within the free tries). */
export function waitAfter(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_TRIES));
}

export interface LockError {
  readonly code: 'wrong-pin' | 'wait' | 'pin-form';
  readonly message: string;
}
export type LockResult = { ok: true; value: LockStatus } | { ok: false; error: LockError };

/** The lock's state is kept in the store (core.store() hands it out). */
type LockDeps = Pick<StoreDeps, 'db'>;

export interface LockService {
  status(deps: LockDeps): LockStatus;
  /** Whether the desk is locked: the operation host asks before every operation not marked WHILE_LOCKED. */
  isLocked(deps: LockDeps): boolean;
  lock(deps: LockDeps): LockStatus;
  /** Opens the desk with the PIN (any, when none is set). */
  unlock(deps: LockDeps, pin: string): Promise<LockResult>;
  /** Sets a new PIN (4 to 12 digits); the current one is needed when one is set. */
  setPin(deps: LockDeps, current: string, pin: string): Promise<LockResult>;
  /** Every change of the status, for the pages (another window locks too). */
  onChange(listener: (status: LockStatus) => void): () => void;
}

export function createLockService(options: { readonly now?: () => Date } = {}): LockService {
  const now = options.now ?? (() => new Date());
  const listeners = new Set<(status: LockStatus) => void>();
  let queue: Promise<unknown> = Promise.resolve();

  function status(db: Db): LockStatus {
    const state = readLockState(db);
    const waiting = state.retryAt !== null && Date.parse(state.retryAt) > now().getTime();
    return {
      locked: state.locked,
      pinSet: readPinHash(db) !== undefined,
      idleMinutes: readSetting(db, 'lock').idleMinutes,
      retryAt: waiting ? state.retryAt : null,
    };
  }

  function save(db: Db, state: LockState): LockStatus {
    writeLockState(db, state);
    const next = status(db);
    for (const listener of listeners) listener(next);
    return next;
  }

  /** Runs one PIN check after the one before has finished. */
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  const waitError = (): LockResult => ({ ok: false, error: { code: 'wait', message: say('lock.wait') } });

  /** Compares the PIN, unless staff must wait; a wrong one is counted (and may start a wait). */
  async function checkPin(db: Db, pin: string): Promise<LockResult | 'right'> {
    const kept = readPinHash(db);
    if (kept === undefined) return 'right';
    if (status(db).retryAt !== null) return waitError();
    if (await pinMatches(pin, kept)) return 'right';
    const state = readLockState(db);
    const failures = state.failures + 1;
    const wait = waitAfter(failures);
    save(db, { ...state, failures, retryAt: wait > 0 ? new Date(now().getTime() + wait).toISOString() : null });
    if (wait > 0) return waitError();
    return { ok: false, error: { code: 'wrong-pin', message: say('lock.wrongPin') } };
  }

  return {
    status: ({ db }) => status(db),
    isLocked: ({ db }) => readLockState(db).locked,
    lock: ({ db }) => save(db, { ...readLockState(db), locked: true }),
    unlock: ({ db }, pin) =>
      oneAtATime(async () => {
        const checked = await checkPin(db, pin);
        if (checked !== 'right') return checked;
        return { ok: true, value: save(db, { locked: false, failures: 0, retryAt: null }) };
      }),
    setPin: ({ db }, current, pin) =>
      oneAtATime(async () => {
        if (!PIN_FORM.test(pin)) return { ok: false, error: { code: 'pin-form', message: say('lock.pinForm') } };
        const checked = await checkPin(db, current);
        if (checked !== 'right') return checked;
        writePinHash(db, await hashPin(pin));
        return { ok: true, value: save(db, { ...readLockState(db), failures: 0, retryAt: null }) };
      }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
