/** lock.*: the locked screen (main/desk/lock/lock-service.ts); no answer carries the PIN or its hash. */
import type { LockResult, LockService } from '../desk/lock/lock-service';
import type { HandlerResult, HandlersOf } from './handler';
import type { LockStatus } from '../../shared/domain/lock';
import { ok } from './handler';

const answer = (result: LockResult): HandlerResult<LockStatus> => result;

export function lockHandlers(lock: LockService): HandlersOf<'lock'> {
  return {
    'lock.status': (_input, core) => ok(lock.status(core.store())),
    'lock.lock': (_input, core) => ok(lock.lock(core.store())),
    'lock.unlock': async ({ pin }, core) => answer(await lock.unlock(core.store(), pin)),
    'lock.setPin': async ({ current, pin }, core) => answer(await lock.setPin(core.store(), current, pin)),
  };
}
