/** updates.*: the desktop app's updater, when the host has one (main/desk/updates/desk-updates.ts). */
import { deskUpdates } from '../desk/updates/desk-updates';
import type { UpdateService } from '../desk/updates/service';
import { ok, type HandlersOf } from './handler';

export function updateHandlers(updater: UpdateService | undefined): HandlersOf<'updates'> {
  const updates = deskUpdates(updater);
  return {
    'updates.status': (_input, core) => ok(updates.status(core.store())),
    'updates.configure': (settings, core) => updates.configure(core.store(), settings, core.policy),
    'updates.checkNow': () => updates.checkNow(),
    'updates.install': ({ claimEditorOpen }) => updates.install(claimEditorOpen),
  };
}
