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
 */
import type { TariffRefreshProgress, TariffRefreshResult } from '../../shared/domain/tariffs';
import { say } from '../i18n/words';
import { recordAudit, type AuditContext } from '../store/audit';
import type { Db } from '../store/database';
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../sync/backoff';
import { createRunner } from '../sync/runner';
import { refreshTariffs, type TariffClient } from './tariff-refresh';

const TARIFF_REFRESH_INTERVAL_MS = 6 * 60 * 60 * 1000;
const TARIFF_RETRY_BACKOFF: Pick<BackoffPolicy, 'baseMs' | 'capMs'> = { baseMs: 30_000, capMs: 30 * 60_000 };

export interface TariffRefresherOptions {
  readonly db: Db;
  readonly client: TariffClient;
  readonly audit: AuditContext;
  readonly serviceTimeZone: () => string;
  readonly intervalMs?: number;
  readonly retryBackoff?: Partial<BackoffPolicy>;
  /** A failure outside the refresh's own result: an audit entry not written, a listener that threw. */
  readonly onFailure: (error: unknown) => void;
}

interface TariffRefresher {
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
      }).catch((error: unknown): TariffRefreshResult => {
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
