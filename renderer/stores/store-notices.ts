/** What opening the data file found, for staff to read once (main/store/store-notices.ts keeps them). */
import { callOp } from '../api';

export const storeNotices = {
  unread: () => callOp('notices.list', {}),
  /** Marks one read; answers those still unread. */
  read: (id: number) => callOp('notices.acknowledge', { id }),
};
