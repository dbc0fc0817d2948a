/** What a report use case works with: the store, and the clock that stamps when a report was made. */
import type { StoreDeps } from '../store/store-deps';

export type ReportDeps = Pick<StoreDeps, 'db' | 'now'>;
