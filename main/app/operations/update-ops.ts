/**
 * updates.*: the desktop app's updater (main/app/updates), when the host has one. Without one (browser
 * mode) the status says `unavailable` and the other operations are refused. The page turns updates on or
 * off (the store's settings, recorded in the audit trail; the updater follows them) but never chooses the
 * feed, and `updates.install` only asks: the main process confirms in its own dialog, or nothing installs.
 */
import type { UpdateStatus } from '../../../shared/domain/updates';
import { say } from '../../i18n/words';
import { changeSettings, deskSettings } from '../desk-settings';
import type { UpdateService } from '../updates/service';
import { fail, ok, type HandlersOf } from './handler';

const noUpdater = () => fail('updates-unavailable', say('updates.unavailable'));

export function updateHandlers(updates: UpdateService | undefined): HandlersOf<'updates'> {
  return {
    'updates.status': (_input, core) =>
      ok(
        updates?.status() ??
          ({
            settings: deskSettings(core.store()).updates,
            feed: { source: 'none', url: null, problem: 'not-installed' },
            currentVersion: null,
            lastCheckedAt: null,
            state: { phase: 'unavailable' },
          } satisfies UpdateStatus),
      ),

    'updates.configure': (settings, core) => {
      if (!updates) return noUpdater();
      const written = changeSettings(core.store(), { updates: settings });
      return written.ok ? ok(updates.status()) : fail(written.error.code, written.error.message);
    },

    'updates.checkNow': () => {
      if (!updates) return noUpdater();
      if (updates.status().state.phase === 'off') return fail('updates-off', say('updates.off'));
      return ok(updates.checkNow());
    },

    'updates.install': async ({ claimEditorOpen }) => {
      if (!updates) return noUpdater();
      if (updates.status().state.phase !== 'ready') return fail('update-not-ready', say('updates.notReady'));
      const { confirmed, status } = await updates.install(claimEditorOpen);
      return confirmed ? ok(status) : fail('update-not-confirmed', say('updates.notConfirmed'));
    },
  };
}
