/** sync.*: a run now (with a tariff refresh alongside, as staff expect of "Sync now"), and the status. */
import { ok, type HandlersOf } from './handler';

export const syncHandlers: HandlersOf<'sync'> = {
  'sync.now': async (_input, core) => {
    void core.refreshTariffs();
    return ok(await core.sync.syncNow());
  },
  'sync.status': (_input, core) => ok(core.sync.status()),
};
