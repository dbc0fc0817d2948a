/**
 * The sync engine: when to run, one run at a time, and what to tell the UI.
 *
 * Triggers: start(), an interval, syncNow(), connectivity coming back (a probe
 * that answers after an offline error, or connectivityChanged(true) from the
 * shell), and the earliest `next_attempt_at` of a waiting item. Runs are
 * single-flight: every trigger during a run is served by one follow-up run,
 * never an overlapping one; timer triggers are debounced.
 *
 * A run: reconcile due claims in doubt → send due queued claims → upload due
 * documents, repeated while a round changes something. Sends and uploads have at
 * most `concurrency` requests in flight, and their outcomes are recorded in group
 * commits (pool.ts): the UI hears of an outcome only once it is committed.
 * Reconciliation never overlaps a send.
 * An item left waiting in a run is not touched again in that run. The run stops
 * early when the service is unreachable (then only a cheap probe runs, on backoff,
 * until it answers), when the token is refused, when the claim endpoint is
 * missing, or after too many service errors in a row; each stop backs off with
 * full jitter. stop() lets the requests in flight finish (or aborts them) and
 * records their outcome before it resolves.
 */
import type { AuditContext } from '../store/audit';
import { writeTransaction, type Db } from '../store/database';
import type { Connectivity, SyncProblem, SyncStatus } from '../../shared/domain/sync';
import { backoffDelayMs, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
import { recordSent, sendClaim, takeClaims, type ClaimToSend, type SentClaim } from './claim-sender';
import type { ItemOutcome, RunContext, SyncClient } from './context';
import { flagInterruptedUploads, recordUpload, uploadDocument, type UploadedDocument } from './document-sender';
import type { ItemTrouble, RunStop } from './failure';
import { claimDocumentsForUpload, releaseUnsentDocuments, type OutboxDocument } from './document-outbox';
import { dueWorkCount, nextDueAt, outboxCounts, recoverInterrupted, releaseUnsent } from './outbox';
import { pipeline } from './pool';
import { reconcileDue } from './reconcile';
import {
  buildStatus,
  INTERNAL_PROBLEM,
  problemOf,
  readLastSuccess,
  writeLastSuccess,
  type EngineState,
} from './sync-status';

export interface SyncEngineOptions {
  readonly db: Db;
  readonly client: SyncClient;
  /** Who the audit trail names for the engine's sends, and the clock. */
  readonly audit: AuditContext;
  readonly concurrency?: number;
  readonly intervalMs?: number;
  readonly debounceMs?: number;
  readonly backoff?: Partial<BackoffPolicy>;
  /** How long after an attempt in doubt it may be reconciled (a slow service's late commit lands first). */
  readonly settleMs?: number;
  /** Failures of the engine itself (a store error, a bug), for the log; the status shows them too. */
  readonly onInternalError?: (error: unknown) => void;
}

export interface SyncEngine {
  /** Recovers from an interrupted earlier process, then runs. Idempotent. */
  start(): void;
  /** Runs now (or right after the current run); resolves with the status once a run that began after the call ends. */
  syncNow(): Promise<SyncStatus>;
  /** The shell's hint: online triggers a run, offline pauses until a probe answers. */
  connectivityChanged(online: boolean): void;
  onStatus(listener: (status: SyncStatus) => void): () => void;
  status(): SyncStatus;
  /** Stops the timers, lets the run in flight finish (abort: cancel its requests) and records everything. */
  stop(options?: { abort?: boolean }): Promise<void>;
}

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_INTERVAL_MS = 60_000;
export const DEFAULT_SETTLE_MS = 30_000;
/** A read-only request whose any HTTP answer (404 included) proves the service is reachable. */
export const PROBE_CLAIM_NO = 'CLAIMDESK-CONNECTIVITY-PROBE';

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, client, audit } = options;
  const now = () => audit.now();
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const debounceMs = options.debounceMs ?? 200;
  const backoff: BackoffPolicy = { ...DEFAULT_BACKOFF, ...options.backoff };
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  const troubleLimit = Math.max(4, 2 * concurrency);

  let state: EngineState = {
    connectivity: 'unknown',
    phase: 'idle',
    lastSuccessfulSyncAt: readLastSuccess(db),
    lastAttemptAt: null,
  };
  const listeners = new Set<(status: SyncStatus) => void>();
  let started = false;
  let stopping = false;
  let running: Promise<void> | undefined;
  let waiters: ((status: SyncStatus) => void)[] = [];
  let failures = 0;
  let wakeTimer: NodeJS.Timeout | undefined;
  let wakeAt = Infinity;
  let intervalTimer: NodeJS.Timeout | undefined;
  let abortRun = new AbortController();

  function status(): SyncStatus {
    return buildStatus(db, state);
  }

  function update(patch: Partial<EngineState>): void {
    state = { ...state, ...patch };
    if (listeners.size === 0) return;
    const snapshot = status();
    for (const listener of listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        options.onInternalError?.(error);
      }
    }
  }

  function noteConnectivity(outcome: ItemOutcome): void {
    const error = outcome.kind === 'settled' ? undefined : outcome.trouble.error;
    const next: Connectivity | undefined =
      error === undefined || error.status !== undefined ? 'online' : error.kind === 'offline' ? 'offline' : undefined;
    if (next && next !== state.connectivity) update({ connectivity: next });
  }

  // ── Timers ──

  function wake(delayMs: number): void {
    if (stopping) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (wakeTimer && at >= wakeAt) return;
    clearTimeout(wakeTimer);
    wakeAt = at;
    wakeTimer = setTimeout(onWake, Math.max(0, delayMs));
    wakeTimer.unref();
  }

  function onWake(): void {
    wakeTimer = undefined;
    wakeAt = Infinity;
    if (state.connectivity === 'offline') void probe();
    else void requestRun();
  }

  async function probe(): Promise<void> {
    const answer = await client.getClaim({ claim_no: PROBE_CLAIM_NO });
    if (stopping) return;
    if (!answer.ok && answer.error.kind === 'offline') {
      failures += 1;
      wake(backoffDelayMs(backoff, failures));
      return;
    }
    update({ connectivity: 'online' });
    void requestRun();
  }

  // ── Single flight ──

  /** Resolves with the status as the run that serves this request ended. */
  function requestRun(): Promise<SyncStatus> {
    if (stopping) return Promise.resolve(status());
    const done = new Promise<SyncStatus>((resolve) => waiters.push(resolve));
    running ??= drive();
    return done;
  }

  async function drive(): Promise<void> {
    try {
      do {
        const served = waiters;
        waiters = [];
        try {
          await runOnce();
        } finally {
          const finished = status();
          for (const resolve of served) resolve(finished);
        }
      } while (waiters.length > 0 && !stopping);
    } finally {
      running = undefined;
      const finished = status();
      for (const resolve of waiters) resolve(finished);
      waiters = [];
    }
  }

  // ── One run ──

  async function runOnce(): Promise<void> {
    const startedAt = now();
    const total = dueWorkCount(db, startedAt);
    let done = 0;
    update({ phase: 'syncing', lastAttemptAt: startedAt.toISOString(), progress: { done, total } });

    const ctx: RunContext = { db, client, audit, backoff, settleMs, signal: abortRun.signal };
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
    const halted = () => stopping || stop !== undefined;

    try {
      for (;;) {
        const before = done;
        const stopped = await reconcileDue(ctx, leftClaims, settle);
        if (stopped) stop ??= stopped;
        if (halted()) break;
        await pipeline<ClaimToSend, SentClaim>(concurrency, {
          commit: (results, max) =>
            writeTransaction(db, () => {
              for (const result of results) recordSent(ctx, result);
              return takeClaims(ctx, max, leftClaims);
            }),
          send: async (claim) => {
            const sent = await sendClaim(ctx, claim);
            if (sent.outcome.kind !== 'settled') leftClaims.add(claim.id);
            arrived(sent.outcome);
            return sent;
          },
          recorded: (results) => recorded(results.map((result) => result.outcome)),
          release: (claims) =>
            releaseUnsent(
              db,
              claims.map((claim) => claim.id),
              now(),
            ),
          stopped: halted,
        });
        if (halted()) break;
        await pipeline<OutboxDocument, UploadedDocument>(concurrency, {
          commit: (results, max) =>
            writeTransaction(db, () => {
              for (const result of results) recordUpload(ctx, result);
              return claimDocumentsForUpload(db, now(), max, leftDocuments);
            }),
          send: async (doc) => {
            const uploaded = await uploadDocument(ctx, doc);
            if (uploaded.outcome.kind !== 'settled') leftDocuments.add(doc.id);
            arrived(uploaded.outcome);
            return uploaded;
          },
          recorded: (results) => recorded(results.map((result) => result.outcome)),
          release: (docs) =>
            releaseUnsentDocuments(
              db,
              docs.map((doc) => doc.id),
            ),
          stopped: halted,
        });
        if (halted() || done === before) break;
      }
    } catch (error) {
      internal = error;
      options.onInternalError?.(error);
    }
    finishRun(stop, trouble, internal, done);
  }

  function finishRun(
    stop: RunStop | undefined,
    trouble: ItemTrouble | undefined,
    internal: unknown,
    done: number,
  ): void {
    const finishedAt = now().toISOString();
    // A run with nothing due while items still wait (on their backoff) changes nothing: the last problem stands.
    const idleWhileWaiting = done === 0 && !stop && !trouble && internal === undefined && outboxCounts(db).pending > 0;
    const problem: SyncProblem | undefined =
      internal !== undefined
        ? INTERNAL_PROBLEM
        : stop
          ? problemOf(stop)
          : trouble
            ? problemOf(trouble)
            : idleWhileWaiting
              ? state.lastError
              : undefined;
    const clean = internal === undefined && stop === undefined && trouble === undefined && !idleWhileWaiting;
    if (clean) {
      failures = 0;
      try {
        writeLastSuccess(db, finishedAt);
      } catch (error) {
        options.onInternalError?.(error);
      }
    }
    const patch: Partial<EngineState> = {
      phase: problem ? 'failed' : 'idle',
      progress: undefined,
      lastError: problem,
      ...(clean ? { lastSuccessfulSyncAt: finishedAt } : {}),
    };
    update(patch);
    if (stopping) return;
    if (stop || internal !== undefined) {
      failures += 1;
      wake(backoffDelayMs(backoff, failures));
      return;
    }
    const due = nextDueAt(db);
    if (due) wake(due.getTime() - now().getTime());
  }

  function start(): void {
    if (started || stopping) return;
    started = true;
    const interrupted = recoverInterrupted(db, new Date(now().getTime() + settleMs));
    flagInterruptedUploads(db, audit, interrupted.documents);
    intervalTimer = setInterval(() => wake(debounceMs), intervalMs);
    intervalTimer.unref();
    void requestRun();
  }

  return {
    start,
    syncNow() {
      start();
      return requestRun();
    },
    connectivityChanged(online) {
      if (stopping) return;
      if (online) {
        failures = 0;
        if (state.connectivity === 'offline') update({ connectivity: 'unknown' });
        wake(debounceMs);
      } else {
        update({ connectivity: 'offline' });
      }
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status,
    async stop(stopOptions = {}) {
      stopping = true;
      clearTimeout(wakeTimer);
      clearInterval(intervalTimer);
      if (stopOptions.abort) abortRun.abort(new Error('ClaimDesk is stopping'));
      await running;
      abortRun = new AbortController();
    },
  };
}
