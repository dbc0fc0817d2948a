/** notices.*: what opening the data file found, until staff have read it (main/store/store-notices.ts). */
import { acknowledgeStoreNotice, unreadStoreNotices } from '../store/store-notices';
import { ok, type HandlersOf } from './handler';

export const noticeHandlers: HandlersOf<'notices'> = {
  'notices.list': (_input, core) => ok(unreadStoreNotices(core.store())),
  // Read already (in another window, or a second press): nothing to do, the same answer.
  'notices.acknowledge': ({ id }, core) => {
    const store = core.store();
    acknowledgeStoreNotice(store, id);
    return ok(unreadStoreNotices(store));
  },
};
