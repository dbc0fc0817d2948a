/**
 * Settings › People: add a person (name and PIN), rename one, retire one. No roles in this version: anyone
 * signed in may manage the people (the operation host refuses these while the desk is locked), and every change
 * is in the audit trail, signed by the person at the desk. A person changes her own PIN through the lock
 * (lock.setPin: her current one is needed). She cannot retire herself, nor the last active person: the desk
 * would have no one to open it.
 */
import type { PeopleView } from '../../../shared/domain/people';
import { say } from '../../i18n/words';
import { recordAudit } from '../../store/audit';
import { writeTransaction } from '../../store/database';
import type { StoreDeps } from '../../store/store-deps';
import { currentPerson, readLockState, writeLockState } from '../lock/lock-records';
import { PIN_FORM } from '../lock/lock-service';
import { hashPin } from '../lock/pin-hash';
import {
  activePeople,
  retiredPeople,
  activePerson,
  insertPerson,
  nameTaken,
  renamePerson,
  retirePerson,
} from './people-records';

export interface PeopleError {
  readonly code: 'name-taken' | 'pin-form' | 'not-found' | 'retire-self' | 'retire-last';
  readonly message: string;
}
export type PeopleResult = { ok: true; value: PeopleView } | { ok: false; error: PeopleError };

const refuse = (code: PeopleError['code'], message: string): PeopleResult => ({ ok: false, error: { code, message } });

export function listPeople({ db }: Pick<StoreDeps, 'db'>): PeopleView {
  return {
    people: activePeople(db).map(({ id, name, addedAt, addedBy }) => ({ id, name, addedAt, addedBy })),
    retired: retiredPeople(db),
    currentId: currentPerson(db)?.id ?? null,
  };
}

/**
 * On a desk of one person she is at the desk without having said so; before a second one comes, she is
 * recorded as signed in, so that the desk still knows who is at it.
 */
function noteTheOnlyPerson(deps: StoreDeps): void {
  const state = readLockState(deps.db);
  const only = currentPerson(deps.db);
  if (state.personId === null && only) writeLockState(deps.db, { ...state, personId: only.id });
}

export async function addPerson(deps: StoreDeps, input: { name: string; pin: string }): Promise<PeopleResult> {
  const { db } = deps;
  if (!PIN_FORM.test(input.pin)) return refuse('pin-form', say('lock.pinForm'));
  if (nameTaken(db, input.name)) return refuse('name-taken', say('people.nameTaken', { name: input.name }));
  const pin = await hashPin(input.pin);
  // Checked again with the write: another window may have added the name while the PIN was hashed.
  if (nameTaken(db, input.name)) return refuse('name-taken', say('people.nameTaken', { name: input.name }));
  writeTransaction(db, () => {
    noteTheOnlyPerson(deps);
    insertPerson(db, { name: input.name, pin, addedAt: deps.now().toISOString(), addedBy: deps.staff });
    recordAudit(db, { action: 'person.add', outcome: 'ok', subject: input.name }, deps);
  });
  return { ok: true, value: listPeople(deps) };
}

export function renameOne(deps: StoreDeps, input: { id: number; name: string }): PeopleResult {
  const { db } = deps;
  const person = activePerson(db, input.id);
  if (!person) return refuse('not-found', say('people.notFound'));
  if (nameTaken(db, input.name, input.id)) return refuse('name-taken', say('people.nameTaken', { name: input.name }));
  // Audited first: a person renaming herself signs the entry with the name she had.
  writeTransaction(db, () => {
    recordAudit(
      db,
      { action: 'person.rename', outcome: 'ok', subject: input.name, detail: `was ${person.name}` },
      deps,
    );
    renamePerson(db, input.id, input.name);
  });
  return { ok: true, value: listPeople(deps) };
}

export function retireOne(deps: StoreDeps, input: { id: number }): PeopleResult {
  const { db } = deps;
  const person = activePerson(db, input.id);
  if (!person) return refuse('not-found', say('people.notFound'));
  if (currentPerson(db)?.id === input.id) return refuse('retire-self', say('people.retireSelf'));
  if (activePeople(db).length <= 1) return refuse('retire-last', say('people.retireLast'));
  writeTransaction(db, () => {
    retirePerson(db, input.id, deps.now().toISOString());
    recordAudit(db, { action: 'person.retire', outcome: 'ok', subject: person.name }, deps);
  });
  return { ok: true, value: listPeople(deps) };
}
