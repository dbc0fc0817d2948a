/**
 * updates.* as the page asks for them, with or without the desktop app's updater (service.ts). Without one
 * (browser mode) the status says `unavailable` and everything else is refused. The page turns updates on or
 * off (the store's settings, audited; the updater follows them) but never chooses the feed, and `install`
 * only asks: the main process confirms in its own dialog, or nothing installs.
 */
import type { UpdateSettingsChange } from '../../../shared/domain/settings';
import type { UpdateStatus } from '../../../shared/domain/updates';
import { say } from '../../i18n/words';
import type { StoreDeps } from '../../store/store-deps';
import { changeSettings, deskSettings, mergedUpdates } from '../settings/desk-settings';
import type { UpdateService } from './service';
import { lockedRefusal } from '../policy/locked-change';
import type { PolicyRead } from '../policy/policy-file';

type DeskUpdateError = { readonly code: string; readonly message: string };
export type DeskUpdateResult = { ok: true; value: UpdateStatus } | { ok: false; error: DeskUpdateError };

export interface DeskUpdates {
  status(store: Pick<StoreDeps, 'db'>): UpdateStatus;
  /** Refused whole when the policy file sets `updates.enabled` to another value. */
  configure(store: StoreDeps, change: UpdateSettingsChange, policy?: PolicyRead): DeskUpdateResult;
  checkNow(): DeskUpdateResult;
  install(claimEditorOpen: boolean): Promise<DeskUpdateResult>;
}

const refused = (code: string, message: string): DeskUpdateResult => ({ ok: false, error: { code, message } });
const noUpdater = (): DeskUpdateResult => refused('updates-unavailable', say('updates.unavailable'));

export function deskUpdates(updates: UpdateService | undefined): DeskUpdates {
  return {
    status: (store) =>
      updates?.status() ?? {
        settings: deskSettings(store).updates,
        feed: { source: 'none', url: null, problem: 'not-installed' },
        currentVersion: null,
        lastCheckedAt: null,
        state: { phase: 'unavailable' },
      },

    configure(store, change, policy) {
      if (!updates) return noUpdater();
      // The parts the page does not name keep their stored values.
      // Only the parts named are checked against the policy: a stored value under a policy's is not staff's doing.
      const locked = lockedRefusal(policy, { updates: change });
      if (locked) return refused(locked.code, locked.message);
      const settings = mergedUpdates(deskSettings(store).updates, change);
      const written = changeSettings(store, { updates: settings });
      return written.ok ? { ok: true, value: updates.status() } : refused(written.error.code, written.error.message);
    },

    checkNow() {
      if (!updates) return noUpdater();
      if (updates.status().state.phase === 'off') return refused('updates-off', say('updates.off'));
      return { ok: true, value: updates.checkNow() };
    },

    async install(claimEditorOpen) {
      if (!updates) return noUpdater();
      if (updates.status().state.phase !== 'ready') return refused('update-not-ready', say('updates.notReady'));
      const { confirmed, status } = await updates.install(claimEditorOpen);
      return confirmed ? { ok: true, value: status } : refused('update-not-confirmed', say('updates.notConfirmed'));
    },
  };
}
