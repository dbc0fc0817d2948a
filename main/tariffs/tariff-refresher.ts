/**
 * When the tariff cache is refreshed: once at start, then every `intervalMs`
 * (tariffs change rarely, so hours apart), and on demand (`refresh`, for a
 * "sync now" button). A refresh that fails for a reason that passes (offline, a
 * service error) is retried sooner, with exponential backoff and full jitter,
 * never later than the interval; a busy service (429, 503, 408) is asked again
 * after the wait its Retry-After asked for, when it said. Single-flight: a request during a refresh joins
 * it (a forced one too: the refresh in flight is as fresh as a new one). stop()
 * cancels the refresh in flight (the cache stays whole, see tariff-refresh.ts)
 * and waits for it.
 *
 * A full download held as implausible (refresh-hold.ts) is kept here, in memory, until staff confirm or
 * discard it, a later full download replaces it, or ClaimDesk stops: one list at a time, and only the one
 * staff looked at (its id) is ever written.
 */
import type { HeldTariffRefresh, TariffRefreshProgress, TariffRefreshResult } from '../../shared/domain/tariffs';
import { say } from '../i18n/words';
import { recordAudit, type AuditContext } from '../store/audit';
import type { Db } from '../store/database';
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../jobs/backoff';
import { createRunner } from '../jobs/runner';
import type { PendingRefresh } from './refresh-hold';
import { applyHeldRefresh, refreshTariffs, type TariffClient } from './tariff-refresh';

const TARIFF_REFRESH_INTERVAL_MS = 6 * 60 * 60 * 1000;
const TARIFF_RETRY_BACKOFF: Pick<BackoffPolicy, 'baseMs' | 'capMs'> = { baseMs: 30_000, capMs: 30 * 60_000 };

export interface TariffRefresherOptions {
  readonly db: Db;
  readonly client: TariffClient;
  readonly audit: AuditContext;
  readonly serviceTimeZone: () => string;
  /** The desk's tariffDropHoldPercent, read at each refresh. */
  readonly dropHoldPercent: () => number;
  readonly intervalMs?: number;
  readonly retryBackoff?: Partial<BackoffPolicy>;
  /** A failure outside the refresh's own result: an audit entry not written, a listener that threw. */
  readonly onFailure: (error: unknown) => void;
}

/** The held full download, as the core hands it to the operations. */
export interface TariffHold {
  /** The full download waiting for staff, if any. */
  held(): HeldTariffRefresh | null;
  /** Writes the held download `id` (see applyHeldRefresh); refused when it is no longer the one held. */
  confirmHeld(id: string): TariffRefreshResult;
  /** Forgets the held download `id`; the cache in use stays. Answers whether it was held. */
  discardHeld(id: string): boolean;
}

interface TariffRefresher extends TariffHold {
  /** Refreshes now, or joins the refresh in flight. Never rejects. */
  refresh(options?: { force?: boolean }): Promise<TariffRefreshResult>;
  onProgress(listener: (progress: TariffRefreshProgress) => void): () => void;
  /** The first refresh; the next ones follow by themselves. */
  start(): void;
  stop(): Promise<void>;
}

const passes = (result: TariffRefreshResult): boolean =>
  !result.ok && (result.error.code === 'offline' || result.error.code === 'service-error');

export function createTariffRefresher(options: TariffRefresherOptions): TariffRefresher {
  const { db, client, audit } = options;
  const intervalMs = options.intervalMs ?? TARIFF_REFRESH_INTERVAL_MS;
  const listeners = new Set<(progress: TariffRefreshProgress) => void>();
  const abort = new AbortController();
  let started = false;
  let pending: PendingRefresh | undefined;

  const emit = (progress: TariffRefreshProgress): void => {
    for (const listener of listeners) {
      try {
        listener(progress);
      } catch (error) {
        options.onFailure(error);
      }
    }
  };

  const record = (entry: Parameters<typeof recordAudit>[1]): void => {
    try {
      recordAudit(db, entry, audit);
    } catch (error) {
      options.onFailure(error);
    }
  };

  const runner = createRunner<TariffRefreshResult>({
    duringRun: 'join',
    backoff: { ...DEFAULT_BACKOFF, ...TARIFF_RETRY_BACKOFF, ...options.retryBackoff },
    maxBackoffMs: intervalMs,
    run: ({ force }) =>
      refreshTariffs(db, client, {
        now: audit.now,
        force,
        serviceTimeZone: options.serviceTimeZone(),
        onProgress: emit,
        signal: abort.signal,
        audit: record,
        dropHoldPercent: options.dropHoldPercent(),
        hold: (held) => {
          pending = held;
        },
      })
        .then((result) => {
          // A full download written (or refused for another reason than its size) supersedes the one held.
          if (force && !(!result.ok && result.error.code === 'held')) pending = undefined;
          return result;
        })
        .catch((error: unknown): TariffRefreshResult => {
          options.onFailure(error);
          return { ok: false, error: { code: 'save-failed', message: say('tariffs.unexpected') } };
        }),
    // Only once started do refreshes follow by themselves.
    schedule: (result) => {
      if (!started) return { failed: false };
      if (!passes(result)) return { failed: false, nextInMs: intervalMs, replace: true };
      // A busy service said how long to wait: that long, never sooner (nor later than the interval).
      const asked = result.ok ? undefined : result.error.retryInMs;
      return { failed: true, waitMs: asked === undefined ? undefined : Math.min(asked, intervalMs) };
    },
    whenStopped: () => ({
      ok: false,
      error: { code: 'cancelled', message: 'ClaimDesk is closing; the tariffs were not updated.' },
    }),
  });

  return {
    refresh: (refreshOptions = {}) => runner.request({ force: refreshOptions.force ?? false }),
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    held: () => pending?.summary ?? null,
    confirmHeld(id) {
      if (pending?.summary.id !== id) {
        return { ok: false, error: { code: 'held', message: say('tariffs.heldGone') } };
      }
      const confirmed = pending;
      pending = undefined;
      return applyHeldRefresh(db, confirmed, { now: audit.now, audit: record });
    },
    discardHeld(id) {
      if (pending?.summary.id !== id) return false;
      record({
        action: 'tariffs.refresh',
        outcome: 'failed',
        subject: 'tariffs',
        detail: `full, held: kept the cache in use (${pending.summary.droppedCount} not removed)`,
      });
      pending = undefined;
      return true;
    },
    start() {
      if (started || runner.stopping) return;
      started = true;
      void runner.request();
    },
    async stop() {
      const stopped = runner.stop();
      abort.abort(new Error('ClaimDesk is stopping'));
      await stopped;
    },
  };
}
