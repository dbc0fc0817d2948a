import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/i18n/format';
import { createRemoteClient, type RemoteClient } from '../../main/remote/client';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import type { Db } from '../../main/store/database';
import { getTariff, tariffCacheInfo } from '../../main/tariffs/tariff-cache';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import type { TariffRefreshProgress } from '../../shared/domain/tariffs';
import { cacheChecksum, checkSearchIndex, openTemp, scriptedClient, tariff, tempDir, type TempDir } from './helpers';

const COUNT = 300;
let sim: RunningSim;
let client: RemoteClient;
let temp: TempDir;
let db: Db;

/** The simulator's clock runs on real time: its "today" is the real one. */
const now = (): Date => new Date();
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * Runs `work` and answers its result with the real dates at its start and end, one of
 * which any date it took from the real clock must be: the same date twice, except when
 * the work ran across midnight (UTC), where a single today() read after it could differ.
 */
async function across<T>(work: () => Promise<T>): Promise<{ result: T; dates: string[] }> {
  const first = today();
  const result = await work();
  return { result, dates: [first, today()] };
}

async function simHook(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${sim.controlUrl}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sim.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`hook ${path}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, tariffs: COUNT });
  client = createRemoteClient({ baseUrl: sim.url, token: sim.token, timeoutMs: 5_000 });
});
afterAll(async () => {
  await client.close();
  await sim.close();
});
beforeEach(async () => {
  await sim.reset();
  temp = tempDir();
  db = openTemp(temp);
});
afterEach(() => {
  db.close();
  temp.remove();
});

describe('full download', () => {
  it('caches every tariff of the provider with exact prices, reports monotonic progress and records the sync', async () => {
    const events: TariffRefreshProgress[] = [];
    const { result, dates } = await across(() =>
      refreshTariffs(db, client, { now, onProgress: (p) => events.push(p) }),
    );
    expect(result).toMatchObject({ ok: true, mode: 'full', changed: COUNT, itemCount: COUNT, claimsFlagged: 0 });

    const info = tariffCacheInfo({ db: db });
    expect(info.itemCount).toBe(COUNT);
    expect(info.providers.map((p) => p.providerId)).toEqual(['PRV-001']);
    expect(dates).toContain(info.lastSyncDate);
    expect(info.lastSyncedAt).toBe(result.ok ? result.lastSyncedAt : null);

    const first = getTariff(db, 'PRV-001', 'TRF-001-000001');
    expect(first).toMatchObject({ name: 'General practitioner consultation', accessType: 'direct' });
    expect(typeof first?.price).toBe('bigint');
    expect(first?.priceText).toMatch(/^\d+\.\d{2}$/);
    checkSearchIndex(db);

    const phases = events.map((e) => e.phase);
    expect(phases[0]).toBe('downloading');
    expect(phases.at(-1)).toBe('done');
    expect(phases.indexOf('saving')).toBeGreaterThan(phases.lastIndexOf('downloading'));
    const order = ['downloading', 'saving', 'done'];
    for (let i = 1; i < events.length; i++) {
      const [a, b] = [events[i - 1], events[i]];
      if (!a || !b) continue;
      expect(order.indexOf(b.phase)).toBeGreaterThanOrEqual(order.indexOf(a.phase));
      if (a.phase === b.phase) expect(b.done).toBeGreaterThanOrEqual(a.done);
      expect(b.done).toBeLessThanOrEqual(b.total);
    }
  });

  it('a tariff listed twice is stored once, in its first place, with its last values, and indexed by its last name', async () => {
    const events: TariffRefreshProgress[] = [];
    const listedTwice = scriptedClient([
      tariff('A-1', 'Dressing', 100),
      tariff('B-1', 'Suture kit', 50),
      tariff('A-1', 'Wound dressing', 120),
    ]);
    const first = await refreshTariffs(db, listedTwice, { now, onProgress: (p) => events.push(p) });
    expect(first).toMatchObject({ ok: true, changed: 2, itemCount: 2 });
    expect(getTariff(db, 'PRV-001', 'A-1')).toMatchObject({ name: 'Wound dressing', priceText: '120.00' });
    const order = db.prepare('SELECT id FROM tariffs ORDER BY row_id').pluck().all();
    expect(order).toEqual(['A-1', 'B-1']);
    expect(searchTariffs({ db: db }, 'wound').map((t) => t.id)).toEqual(['A-1']);
    expect(searchTariffs({ db: db }, 'dress').map((t) => t.id)).toEqual(['A-1']);
    checkSearchIndex(db);
    const saving = events.filter((e) => e.phase === 'saving').map((e) => e.done);
    expect(saving).toEqual([...saving].sort((a, b) => a - b));

    // Over a cache that holds it: only the real change counts, and it is a price change.
    listedTwice.full = [
      tariff('A-1', 'Wound dressing', 90),
      tariff('B-1', 'Suture kit', 50),
      tariff('A-1', 'Wound dressing', 130),
    ];
    expect(await refreshTariffs(db, listedTwice, { now, force: true })).toMatchObject({
      ok: true,
      changed: 1,
      itemCount: 2,
    });
    expect(getTariff(db, 'PRV-001', 'A-1')?.priceText).toBe('130.00');
    checkSearchIndex(db);
  });

  it('keys an empty answer by the given provider, so the next refresh is a delta', async () => {
    const empty = scriptedClient([]);
    expect(await refreshTariffs(db, empty, { now, providerId: 'PRV-009' })).toMatchObject({ ok: true, itemCount: 0 });
    expect(await refreshTariffs(db, empty, { now, providerId: 'PRV-009' })).toMatchObject({ ok: true, mode: 'delta' });
  });
});

describe('delta refresh', () => {
  it('asks from the day before the last sync date and picks up changed and added tariffs', async () => {
    await refreshTariffs(db, client, { now });
    const { result: changed, dates } = await across(() =>
      simHook('tariffs', {
        changes: [
          { id: 'TRF-001-000002', price: 99.5 },
          { id: 'TRF-001-000003', name: 'Full blood count, automated' },
        ],
        add: [tariff('TRF-001-NEW', 'Telemedicine consultation', 750)],
      }),
    );
    expect(dates).toContain(changed.updated_on);

    const result = await refreshTariffs(db, client, { now });
    expect(result).toMatchObject({ ok: true, mode: 'delta', changed: 3, itemCount: COUNT + 1 });
    expect(getTariff(db, 'PRV-001', 'TRF-001-000002')?.priceText).toBe('99.50');
    expect(searchTariffs({ db: db }, 'telemed')[0]?.id).toBe('TRF-001-NEW');
    expect(searchTariffs({ db: db }, 'autom').map((t) => t.id)).toEqual(['TRF-001-000003']);
    checkSearchIndex(db);
  });

  it('treats a 404 (nothing updated) as no changes, and still records the sync', async () => {
    const scripted = scriptedClient([tariff('A-1', 'Dressing', 100)]);
    await refreshTariffs(db, scripted, { now: () => new Date('2026-11-20T10:00:00Z') });
    const before = cacheChecksum(db);

    const later = new Date('2026-11-22T10:00:00Z');
    expect(await refreshTariffs(db, client, { now: () => later, providerId: 'PRV-001' })).toMatchObject({
      ok: true,
      mode: 'delta',
      changed: 0,
    });
    expect(cacheChecksum(db)).toBe(before);
    expect(tariffCacheInfo({ db: db })).toMatchObject({
      lastSyncDate: '2026-11-22',
      lastSyncedAt: later.toISOString(),
    });
  });

  it('uses the service calendar date in the configured zone, and one day of overlap', async () => {
    const scripted = scriptedClient([tariff('A-1', 'Dressing', 100)]);
    // 22:30 UTC on the 21st is already the 22nd in Nairobi (UTC+3).
    const at = new Date('2026-11-21T22:30:00Z');
    await refreshTariffs(db, scripted, { now: () => at, serviceTimeZone: 'Africa/Nairobi' });
    expect(tariffCacheInfo({ db: db }).lastSyncDate).toBe('2026-11-22');
    await refreshTariffs(db, scripted, { now: () => at, serviceTimeZone: 'Africa/Nairobi' });
    expect(scripted.givenDates).toEqual(['2026-11-21']);
  });

  it('a forced full download removes tariffs the service no longer lists', async () => {
    const scripted = scriptedClient([tariff('A-1', 'Dressing', 100), tariff('A-2', 'Suturing', 200)]);
    await refreshTariffs(db, scripted, { now });
    scripted.full = [tariff('A-2', 'Suturing', 250)];
    expect(await refreshTariffs(db, scripted, { now, force: true })).toMatchObject({
      ok: true,
      mode: 'full',
      changed: 2,
      itemCount: 1,
    });
    expect(getTariff(db, 'PRV-001', 'A-1')).toBeNull();
    expect(searchTariffs({ db: db }, 'dress')).toEqual([]);
    expect(getTariff(db, 'PRV-001', 'A-2')?.priceText).toBe('250.00');
    checkSearchIndex(db);
  });
});

describe('a forced full download rebuilds the search index', () => {
  const indexSize = (store: Db): unknown =>
    store.prepare('SELECT count(*) AS blocks, sum(length(block)) AS bytes FROM tariffs_fts_data').get();

  it('keeps nothing of the replaced rows: the index is the one a first download builds', async () => {
    const list = Array.from({ length: 3_000 }, (_, i) =>
      tariff(`T-${String(i).padStart(5, '0')}`, `Item ${i} of kind ${i % 37} (variant ${i % 11})`, 100 + i),
    );
    const scripted = scriptedClient(list);
    await refreshTariffs(db, scripted, { now });
    const once = indexSize(db);
    await refreshTariffs(db, scripted, { now, force: true });
    await refreshTariffs(db, scripted, { now, force: true });
    expect(indexSize(db)).toEqual(once);
    checkSearchIndex(db);
  });

  it("leaves another provider's tariffs cached and searchable", async () => {
    await refreshTariffs(db, scriptedClient([tariff('B-1', 'Bandage roll', 80, 'direct', 'PRV-002')]), {
      now,
      providerId: 'PRV-002',
    });
    const first = scriptedClient([tariff('A-1', 'Dressing', 100)]);
    await refreshTariffs(db, first, { now, providerId: 'PRV-001' });
    first.full = [tariff('A-2', 'Suturing', 200)];
    expect(await refreshTariffs(db, first, { now, providerId: 'PRV-001', force: true })).toMatchObject({ ok: true });
    expect(searchTariffs({ db: db }, 'band').map((t) => t.id)).toEqual(['B-1']);
    expect(searchTariffs({ db: db }, 'sut').map((t) => t.id)).toEqual(['A-2']);
    expect(searchTariffs({ db: db }, 'dress')).toEqual([]);
    checkSearchIndex(db);
  });
});

describe('a failed refresh leaves the previous cache whole', () => {
  async function cached(): Promise<string> {
    expect((await refreshTariffs(db, client, { now })).ok).toBe(true);
    return cacheChecksum(db);
  }

  it('offline: says so in plain words, with the date of the tariffs in use', async () => {
    const before = await cached();
    // The date of the tariffs in use: today's when cached() ran (not a second read of the clock, which may be past midnight).
    const inUse = tariffCacheInfo({ db: db }).lastSyncDate;
    expect(inUse).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    sim.setFaults({ down: true });
    try {
      const result = await refreshTariffs(db, client, { now, force: true });
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'offline',
          message: `The insurer's service cannot be reached; the tariffs from ${formatDate(inUse ?? '', 'en')} are still in use.`,
        },
      });
    } finally {
      sim.setFaults({ down: false });
    }
    expect(cacheChecksum(db)).toBe(before);
  });

  it('a busy service (429): says when to try again, changes nothing, and tells the refresher how long to wait', async () => {
    const before = await cached();
    const inUse = tariffCacheInfo({ db: db }).lastSyncDate;
    sim.setFaults({ rateLimit: { every: 2, retryAfter: '7' } });
    try {
      expect((await client.listTariffs()).ok).toBe(true); // the first of two goes through
      const result = await refreshTariffs(db, client, { now });
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'service-error',
          message: `The insurer is busy, try again in 7 s. The tariffs were not updated; the tariffs from ${formatDate(inUse ?? '', 'en')} are still in use. Try again later.`,
          retryInMs: 7_000,
        },
      });
    } finally {
      sim.setFaults({ rateLimit: null });
    }
    expect(cacheChecksum(db)).toBe(before);
  });

  it('a malformed answer changes nothing', async () => {
    const before = await cached();
    await simHook('tariffs', { changes: [{ id: 'TRF-001-000002', price: 1 }] });
    sim.setFaults({ malformedRate: 1 });
    const result = await refreshTariffs(db, client, { now });
    expect(result).toMatchObject({ ok: false, error: { code: 'service-error' } });
    expect(cacheChecksum(db)).toBe(before);
    const info = tariffCacheInfo({ db: db });
    sim.setFaults({ malformedRate: 0 });
    expect((await refreshTariffs(db, client, { now })).ok).toBe(true);
    expect(getTariff(db, 'PRV-001', 'TRF-001-000002')?.priceText).toBe('1.00');
    expect(info.itemCount).toBe(COUNT);
  });

  it('a price that cannot be held exactly refuses the whole answer', async () => {
    const scripted = scriptedClient([tariff('A-1', 'Dressing', 100)]);
    await refreshTariffs(db, scripted, { now });
    const before = cacheChecksum(db);
    scripted.full = [tariff('A-1', 'Dressing', 120), tariff('A-2', 'Huge', 1e21)];
    const result = await refreshTariffs(db, scripted, { now, force: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-price' } });
    expect(result.ok ? '' : result.error.message).toContain('A-2');
    expect(cacheChecksum(db)).toBe(before);
  });

  it('an exception half-way through the write transaction rolls all of it back', async () => {
    const before = await cached();
    const syncBefore = tariffCacheInfo({ db: db });
    for (const [force, failAt] of [
      [true, 100],
      [true, 2 * COUNT],
      [false, 1],
    ] as const) {
      if (!force) await simHook('tariffs', { changes: [{ id: 'TRF-001-000001', price: 5 }] });
      const result = await refreshTariffs(db, client, {
        now,
        force,
        onProgress: (p) => {
          if (p.phase === 'saving' && p.done >= failAt) throw new Error('injected');
        },
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'save-failed' } });
      expect(cacheChecksum(db)).toBe(before);
      expect(tariffCacheInfo({ db: db })).toEqual(syncBefore);
      checkSearchIndex(db);
    }
  });

  it('a trigger that fails on the last row rolls back rows, index and sync record', async () => {
    const before = await cached();
    db.exec(`CREATE TEMP TRIGGER fail_last BEFORE INSERT ON tariff_sync BEGIN SELECT RAISE(ABORT, 'injected'); END`);
    const result = await refreshTariffs(db, client, { now, force: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'save-failed' } });
    expect(cacheChecksum(db)).toBe(before);
    checkSearchIndex(db);
    expect(searchTariffs({ db: db }, 'TRF-001-000001')[0]?.id).toBe('TRF-001-000001');
  });

  it('cancelling stops before anything is written', async () => {
    const before = await cached();
    const controller = new AbortController();
    const result = await refreshTariffs(db, client, {
      now,
      force: true,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'saving' && p.done > 0) controller.abort();
      },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(cacheChecksum(db)).toBe(before);
  });
});
