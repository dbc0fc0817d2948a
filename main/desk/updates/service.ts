/**
 * The updater: when to ask the feed, what to do with its answer, and when an install may start.
 *
 * - Off by default. The setting is read at every step, so a change made by any path is seen; turning
 *   updates on starts a check at once, turning them off drops what is under way and cancels a download.
 * - The feed is fixed for the life of the process (feed.ts: the build's, or an administrator's policy file);
 *   without one, nothing is checked.
 * - On: a check a little after start, then daily (schedule.ts). A check that finds a newer version
 *   downloads it in the background; the host verifies its checksum.
 * - "Up to date" is earned: only an answer of the feed gives it, and `lastCheckedAt` is that answer's time.
 * - An install starts only when staff agree — in the main process's own dialog (`confirmInstall`), never on
 *   the page's word alone — and nothing blocks it: no claim being sent (the
 *   sync engine is in a run) and no claim open in the editor (the page says so). Until then the state
 *   says what it waits for, and the install starts by itself once nothing does.
 *
 * A result that comes back after the settings changed or the service stopped is ignored (`generation`).
 */
import type { UpdateSettings } from '../../../shared/domain/settings';
import type { SyncStatus } from '../../../shared/domain/sync';
import type {
  InstallBlocker,
  UpdateFailure,
  UpdateFeed,
  UpdateState,
  UpdateStatus,
} from '../../../shared/domain/updates';
import type { SyncEngine } from '../../sync/engine/sync-engine';
import { systemClock, type UpdateClock } from './clock';
import type { ConfirmInstall, PortResult, UpdaterPort } from './port';
import { CHECK_TIMING, createCheckSchedule, type CheckTiming } from './schedule';
import { nextState, type UpdateEvent } from './state';
import { deferralEnds, deferralOver, memoryDeferralStore, type DeferralStore } from './deferral';

export interface UpdateServiceOptions {
  readonly port: UpdaterPort;
  /** Where updates come from (feed.ts). */
  readonly feed: UpdateFeed;
  readonly confirmInstall: ConfirmInstall;
  /** The updates setting as stored now. */
  readonly settings: () => UpdateSettings;
  /** While the engine is in a run, claims and documents are being sent. */
  readonly sync: Pick<SyncEngine, 'status' | 'onStatus'>;
  readonly clock?: UpdateClock;
  readonly timing?: Partial<CheckTiming>;
  /** Since when a downloaded version waits (deferral.ts); in memory when not given. */
  readonly deferral?: DeferralStore;
  /** A status listener that threw. */
  readonly onFailure?: (error: unknown) => void;
}

export interface UpdateService {
  status(): UpdateStatus;
  /** Checks now, unless updates are off or a check, a download or an install is under way. */
  checkNow(): UpdateStatus;
  /**
   * Staff ask to install the version downloaded; the first time, the native dialog asks them to confirm
   * (`confirmed` false: they did not). `claimEditorOpen` is the page's word on its editor, sent again while
   * the install waits.
   */
  install(claimEditorOpen: boolean): Promise<{ readonly confirmed: boolean; readonly status: UpdateStatus }>;
  onStatus(listener: (status: UpdateStatus) => void): () => void;
  /** Forgets what is under way (a download in flight goes on, for the next service to join) and stops the timer. */
  stop(): void;
}

/** A change of these starts the updater afresh; the limit to "Later" is read when it is needed. */
const sameSettings = (a: UpdateSettings, b: UpdateSettings): boolean =>
  a.enabled === b.enabled && a.channel === b.channel;

const CAN_CHECK: ReadonlySet<UpdateState['phase']> = new Set(['idle', 'up-to-date', 'failed']);

/** The port promises never to reject; should it, the step fails with its words instead of vanishing. */
const settled = <T>(answer: Promise<PortResult<T>>): Promise<PortResult<T>> =>
  answer.catch((error: unknown) => ({
    ok: false,
    failure: { reason: 'other', detail: (error instanceof Error ? error.message : String(error)).slice(0, 500) },
  }));

export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  const { port, feed } = options;
  const clock = options.clock ?? systemClock;
  const deferral = options.deferral ?? memoryDeferralStore();
  const startedAt = clock.now();
  /** Whether the page has said if its claim editor is open (until it has, a forced install assumes it is). */
  let editorKnown = false;
  const listeners = new Set<(status: UpdateStatus) => void>();
  let seen = options.settings();
  let state: UpdateState = seen.enabled ? { phase: 'idle' } : { phase: 'off' };
  let lastCheckedAt: string | null = null;
  let claimEditorOpen = false;
  let generation = 0;
  let download: AbortController | undefined;
  /** The native dialog while it is open: a second ask joins it rather than opening another. */
  let asking: Promise<boolean> | undefined;
  const schedule = createCheckSchedule(clock, () => void check(), { ...CHECK_TIMING, ...options.timing });

  const now = (): string => clock.now().toISOString();

  const status = (): UpdateStatus => ({
    settings: seen,
    feed,
    currentVersion: port.currentVersion,
    lastCheckedAt,
    state,
    installsAfter: state.phase === 'ready' ? deferralEnds(deferral.read(), state.version, seen.deferDays) : null,
  });

  function apply(event: UpdateEvent): void {
    const next = nextState(state, event);
    if (next === state) return;
    state = next;
    const current = status();
    for (const listener of listeners) {
      try {
        listener(current);
      } catch (error) {
        options.onFailure?.(error);
      }
    }
  }

  /** Follows the stored setting: a change resets the updater and, when it is on, checks at once. */
  function follow(): UpdateSettings {
    const stored = options.settings();
    const same = sameSettings(seen, stored);
    seen = stored;
    if (same) return stored;
    generation += 1;
    download?.abort();
    download = undefined;
    schedule.stop();
    apply({ type: stored.enabled ? 'turned-on' : 'turned-off' });
    if (stored.enabled) void check();
    return stored;
  }

  async function check(): Promise<void> {
    const { enabled } = follow();
    const feedUrl = feed.url;
    if (!enabled || feedUrl === null || !CAN_CHECK.has(state.phase)) return;
    const mine = generation;
    const current = (): boolean => mine === generation;
    const failed = (failure: UpdateFailure): void => {
      apply({ type: 'failed', failure, at: now() });
      schedule.afterFailure();
    };
    schedule.stop();
    apply({ type: 'check-started' });

    const answer = await settled(port.check(feedUrl, seen.channel));
    if (!current()) return;
    if (!answer.ok) {
      failed(answer.failure);
      return;
    }
    lastCheckedAt = now();
    schedule.afterAnswer();
    if (answer.value === null) {
      apply({ type: 'nothing-newer', at: lastCheckedAt });
      return;
    }

    apply({ type: 'found', version: answer.value });
    const controller = new AbortController();
    download = controller;
    const downloaded = await settled(
      port.download((percent) => current() && apply({ type: 'progress', percent }), controller.signal),
    );
    if (!current()) return;
    download = undefined;
    if (!downloaded.ok) {
      failed(downloaded.failure);
      return;
    }
    // The wait starts before staff are told, so the first "ready" already says when it installs by itself.
    if (state.phase === 'downloading') startWait(state.version);
    apply({ type: 'downloaded' });
    if (state.phase === 'ready') installWhenOverdue(state.version);
  }

  /**
   * The wait for staff starts on a version downloaded the first time; when staff have put it off past the limit
   * (deferral.ts), it installs without asking as soon as nothing blocks it — an open claim editor blocks it until
   * the page has said it is closed.
   */
  function startWait(version: string): void {
    if (deferral.read()?.version !== version) deferral.write({ version, since: now() });
  }

  function installWhenOverdue(version: string): void {
    if (deferralOver(deferral.read(), version, seen.deferDays, startedAt, clock.now())) tryInstall();
  }

  const blockers = (sync: SyncStatus = options.sync.status()): InstallBlocker[] => [
    ...(sync.phase === 'syncing' ? (['sending'] as const) : []),
    // Until the page has said, its editor counts as open (a forced install comes before any word from it).
    ...(claimEditorOpen || !editorKnown ? (['editing'] as const) : []),
  ];

  /** Installs now, or says what the install waits for. */
  function tryInstall(sync?: SyncStatus): void {
    apply({ type: 'install', blockers: blockers(sync) });
    if (state.phase === 'installing') startInstall();
  }

  function startInstall(): void {
    const started = port.install();
    if (!started.ok) apply({ type: 'failed', failure: started.failure, at: now() });
  }

  const stopFollowingSync = options.sync.onStatus((sync) => {
    if (state.phase === 'ready' && state.waitingFor !== null) tryInstall(sync);
  });
  // At start, the first check waits a little: the desk's own work comes first.
  if (seen.enabled) schedule.soon();

  return {
    status() {
      follow();
      return status();
    },
    checkNow() {
      void check();
      return status();
    },
    async install(editorOpen) {
      claimEditorOpen = editorOpen;
      editorKnown = true;
      follow();
      if (state.phase !== 'ready') return { confirmed: false, status: status() };
      // Already agreed (the install waits): the page only tells whether its editor is open.
      if (state.waitingFor === null) {
        const { version } = state;
        asking ??= options.confirmInstall(version).finally(() => (asking = undefined));
        const confirmed = await asking.catch(() => false);
        follow();
        if (!confirmed) return { confirmed: false, status: status() };
        // Meanwhile another ask started the install, or the updater moved on.
        const after = status();
        if (after.state.phase !== 'ready' || after.state.version !== version) return { confirmed: true, status: after };
      }
      tryInstall();
      return { confirmed: true, status: status() };
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      generation += 1;
      schedule.stop();
      stopFollowingSync();
      listeners.clear();
    },
  };
}
