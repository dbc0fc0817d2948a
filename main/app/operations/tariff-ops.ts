/** tariffs.*: search the local cache, what it holds, and a refresh (joining one in flight). */
import { tariffCacheInfo } from '../../tariffs/tariff-cache';
import { searchTariffs } from '../../tariffs/tariff-search';
import { ok, type HandlersOf } from './handler';

export const tariffHandlers: HandlersOf<'tariffs'> = {
  'tariffs.search': ({ query, ...options }, core) => ok(searchTariffs(core.store(), query, options)),
  'tariffs.info': (_input, core) => ok(tariffCacheInfo(core.store())),
  'tariffs.refresh': async ({ full }, core) => {
    const refreshed = await core.refreshTariffs({ force: full });
    return refreshed.ok ? ok(tariffCacheInfo(core.store())) : refreshed;
  },
};
