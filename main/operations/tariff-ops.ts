/**
 * tariffs.*: search the local cache, what it holds, a refresh (joining one in flight), and a full download
 * held because it would remove too much of the cache: what it holds, confirmed or discarded.
 */
import { tariffCacheInfo } from '../tariffs/tariff-cache';
import { searchTariffs } from '../tariffs/tariff-search';
import { ok, type HandlersOf } from './handler';

export const tariffHandlers: HandlersOf<'tariffs'> = {
  'tariffs.search': ({ query, ...options }, core) => ok(searchTariffs(core.store(), query, options)),
  'tariffs.info': (_input, core) => ok(tariffCacheInfo(core.store())),
  'tariffs.refresh': async ({ full }, core) => {
    const refreshed = await core.refreshTariffs({ force: full });
    return refreshed.ok ? ok(tariffCacheInfo(core.store())) : refreshed;
  },
  'tariffs.held': (_input, core) => ok(core.tariffHold.held()),
  'tariffs.confirmHeld': ({ id }, core) => {
    const confirmed = core.tariffHold.confirmHeld(id);
    return confirmed.ok ? ok(tariffCacheInfo(core.store())) : confirmed;
  },
  'tariffs.discardHeld': ({ id }, core) => {
    core.tariffHold.discardHeld(id);
    return ok(tariffCacheInfo(core.store()));
  },
};
