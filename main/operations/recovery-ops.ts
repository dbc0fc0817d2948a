/** recovery.*: a recovery key issued (shown once), and a desk moved here from a backup (main/store/recovery). */
import { say } from '../i18n/words';
import { restoreFromBackup } from '../store/recovery/restore';
import type { KeySource } from '../store/store-key';
import { fail, ok, type HandlersOf } from './handler';

/** Where a restore writes: this computer's desk data folder (not the demo's), and how this machine keeps its key. */
export interface RecoveryHost {
  readonly dataDir: string;
  readonly keys: KeySource;
  readonly nativeBinding?: string;
}

/** Without a host that names the desk's folder (tests, browser mode), recovery.restore is refused as unavailable. */
export function recoveryHandlers(host: RecoveryHost | undefined): HandlersOf<'recovery'> {
  return {
    'recovery.issue': ({ reason }, core) => {
      const key = core.issueRecoveryKey(reason);
      if (key !== undefined) return ok({ recoveryKey: key.text() });
      // At setup a desk that has a key keeps it (nothing to show); elsewhere, a plain store has none to issue.
      return reason === 'setup' ? ok({ recoveryKey: null }) : fail('recovery-unavailable', say('recovery.unavailable'));
    },
    'recovery.restore': (input, core) => {
      if (host === undefined) return fail('restore-unavailable', say('recovery.restoreUnavailable'));
      const restored = restoreFromBackup({ ...input, ...host, audit: core.store() });
      return restored.ok ? ok(restored.value) : fail(restored.error.code, restored.error.message);
    },
  };
}
