/** updates.*: the desktop app's updater, when the host has one (main/app/updates/desk-updates.ts). */
import { deskUpdates } from '../updates/desk-updates';
import type { UpdateService } from '../updates/service';
import { ok, type HandlersOf } from './handler';

export function updateHandlers(updater: UpdateService | undefined): HandlersOf<'updates'> {
  const updates = deskUpdates(updater);
  return {
    'updates.status': (_input, core) => ok(updates.status(core.store())),
    'updates.configure': (settings, core) => updates.configure(core.store(), settings),
    'updates.checkNow': () => updates.checkNow(),
    'updates.install': ({ claimEditorOpen }) => updates.install(claimEditorOpen),
  };
}
