/**
 * The locked screen's use cases. The page locks the desk (after its idle time, or "Lock now") and a person signs
 * in to unlock it: with two or more people she says who she is, then her PIN; with one person, her PIN alone (the
 * flow of a desk with one PIN). The state is the core's, kept in the store, so a reload or a restart stays
 * locked; signing in makes her the desk's current person (main/desk/people), and a lock returns to "who".
 *
 * Wrong PINs are limited here, not in the page, per person, and the count is kept in the store so a reload does
 * not reset it: the first FREE_TRIES wrong PINs in a row cost nothing, each one after that makes her wait twice
 * as long as the one before (30 s, 1 min, 2 min … at most 15 min), and while she waits no PIN of hers is even
 * compared. A right PIN clears her count. A wrong current PIN when changing it counts the same, so it is no way
 * round the limit. PIN checks run one at a time, so that two at once cannot both slip under the limit.
 *
 * With no person (no PIN set) the desk still locks (the data are hidden when staff walk away) and opens without
 * one; the lock and Settings ask staff to set a PIN, which makes the first person.
 */
import type { LockStatus } from '../../../shared/domain/lock';
import { PERSON_NAME_MAX } from '../../../shared/domain/people';
import { say } from '../../i18n/words';
import { recordAudit } from '../../store/audit';
import type { Db } from '../../store/database';
import { readSetting } from '../../store/settings-store';
import type { StoreDeps } from '../../store/store-deps';
import {
  activePeople,
  activePerson,
  insertPerson,
  writeFailures,
  writePersonPin,
  type PersonRecord,
} from '../people/people-records';
import { currentPerson, readLockState, writeLockState, type LockState } from './lock-records';
import { hashPin, pinMatches } from './pin-hash';

export const FREE_TRIES = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
export const PIN_FORM = /^\d{4,12}$/;
/** The first person's name when the desk has no staff name: a neutral word, renamable in Settings › People. */
export const FIRST_PERSON_NAME = 'Reception';

/** How long to wait after this many wrong PINs in a row (0 within the free tries). */
export function waitAfter(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_TRIES));
}

export interface LockError {
  readonly code: 'wrong-pin' | 'wait' | 'pin-form' | 'who';
  readonly message: string;
}
export type LockResult = { ok: true; value: LockStatus } | { ok: false; error: LockError };

/** The lock's state is kept in the store (core.store() hands it out); signing in is audited. */
type LockDeps = Pick<StoreDeps, 'db'>;

export interface LockService {
  status(deps: LockDeps): LockStatus;
  /** Whether the desk is locked: the operation host asks before every operation not marked WHILE_LOCKED. */
  isLocked(deps: LockDeps): boolean;
  lock(deps: LockDeps): LockStatus;
  /**
   * Signs `personId` in with her PIN (any, when no one has a PIN); on a desk with one person `personId` may be
   * left out. `who` when it is needed and absent, or names no active person.
   */
  unlock(deps: StoreDeps, pin: string, personId?: number): Promise<LockResult>;
  /**
   * Sets the PIN of the person at the desk (4 to 12 digits; her current one is needed); with no person yet it
   * makes the first, named after the desk's staff name, and signs her in.
   */
  setPin(deps: StoreDeps, current: string, pin: string): Promise<LockResult>;
  /** Tells the pages the status again (the people changed: the lock's list of names). */
  changed(deps: LockDeps): void;
  /** Every change of the status, for the pages (another window locks too). */
  onChange(listener: (status: LockStatus) => void): () => void;
}

export function createLockService(options: { readonly now?: () => Date } = {}): LockService {
  const now = options.now ?? (() => new Date());
  const listeners = new Set<(status: LockStatus) => void>();
  let queue: Promise<unknown> = Promise.resolve();

  const waitingUntil = (person: PersonRecord): string | null =>
    person.retryAt !== null && Date.parse(person.retryAt) > now().getTime() ? person.retryAt : null;

  function status(db: Db): LockStatus {
    const state = readLockState(db);
    const people = activePeople(db);
    const person = state.locked ? undefined : currentPerson(db);
    return {
      locked: state.locked,
      pinSet: people.length > 0,
      idleMinutes: readSetting(db, 'lock').idleMinutes,
      retryAt: people.length === 1 && people[0] ? waitingUntil(people[0]) : null,
      people: people.map((one) => ({ id: one.id, name: one.name, retryAt: waitingUntil(one) })),
      person: person ? { id: person.id, name: person.name } : null,
    };
  }

  function announce(db: Db): LockStatus {
    const next = status(db);
    for (const listener of listeners) listener(next);
    return next;
  }

  function save(db: Db, state: LockState): LockStatus {
    writeLockState(db, state);
    return announce(db);
  }

  /** Runs one PIN check after the one before has finished. */
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  const refuse = (code: LockError['code'], message: string): LockResult => ({ ok: false, error: { code, message } });

  /** Compares her PIN, unless she must wait; a wrong one is counted (and may start a wait). */
  async function checkPin(db: Db, person: PersonRecord, pin: string): Promise<LockResult | 'right'> {
    if (waitingUntil(person) !== null) return refuse('wait', say('lock.wait'));
    if (person.pin !== undefined && (await pinMatches(pin, person.pin))) {
      writeFailures(db, person.id, 0, null);
      return 'right';
    }
    const failures = person.failures + 1;
    const wait = waitAfter(failures);
    writeFailures(db, person.id, failures, wait > 0 ? new Date(now().getTime() + wait).toISOString() : null);
    announce(db);
    return wait > 0 ? refuse('wait', say('lock.wait')) : refuse('wrong-pin', say('lock.wrongPin'));
  }

  /** The one who signs in: the one named, or the only one; undefined for a retired or unknown one. */
  function whoSignsIn(db: Db, personId: number | undefined): PersonRecord | undefined {
    if (personId !== undefined) return activePerson(db, personId);
    const people = activePeople(db);
    return people.length === 1 ? people[0] : undefined;
  }

  async function unlock(deps: StoreDeps, pin: string, personId?: number): Promise<LockResult> {
    const { db } = deps;
    if (activePeople(db).length === 0) return { ok: true, value: save(db, { locked: false, personId: null }) };
    const person = whoSignsIn(db, personId);
    if (!person) return refuse('who', say('lock.who'));
    const checked = await checkPin(db, person, pin);
    if (checked !== 'right') {
      recordAudit(db, { action: 'person.sign-in', outcome: 'refused', subject: person.name }, deps);
      return checked;
    }
    const value = save(db, { locked: false, personId: person.id });
    recordAudit(db, { action: 'person.sign-in', outcome: 'ok', subject: person.name }, deps);
    return { ok: true, value };
  }

  async function setPin(deps: StoreDeps, current: string, pin: string): Promise<LockResult> {
    const { db } = deps;
    if (!PIN_FORM.test(pin)) return refuse('pin-form', say('lock.pinForm'));
    if (activePeople(db).length === 0) {
      const staff = readSetting(db, 'staffName').trim().slice(0, PERSON_NAME_MAX);
      const name = staff === '' ? FIRST_PERSON_NAME : staff;
      const id = insertPerson(db, { name, pin: await hashPin(pin), addedAt: now().toISOString(), addedBy: '' });
      const value = save(db, { ...readLockState(db), personId: id });
      recordAudit(db, { action: 'person.add', outcome: 'ok', subject: name }, deps);
      return { ok: true, value };
    }
    const person = currentPerson(db);
    if (!person) return refuse('who', say('lock.who'));
    const checked = await checkPin(db, person, current);
    if (checked !== 'right') return checked;
    writePersonPin(db, person.id, await hashPin(pin));
    recordAudit(db, { action: 'person.pin', outcome: 'ok', subject: person.name }, deps);
    return { ok: true, value: announce(db) };
  }

  return {
    status: ({ db }) => status(db),
    isLocked: ({ db }) => readLockState(db).locked,
    lock: ({ db }) => save(db, { locked: true, personId: null }),
    unlock: (deps, pin, personId) => oneAtATime(() => unlock(deps, pin, personId)),
    setPin: (deps, current, pin) => oneAtATime(() => setPin(deps, current, pin)),
    changed: ({ db }) => void announce(db),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
