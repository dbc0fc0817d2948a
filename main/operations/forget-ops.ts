/** forget.*: what stops "Forget this device", and the erasing itself (main/desk/forget-device.ts). */
import { say } from '../i18n/words';
import { forgetCheck, forgetDevice, type ForgetHost } from '../desk/forget-device';
import { fail, ok, type HandlersOf } from './handler';

/** Without a host that can erase and restart (tests), forget.confirm is refused as unavailable. */
export function forgetHandlers(host: ForgetHost | undefined): HandlersOf<'forget'> {
  return {
    'forget.check': (_input, core) => ok(forgetCheck(core.store(), host)),
    'forget.confirm': async ({ word }, core) => {
      if (host === undefined) return fail('forget-unavailable', say('forget.unavailable'));
      const outcome = await forgetDevice(core.store(), word, host);
      return outcome.ok ? ok({ forgotten: true as const }) : fail(outcome.code, outcome.message);
    },
  };
}
