/** A change staff ask for that would move a value the policy file sets: refused whole, in the desk's language. */
import { lockedChanges } from '../../../shared/domain/policy';
import { say } from '../../i18n/words';
import type { PolicyRead } from './policy-file';

export interface LockedRefusal {
  readonly code: 'setting-locked';
  readonly message: string;
}

/** Why this change is refused, or undefined when the policy leaves every value it touches to staff. */
/** `patch`: a settings change, the update parts it names and no others. */
export function lockedRefusal(policy: PolicyRead | undefined, patch: object): LockedRefusal | undefined {
  if (policy?.kind !== 'applied') return undefined;
  const locked = lockedChanges(policy.policy, patch);
  if (locked.length === 0) return undefined;
  return {
    code: 'setting-locked',
    message: say('settings.locked', { settings: locked.join(', '), file: policy.file }),
  };
}
