/**
 * Refreshes the tariff cache from the insurer's service.
 *
 * Atomic: the download finishes (and every item is validated and its price
 * converted to exact units) BEFORE the write transaction begins; then rows,
 * FTS index, price-change review flags and `tariff_sync` are written in ONE
 * BEGIN IMMEDIATE transaction. A failure anywhere (network, malformed answer,
 * unrepresentable price, an exception or a kill half-way through the write)
 * leaves the previous cache whole and in use.
 *
 * Full download (`/v1/tariffs`) when nothing is cached for the provider, or
 * when forced; it replaces the provider's tariffs (ones no longer offered are
 * removed). Otherwise a delta (`/v1/tariffs/update`) whose given_date is the
 * day BEFORE the service date of the last successful refresh: the service
 * returns tariffs changed on or after that date, the service document names no
 * time zone, and the extra day covers a zone mismatch of up to 24 hours.
 * Upserts are idempotent, so the overlap is harmless. The sync date recorded is
 * taken before the download starts, so a change made during it is fetched again
 * next time. A delta cannot remove tariffs; only a full download does.
 */
import { MoneyError, moneyFromNumber, type Money } from '../../shared/money';
import type { TariffRefreshError, TariffRefreshProgress, TariffRefreshResult } from '../../shared/domain/tariffs';
import type { Tariff } from '../../shared/wire/tariffs';
import { say } from '../i18n/words';
import type { RemoteClient } from '../remote/client';
import type { RemoteError } from '../remote/errors';
import { writeTransaction, type Db } from '../store/database';
import { flagClaimsForReview } from './price-review';
import { implausibleDrop, type PendingRefresh } from './refresh-hold';
import { forgetSearchTerms } from './search-terms';
import { dayBefore, serviceDate } from './service-date';
import { inStaticOrder, recordSync, replaceTariffs, upsertTariffs, type IncomingTariff } from './tariff-writes';

export type TariffClient = Pick<RemoteClient, 'listTariffs' | 'listTariffUpdates'>;

/** What a refresh reports to the audit trail (the caller records it, e.g. with recordAudit). */
export interface TariffAuditEntry {
  readonly action: 'tariffs.refresh';
  readonly outcome: 'ok' | 'failed';
  readonly subject: string;
  readonly detail: string;
}

export interface RefreshOptions {
  readonly now: () => Date;
  /** The desk's provider: keys the cache when the service answers with no tariffs at all. */
  readonly providerId?: string;
  /** Download everything even when a cache exists. */
  readonly force?: boolean;
  /** The service's IANA time zone, for its calendar date; UTC when absent. */
  readonly serviceTimeZone?: string;
  readonly onProgress?: (progress: TariffRefreshProgress) => void;
  readonly signal?: AbortSignal;
  readonly audit?: (entry: TariffAuditEntry) => void;
  /**
   * A full download over a cache that would remove more than this share (%) of it is not written but held
   * (refresh-hold.ts) and handed to `hold`; undefined: never held.
   */
  readonly dropHoldPercent?: number;
  readonly hold?: (pending: PendingRefresh) => void;
}

interface SyncRow {
  provider_id: string;
  last_sync_date: string;
}

class Cancelled extends Error {}

class Refused extends Error {
  constructor(readonly refusal: TariffRefreshError) {
    super(refusal.message);
  }
}

function syncRows(db: Db, providerId: string | undefined): SyncRow[] {
  return providerId === undefined
    ? (db.prepare('SELECT provider_id, last_sync_date FROM tariff_sync').all() as SyncRow[])
    : (db
        .prepare('SELECT provider_id, last_sync_date FROM tariff_sync WHERE provider_id = ?')
        .all(providerId) as SyncRow[]);
}

function stillInUse(rows: readonly SyncRow[]): string {
  const latest = rows
    .map((row) => row.last_sync_date)
    .sort()
    .at(-1);
  return latest ? say('tariffs.inUse', { date: latest }) : say('tariffs.noneStored');
}

function remoteFailure(error: RemoteError, inUse: string): TariffRefreshError {
  switch (error.kind) {
    case 'offline':
    case 'timeout':
    case 'connection-lost':
      return { code: 'offline', message: say('tariffs.offline', { inUse }) };
    case 'cancelled':
      return { code: 'cancelled', message: say('tariffs.cancelled', { inUse }) };
    case 'unauthorized':
      return { code: 'unauthorized', message: say('tariffs.unauthorized', { inUse }) };
    case 'busy':
      // "Try again in N s": the refresher waits that long before it asks again (tariff-refresher.ts).
      return {
        code: 'service-error',
        message: say('tariffs.serviceError', { problem: error.message, inUse }),
        ...(error.retryAfterMs === undefined ? {} : { retryInMs: error.retryAfterMs }),
      };
    case 'not-found':
    case 'bad-request':
    case 'rejected':
    case 'invalid-request':
    case 'server-error':
    case 'unexpected-status':
    case 'malformed-response':
      return { code: 'service-error', message: say('tariffs.serviceError', { problem: error.message, inUse }) };
  }
}

/** Converts every price exactly, or refuses the whole answer. */
function incomingTariffs(items: readonly Tariff[], inUse: string): IncomingTariff[] {
  const incoming = items.map((item): IncomingTariff => {
    let price: Money;
    try {
      price = moneyFromNumber(item.price);
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      throw new Refused({
        code: 'invalid-price',
        message: say('tariffs.invalidPrice', { id: item.id, price: String(item.price), inUse }),
      });
    }
    return { providerId: item.provider_id, id: item.id, name: item.name, price, accessType: item.access_type };
  });
  return inStaticOrder(incoming);
}

interface Saved {
  readonly changed: number;
  readonly itemCount: number;
  readonly claimsFlagged: number;
}

/** The write: rows, index, price-change review flags and the sync record, in one transaction. */
function saveRefresh(
  db: Db,
  input: {
    readonly mode: 'full' | 'delta';
    readonly incoming: readonly IncomingTariff[];
    readonly providers: readonly string[];
    readonly syncDate: string;
    readonly syncedAt: string;
    readonly chunkDone: (done: number) => void;
  },
): Saved {
  const { mode, incoming, providers, syncDate, syncedAt, chunkDone } = input;
  const saved = writeTransaction(
    db,
    () => {
      const written =
        mode === 'full' ? replaceTariffs(db, providers, incoming, chunkDone) : upsertTariffs(db, incoming, chunkDone);
      const claimsFlagged = flagClaimsForReview(db, written.priceChanges, syncDate, syncedAt);
      let itemCount = 0;
      for (const provider of providers) itemCount += recordSync(db, provider, syncDate, syncedAt);
      return { changed: written.changed, itemCount, claimsFlagged };
    },
    // A full download writes thousands of pages: its checkpoint runs on the checkpointer's worker.
    { bulk: mode === 'full' },
  );
  forgetSearchTerms(db);
  return saved;
}

const savedDetail = (saved: Saved): string =>
  `${saved.changed} changed, ${saved.itemCount} cached, ${saved.claimsFlagged} claim(s) flagged`;

/**
 * Writes a held full download (refresh-hold.ts) once staff confirmed it: the same write as any full refresh,
 * so its price changes flag claims for review as any refresh does. The date recorded is the one taken before
 * that download.
 */
export function applyHeldRefresh(
  db: Db,
  pending: PendingRefresh,
  options: Pick<RefreshOptions, 'now' | 'audit'>,
): TariffRefreshResult {
  const syncedAt = options.now().toISOString();
  const { providers, incoming, syncDate } = pending;
  try {
    const saved = saveRefresh(db, { mode: 'full', incoming, providers, syncDate, syncedAt, chunkDone: () => {} });
    options.audit?.({
      action: 'tariffs.refresh',
      outcome: 'ok',
      subject: `tariffs ${providers.join(', ')}`.trim(),
      detail: `full, held and confirmed (${pending.summary.droppedCount} removed): ${savedDetail(saved)}`,
    });
    return { ok: true, mode: 'full', lastSyncedAt: syncedAt, ...saved };
  } catch {
    const inUse = stillInUse(syncRows(db, undefined));
    options.audit?.({
      action: 'tariffs.refresh',
      outcome: 'failed',
      subject: 'tariffs',
      detail: 'full, held: save-failed',
    });
    return { ok: false, error: { code: 'save-failed', message: say('tariffs.saveFailed', { inUse }) } };
  }
}

export async function refreshTariffs(
  db: Db,
  client: TariffClient,
  options: RefreshOptions,
): Promise<TariffRefreshResult> {
  const { providerId, signal } = options;
  const emit = (progress: TariffRefreshProgress): void => options.onProgress?.(progress);
  const before = syncRows(db, providerId);
  const inUse = stillInUse(before);
  const mode = options.force || before.length === 0 ? 'full' : 'delta';
  const started = options.now();
  const syncDate = serviceDate(started, options.serviceTimeZone);

  const fail = (error: TariffRefreshError, detail = `${mode}: ${error.code}`): TariffRefreshResult => {
    options.audit?.({ action: 'tariffs.refresh', outcome: 'failed', subject: 'tariffs', detail });
    return { ok: false, error };
  };

  try {
    emit({ phase: 'downloading', done: 0, total: 0 });
    const since = before.map((row) => row.last_sync_date).sort()[0];
    const answer =
      mode === 'full' || since === undefined
        ? await client.listTariffs({ signal })
        : await client.listTariffUpdates({ given_date: dayBefore(since) }, { signal });
    if (!answer.ok) return fail(remoteFailure(answer.error, inUse));
    emit({ phase: 'downloading', done: answer.value.length, total: answer.value.length });

    const incoming = incomingTariffs(answer.value, inUse);
    const providers = new Set(incoming.map((tariff) => tariff.providerId));
    if (providerId !== undefined) providers.add(providerId);
    if (mode === 'delta' && providers.size === 0) for (const row of before) providers.add(row.provider_id);
    if (signal?.aborted) throw new Cancelled();

    if (mode === 'full' && before.length > 0 && options.dropHoldPercent !== undefined) {
      const pending = implausibleDrop(db, {
        incoming,
        providers: [...providers],
        percent: options.dropHoldPercent,
        syncDate,
        downloadedAt: options.now().toISOString(),
      });
      if (pending) {
        options.hold?.(pending);
        const { droppedCount, cachedCount } = pending.summary;
        return fail(
          { code: 'held', message: say('tariffs.held', { dropped: droppedCount, cached: cachedCount, inUse }) },
          `full: held, would remove ${droppedCount} of ${cachedCount}`,
        );
      }
    }

    // A full download writes every row, then indexes it: two units of work per tariff.
    const total = mode === 'full' ? incoming.length * 2 : incoming.length;
    const chunkDone = (done: number): void => {
      if (signal?.aborted) throw new Cancelled();
      emit({ phase: 'saving', done, total });
    };
    const syncedAt = options.now().toISOString();
    emit({ phase: 'saving', done: 0, total });
    const saved = saveRefresh(db, { mode, incoming, providers: [...providers], syncDate, syncedAt, chunkDone });
    forgetSearchTerms(db);
    emit({ phase: 'done', done: total, total });
    options.audit?.({
      action: 'tariffs.refresh',
      outcome: 'ok',
      subject: `tariffs ${[...providers].join(', ')}`.trim(),
      detail: `${mode}: ${savedDetail(saved)}`,
    });
    return { ok: true, mode, lastSyncedAt: syncedAt, ...saved };
  } catch (error) {
    if (error instanceof Refused) return fail(error.refusal);
    if (error instanceof Cancelled) return fail({ code: 'cancelled', message: say('tariffs.cancelled', { inUse }) });
    return fail({ code: 'save-failed', message: say('tariffs.saveFailed', { inUse }) });
  }
}
