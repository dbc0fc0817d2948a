/**
 * lock.* and people.*: the locked screen (main/desk/lock/lock-service.ts) and Settings › People
 * (main/desk/people/people-service.ts); no answer carries a PIN or its hash. A change of the people tells the
 * pages the lock's status again (its list of names).
 */
import type { LockResult, LockService } from '../desk/lock/lock-service';
import { addPerson, listPeople, renameOne, retireOne, type PeopleResult } from '../desk/people/people-service';
import type { HandlerResult, HandlersOf } from './handler';
import type { LockStatus } from '../../shared/domain/lock';
import type { PeopleView } from '../../shared/domain/people';
import type { Core } from '../core/core';
import { ok } from './handler';

const answer = (result: LockResult): HandlerResult<LockStatus> => result;

export function lockHandlers(lock: LockService): HandlersOf<'lock'> {
  return {
    'lock.status': (_input, core) => ok(lock.status(core.store())),
    'lock.lock': (_input, core) => ok(lock.lock(core.store())),
    'lock.unlock': async ({ pin, personId }, core) => answer(await lock.unlock(core.store(), pin, personId)),
    'lock.setPin': async ({ current, pin }, core) => answer(await lock.setPin(core.store(), current, pin)),
  };
}

export function peopleHandlers(lock: LockService): HandlersOf<'people'> {
  const told = (core: Core, result: PeopleResult): HandlerResult<PeopleView> => {
    if (result.ok) lock.changed(core.store());
    return result;
  };
  return {
    'people.list': (_input, core) => ok(listPeople(core.store())),
    'people.add': async (input, core) => told(core, await addPerson(core.store(), input)),
    'people.rename': (input, core) => told(core, renameOne(core.store(), input)),
    'people.retire': (input, core) => told(core, retireOne(core.store(), input)),
  };
}
