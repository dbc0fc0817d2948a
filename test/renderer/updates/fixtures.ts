/** An updater status for component tests: on, with a feed, version 1.4.0 running; override what a test needs. */
import type { UpdateState, UpdateStatus } from '../../../shared/domain/updates';
import { useUpdates } from '../../../renderer/stores/updates';

export const FEED = 'https://updates.example/claimdesk';

export const updateStatus = (state: UpdateState, patch: Partial<UpdateStatus> = {}): UpdateStatus => ({
  settings: { enabled: true, channel: 'stable', deferDays: 7 },
  feed: { source: 'build', url: FEED, problem: null },
  currentVersion: '1.4.0',
  lastCheckedAt: null,
  state,
  ...patch,
});

export const resetUpdatesStore = (): void =>
  useUpdates.setState({ status: undefined, error: undefined, putOff: undefined, sentEditorOpen: undefined });
