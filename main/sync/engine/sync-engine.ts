/**
 * The sync engine: when to run, one run at a time, and what to tell the UI.
 *
 * Triggers: start(), syncNow() (staff), runSoon() (something new to send), the
 * earliest `next_attempt_at` of a waiting item, an interval, and connectivity
 * coming back (a cheap check that answers after an offline stop, or
 * connectivityChanged(true) from the shell). Runs are single-flight (main/jobs/runner.ts):
 * every trigger during a run is served by one follow-up run, never an
 * overlapping one.
 *
 * A run: the tasks (re-checking authorizations typed in offline) → reconcile due
 * claims in doubt → read the batches of the claims about to be sent
 * (sending/read-before-send.ts) → send due queued claims → upload due documents,
 * repeated while a round changes something; then the status follow-up reads
 * (follow-up/status-follow-up.ts), which give way as soon as something new was asked to
 * be sent since the last round began. Sends and uploads (sending/flush.ts) have at
 * most `concurrency` requests in flight, and their outcomes are recorded in
 * group commits (sending/pipeline.ts): the UI hears of an outcome only once it is committed.
 * Reconciliation never overlaps a send. An item left waiting in a run is not
 * touched again in that run. The run stops early when the service is
 * unreachable (then only the cheap check runs, on backoff, until it answers),
 * when the token is refused, when the claim endpoint is missing, or after too
 * many service errors in a row; each stop backs off with full jitter. When the
 * service asks ClaimDesk to slow down (429, 503, 408: run/failure.ts) the run stops
 * too, and no run sends or reads anything before the wait its Retry-After asked
 * for (bounded: retry-after.ts, `maxBusyWaitMs`) is over, "Sync now" included:
 * the status says the insurer asked to slow down, and until when. stop()
 * lets the requests in flight finish (or aborts them) and records their outcome
 * before it resolves.
 *
 * While offline (the service never reached), the cheap check runs every few seconds (`offlineProbeMs`, with
 * jitter), not on the growing backoff: the link coming back is noticed within seconds. Probing a link that is
 * down costs the insurer nothing; a service that answers but fails (5xx, a timeout) keeps the backoff.
 *
 * What the status shows follows the store, not only the runs: every commit to the store (a claim queued, taken
 * back to a draft, held, a document attached, whoever wrote it) is followed by the status read again, and told
 * when it changed (`onCommit`, main/store/database.ts). While offline or after a failure the status says when
 * the next try is (`nextTryAt`).
 *
 * "Sync now" is staff asking: it does not wait out the backoff of claims and
 * documents waiting to be retried, nor of a failed read-back; it never skips the
 * settle delay before a claim in doubt is read back (see reconcile/reconcile.ts).
 *
 * A status is earned: a run counts as a successful sync only if the service
 * answered it (service-answers.ts). A run that had nothing to send still makes one cheap
 * authenticated read, so a refused token or an unreachable service shows even
 * with an empty outbox.
 */
import type { LineAmounts } from '../../../shared/domain/claims';
import type { Connectivity, SyncStatus } from '../../../shared/domain/sync';
import { outboxCounts } from '../../claims/read';
import type { AuditContext } from '../../store/audit';
import { onCommit, type Db } from '../../store/database';
import { answerLog, checkService, type AnswerLog } from './service-answers';
import { RETRY_AFTER_MAX_MS } from '../../remote/retry-after';
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../../jobs/backoff';
import type { ItemOutcome, RunContext, SyncClient } from '../run/context';
import { flagInterruptedUploads } from '../sending/document-sender';
import { stopFor, type ItemTrouble, type RunStop } from '../run/failure';
import { sendDueClaims, uploadDueDocuments, type FlushHooks } from '../sending/flush';
import { dueWorkCount, nextDueAt, recoverInterrupted } from '../outbox/claim-outbox';
import { reconcileDue } from '../reconcile/reconcile';
import { createRunner, type RunOptions, type Schedule } from '../../jobs/runner';
import { readBatchesBeforeSending } from '../sending/read-before-send';
import type { FollowUpStep } from '../follow-up/status-follow-up';
import {
  buildStatus,
  INTERNAL_PROBLEM,
  problemOf,
  readLastSuccess,
  writeLastSuccess,
  type EngineState,
  type RunProblem,
} from './sync-status';

/** Other work a run does first, with the run's client (the core's: re-checking authorizations typed in offline). */
type SyncTask = (client: SyncClient) => Promise<unknown>;

export interface SyncEngineOptions {
  readonly db: Db;
  /** The service `client` talks to (main/core/service.ts `serviceKey`): only its claims are sent and checked. */
  readonly service: string;
  readonly client: SyncClient;
  /** Who the audit trail names for the engine's sends, and the clock. */
  readonly audit: AuditContext;
  readonly concurrency?: number;
  /** The longest the engine stays idle between runs. */
  readonly intervalMs?: number;
  readonly debounceMs?: number;
  readonly backoff?: Partial<BackoffPolicy>;
  /** The longest the engine waits when the service asks it to slow down (its Retry-After is bounded anyway). */
  readonly maxBusyWaitMs?: number;
  /** How long after an attempt in doubt it may be reconciled (a slow service's late commit lands first). */
  readonly settleMs?: number;
  /** While offline, how often the cheap check asks whether the service is back (±20 % jitter). */
  readonly offlineProbeMs?: number;
  /** A batch read more recently than this is not read again before its claims are sent. */
  readonly snapshotMaxAgeMs?: number;
  /** How breakup amounts are written (the desk's setting), asked at the start of each run. */
  readonly lineAmounts?: () => LineAmounts;
  readonly tasks?: readonly SyncTask[];
  /** Reads that follow sent claims up, after the sends of a run (follow-up/status-follow-up.ts). */
  readonly followUp?: FollowUpStep;
  /** Failures of the engine itself (a store error, a bug), for the log; the status shows them too. */
  readonly onInternalError?: (error: unknown) => void;
}

export interface SyncEngine {
  /** Recovers from an interrupted earlier process, then runs. Idempotent. */
  start(): void;
  /**
   * Staff's "Sync now": runs now (or right after the current run) without waiting out backoffs; resolves
   * with the status once a run that began after the call ends.
   */
  syncNow(): Promise<SyncStatus>;
  /** Something new may be due (a claim queued, a document attached): a run soon. */
  runSoon(): void;
  /**
   * Staff want a follow-up read (a batch opened): a run soon, unless the engine is offline or backing off
   * (then the next run does it); answers whether a run was asked for.
   */
  followUpSoon(): boolean;
  /** The shell's hint: online triggers a run, offline pauses until a check answers. */
  connectivityChanged(online: boolean): void;
  onStatus(listener: (status: SyncStatus) => void): () => void;
  status(): SyncStatus;
  /** Something the status shows changed outside a run (how amounts are sent): tell the listeners now. */
  notify(): void;
  /** Stops the timers, lets the run in flight finish (abort: cancel its requests) and records everything. */
  stop(options?: { abort?: boolean }): Promise<void>;
}

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_INTERVAL_MS = 60_000;
const DEFAULT_SETTLE_MS = 30_000;
const DEFAULT_OFFLINE_PROBE_MS = 5_000;
const DEFAULT_SNAPSHOT_MAX_AGE_MS = 10 * 60_000;

interface RunResult {
  readonly status: SyncStatus;
  /** The run stopped (service away, token refused, …) or failed inside: the next one backs off. */
  readonly failed: boolean;
  /** The run settled something. */
  readonly progressed: boolean;
}

/**
 * A run that settled nothing waits at least this long before the next, even if
 * something is overdue (a claim held back while a claim it could be confused
 * with is in doubt): never a busy loop.
 */
const IDLE_WAIT_MS = 1_000;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, service, client, audit } = options;
  const now = () => audit.now();
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const debounceMs = options.debounceMs ?? 200;
  const backoff: BackoffPolicy = { ...DEFAULT_BACKOFF, ...options.backoff };
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  const snapshotMaxAgeMs = options.snapshotMaxAgeMs ?? DEFAULT_SNAPSHOT_MAX_AGE_MS;
  const troubleLimit = Math.max(4, 2 * concurrency);
  const maxBusyWaitMs = options.maxBusyWaitMs ?? RETRY_AFTER_MAX_MS;
  const offlineProbeMs = options.offlineProbeMs ?? DEFAULT_OFFLINE_PROBE_MS;
  /** The next cheap check while offline: the probe interval, spread by ±20 % so desks do not ask in step. */
  const probeDelay = (): number => Math.round(offlineProbeMs * (0.8 + 0.4 * backoff.random()));

  let state: EngineState = {
    connectivity: 'unknown',
    phase: 'idle',
    lastSuccessfulSyncAt: readLastSuccess(db),
    lastAttemptAt: null,
    unreadBatchCount: 0,
  };
  const listeners = new Set<(status: SyncStatus) => void>();
  let started = false;
  let backingOff = false;
  /** Counts runSoon() calls: follow-up reads give way once it moved since the run's last send round began. */
  let sendsAsked = 0;
  let abortRun = new AbortController();
  /** The service asked ClaimDesk to wait until then (Retry-After), and the answer that asked. */
  let slowDown: { readonly until: Date; readonly stop: RunStop } | undefined;

  /** When the next wake timer fires, as the engine's clock tells time; undefined when none is set. */
  let nextWakeAt: Date | undefined;

  function status(): SyncStatus {
    // When ClaimDesk tries again by itself is worth saying only while something stands in the way.
    const waitingToTry = state.connectivity === 'offline' || state.phase === 'failed';
    const nextTryAt = waitingToTry && nextWakeAt ? nextWakeAt.toISOString() : undefined;
    return buildStatus(db, { ...state, ...(nextTryAt ? { nextTryAt } : {}) });
  }

  /** What the listeners were last told, to tell them again only what changed. */
  let told: string | undefined;

  function tell(snapshot: SyncStatus): void {
    told = JSON.stringify(snapshot);
    for (const listener of listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        options.onInternalError?.(error);
      }
    }
  }

  function update(patch: Partial<EngineState>): void {
    state = { ...state, ...patch };
    if (listeners.size > 0) tell(status());
  }

  /** The store changed: the status is read again once the writes of this turn are done, and told if it moved. */
  let rereadAsked = false;
  function rereadSoon(): void {
    if (rereadAsked || listeners.size === 0) return;
    rereadAsked = true;
    queueMicrotask(() => {
      rereadAsked = false;
      if (listeners.size === 0) return;
      try {
        const snapshot = status();
        if (JSON.stringify(snapshot) !== told) tell(snapshot);
      } catch (error) {
        options.onInternalError?.(error);
      }
    });
  }
  const stopFollowingStore = onCommit(db, rereadSoon);

  function noteConnectivity(outcome: ItemOutcome): void {
    const error = outcome.kind === 'settled' ? undefined : outcome.trouble.error;
    const next: Connectivity | undefined =
      error === undefined || error.status !== undefined ? 'online' : error.kind === 'offline' ? 'offline' : undefined;
    if (next && next !== state.connectivity) update({ connectivity: next });
  }

  const runner = createRunner<RunResult>({
    duringRun: 'follow-up',
    backoff,
    run: runOnce,
    schedule: scheduleAfter,
    onWake: () => {
      if (state.connectivity === 'offline') void checkWhileOffline();
      else void runner.request();
    },
    whenStopped: () => ({ status: status(), failed: false, progressed: false }),
    onTimerSet: (delayMs) => {
      nextWakeAt = new Date(now().getTime() + delayMs);
      if (state.connectivity === 'offline' || state.phase === 'failed') update({});
    },
  });

  /** While offline, only the cheap check runs (on backoff) until the service answers; then a run. */
  async function checkWhileOffline(): Promise<void> {
    const trouble = await checkService(client);
    if (runner.stopping) return;
    if (trouble?.stop === 'offline') {
      runner.backOff(probeDelay());
      return;
    }
    if (trouble?.stop === 'busy') {
      update({ connectivity: 'online' });
      runner.backOff(slowDownFor(trouble));
      return;
    }
    update({ connectivity: 'online' });
    void runner.request();
  }

  /** The service asked to slow down: remember until when (bounded) and answer the wait, if it said how long. */
  function slowDownFor(stop: RunStop): number | undefined {
    const asked = stop.error.kind === 'busy' ? stop.error.retryAfterMs : undefined;
    if (asked === undefined) return undefined;
    const waitMs = Math.min(asked, maxBusyWaitMs);
    slowDown = { until: new Date(now().getTime() + waitMs), stop };
    state = { ...state, slowDownUntil: slowDown.until.toISOString() };
    return waitMs;
  }

  /** The wait left of a slow-down the service asked for; undefined when there is none (or it is over). */
  function slowDownLeftMs(): number | undefined {
    const left = slowDown === undefined ? 0 : slowDown.until.getTime() - now().getTime();
    if (left > 0) return left;
    slowDown = undefined;
    if (state.slowDownUntil !== undefined) state = { ...state, slowDownUntil: undefined };
    return undefined;
  }

  function scheduleAfter(result: RunResult): Schedule {
    backingOff = result.failed;
    if (result.failed) {
      // Offline: the cheap check soon, not the backoff (see the header); a slow-down asked for is waited out.
      const waitMs = slowDownLeftMs() ?? (state.connectivity === 'offline' ? probeDelay() : undefined);
      return { failed: true, waitMs };
    }
    const due = nextDueAt(db, service);
    const untilDue = due === null ? Infinity : due.getTime() - now().getTime();
    const soonest = result.progressed ? untilDue : Math.max(untilDue, IDLE_WAIT_MS);
    return { failed: false, nextInMs: Math.min(intervalMs, soonest) };
  }

  // ── One run ──

  async function runOnce({ force }: RunOptions): Promise<RunResult> {
    // The service asked to wait: nothing is sent nor read before then, even on "Sync now".
    if (slowDownLeftMs() !== undefined && slowDown) {
      return finishRun({ stop: slowDown.stop, trouble: undefined, internal: undefined, done: 0, answered: false });
    }
    const startedAt = now();
    const total = dueWorkCount(db, service, startedAt, force);
    let done = 0;
    nextWakeAt = undefined;
    update({ phase: 'syncing', lastAttemptAt: startedAt.toISOString(), progress: { done, total } });

    const answers = answerLog();
    const ctx: RunContext = {
      db,
      service,
      client: answers.watch(client),
      audit,
      backoff,
      settleMs,
      signal: abortRun.signal,
      force,
      sentAs: options.lineAmounts?.() ?? 'unit',
    };
    const leftClaims = new Set<string>();
    const leftDocuments = new Set<number>();
    let stop: RunStop | undefined;
    let trouble: ItemTrouble | undefined;
    let troubleInARow = 0;
    let internal: unknown;

    /** An answer arrived: it may stop the run at once (the pipeline starts nothing more then). */
    const arrived = (outcome: ItemOutcome): void => {
      if (outcome.kind === 'stop') stop ??= outcome.trouble;
      else if (outcome.kind === 'waiting') {
        trouble = outcome.trouble;
        troubleInARow += 1;
        if (troubleInARow >= troubleLimit) stop ??= { ...outcome.trouble, stop: 'unavailable' };
      } else troubleInARow = 0;
    };
    /** Outcomes now committed to the store: only now is the UI told. */
    const recorded = (outcomes: readonly ItemOutcome[]): void => {
      for (const outcome of outcomes) {
        noteConnectivity(outcome);
        if (outcome.kind !== 'stop') done += 1;
      }
      update({ progress: { done, total: Math.max(total, done) } });
    };
    const settle = (outcome: ItemOutcome): void => {
      arrived(outcome);
      recorded([outcome]);
    };
    const halted = () => runner.stopping || stop !== undefined;
    let askedAtRound = sendsAsked;

    try {
      stop = await runTasks(ctx, answers);
      while (!halted()) {
        const before = done;
        askedAtRound = sendsAsked;
        stop ??= await reconcileDue(ctx, leftClaims, settle);
        if (halted()) break;
        stop ??= await readBatchesBeforeSending(ctx, snapshotMaxAgeMs);
        if (halted()) break;
        const hooks: FlushHooks = { arrived, recorded, halted };
        await sendDueClaims(ctx, concurrency, hooks, leftClaims);
        if (halted()) break;
        await uploadDueDocuments(ctx, concurrency, hooks, leftDocuments);
        if (done === before) break;
      }
      if (options.followUp && !halted()) {
        const followed = await options.followUp(ctx, () => halted() || sendsAsked !== askedAtRound);
        stop ??= followed.stop;
        update({ unreadBatchCount: followed.unreadBatches });
      }
      // Nothing above reached the service (nothing was due, or only failures): ask it once.
      if (!answers.answered && !stop && !runner.stopping) {
        const checked = await checkService(ctx.client, ctx.signal);
        if (checked) stop = checked;
        else update({ connectivity: 'online' });
      }
    } catch (error) {
      internal = error;
      options.onInternalError?.(error);
    }
    if (stop) noteConnectivity({ kind: 'stop', trouble: stop });
    if (stop?.stop === 'busy') slowDownFor(stop);
    return finishRun({ stop, trouble, internal, done, answered: answers.answered });
  }

  /** The run's tasks; a failure that stops any run (service away, token refused) stops this one. */
  async function runTasks(ctx: RunContext, answers: AnswerLog): Promise<RunStop | undefined> {
    for (const task of options.tasks ?? []) {
      await task(ctx.client);
      for (const error of answers.errorsSeen()) {
        const stop = stopFor(error);
        if (stop) return { error, stop };
      }
    }
    return undefined;
  }

  function finishRun(run: {
    stop: RunStop | undefined;
    trouble: ItemTrouble | undefined;
    internal: unknown;
    done: number;
    answered: boolean;
  }): RunResult {
    const { stop, trouble, internal, done, answered } = run;
    const finishedAt = now().toISOString();
    // A run with nothing due while items still wait (on their backoff) changes nothing: the last problem stands.
    const { queued, sending } = outboxCounts({ db }).byState;
    const idleWhileWaiting = done === 0 && !stop && !trouble && internal === undefined && queued + sending > 0;
    const problem: RunProblem | undefined =
      internal !== undefined
        ? INTERNAL_PROBLEM
        : stop
          ? problemOf(stop, slowDown?.until)
          : trouble
            ? problemOf(trouble)
            : idleWhileWaiting
              ? state.lastError
              : undefined;
    const clean = internal === undefined && !stop && !trouble && !idleWhileWaiting && answered;
    if (clean) {
      try {
        writeLastSuccess(db, finishedAt);
      } catch (error) {
        options.onInternalError?.(error);
      }
    }
    update({
      phase: problem ? 'failed' : 'idle',
      progress: undefined,
      lastError: problem,
      ...(clean ? { lastSuccessfulSyncAt: finishedAt } : {}),
    });
    return { status: status(), failed: stop !== undefined || internal !== undefined, progressed: done > 0 };
  }

  /** Recovers what an interrupted earlier process left; false when already started (or stopping). */
  function begin(): boolean {
    if (started || runner.stopping) return false;
    started = true;
    const interrupted = recoverInterrupted(db, new Date(now().getTime() + settleMs));
    flagInterruptedUploads(db, audit, interrupted.documents);
    return true;
  }

  return {
    start() {
      if (begin()) void runner.request();
    },
    async syncNow() {
      begin();
      return (await runner.request({ force: true })).status;
    },
    runSoon() {
      sendsAsked += 1;
      if (started) runner.wake(debounceMs);
    },
    followUpSoon() {
      if (!started || runner.stopping || backingOff || state.connectivity === 'offline') return false;
      runner.wake(debounceMs);
      return true;
    },
    connectivityChanged(online) {
      if (runner.stopping) return;
      if (online) {
        runner.resetBackoff();
        if (state.connectivity === 'offline') update({ connectivity: 'unknown' });
        runner.wake(debounceMs);
      } else {
        update({ connectivity: 'offline' });
      }
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status,
    notify: () => update({}),
    async stop(stopOptions = {}) {
      stopFollowingStore();
      const stopped = runner.stop();
      if (stopOptions.abort) abortRun.abort(new Error('ClaimDesk is stopping'));
      await stopped;
      abortRun = new AbortController();
    },
  };
}
