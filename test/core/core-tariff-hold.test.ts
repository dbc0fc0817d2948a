/**
 * A full tariff download that is valid but would remove most of the cache (the simulator cut to a short list)
 * is held for staff: nothing written until they confirm through the operations, what would go listed, the
 * confirmation written like any full refresh (its price changes flag claims), a discard keeping the cache.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import { createOperationHost } from '../../main/operations';
import type { RunningSim } from '../../main/sim/server';
import { listAudit } from '../../main/store/audit';
import { writeSettings } from '../../main/store/settings-store';
import { tariffCacheInfo } from '../../main/tariffs/tariff-cache';
import { searchTariffs } from '../../main/tariffs/tariff-search';
import { insertClaimRow, readClaimRow } from '../support/claim-rows';
import { opCaller } from '../support/op-value';
import { hook, type ServiceRef } from '../support/sync-world';
import { serviceOf, useCoreTestbed } from './core-harness';

const TARIFFS = 300;
const QUIET = { tariffs: { intervalMs: 3_600_000 } };

const bed = useCoreTestbed();
let sim: RunningSim;
let ref: ServiceRef;
let core: Core;
let call: ReturnType<typeof createOperationHost>;

beforeEach(async () => {
  sim = await bed.startSim({ tariffs: TARIFFS });
  ref = { baseUrl: sim.url, token: sim.token, sim };
  core = await bed.start(serviceOf(sim), QUIET);
  await core.refreshTariffs(); // the start's refresh, joined
  expect(tariffCacheInfo(core.store()).itemCount).toBe(TARIFFS);
  call = createOperationHost(core);
});

const paracetamol = (): number => searchTariffs(core.store(), 'Paracetamol', { limit: 100 }).length;
const refreshAudit = (): { outcome: string; detail: string }[] =>
  listAudit(core.store().db, { limit: 20 }).filter((entry) => entry.action === 'tariffs.refresh');

it('holds a short full list, keeps the whole cache in use, and lists what would go', async () => {
  const before = paracetamol();
  expect(before).toBeGreaterThan(1);
  await hook(ref, 'tariffs', { keepFirst: 3 });

  const refreshed = await call.invoke('tariffs.refresh', { full: true });
  expect(refreshed).toMatchObject({ ok: false, error: { code: 'held' } });
  if (refreshed.ok) throw new Error('held');
  expect(refreshed.error.message).toContain('would remove 297 of the 300 tariffs');

  expect(tariffCacheInfo(core.store()).itemCount).toBe(TARIFFS);
  expect(paracetamol()).toBe(before);
  const held = await opCaller(call)('tariffs.held', {});
  expect(held).toMatchObject({ cachedCount: 300, listedCount: 3, droppedCount: 297, thresholdPercent: 50 });
  expect(held?.dropped).toHaveLength(50);
  expect(held?.dropped.some((tariff) => tariff.id === 'TRF-001-000001')).toBe(false);
  expect(refreshAudit()[0]).toMatchObject({ outcome: 'failed', detail: 'full: held, would remove 297 of 300' });

  // Kept: the cache stays, nothing is held any more, and a stale confirmation writes nothing.
  expect(await call.invoke('tariffs.discardHeld', { id: held?.id })).toMatchObject({ ok: true });
  expect(await opCaller(call)('tariffs.held', {})).toBeNull();
  expect(await call.invoke('tariffs.confirmHeld', { id: held?.id })).toMatchObject({
    ok: false,
    error: { code: 'held' },
  });
  expect(tariffCacheInfo(core.store()).itemCount).toBe(TARIFFS);
  expect(paracetamol()).toBe(before);
});

it('writes the held list once confirmed, as any full refresh: its price changes flag claims for review', async () => {
  const kept = 'TRF-001-000002';
  const price = searchTariffs(core.store(), kept, { limit: 1 })[0]?.price;
  if (price === undefined) throw new Error('cached');
  insertClaimRow(core.store().db, {
    id: 'draft',
    state: 'draft',
    lines: [{ tariffId: kept, priceUnits: Number(price) }],
  });
  await hook(ref, 'tariffs', { changes: [{ id: kept, price: 7777 }], keepFirst: 3 });

  expect(await call.invoke('tariffs.refresh', { full: true })).toMatchObject({ ok: false, error: { code: 'held' } });
  expect(readClaimRow(core.store().db, 'draft').review_reason).toBeNull();
  const held = await opCaller(call)('tariffs.held', {});
  expect(await call.invoke('tariffs.confirmHeld', { id: 'another-download' })).toMatchObject({ ok: false });
  expect(tariffCacheInfo(core.store()).itemCount).toBe(TARIFFS);

  const confirmed = await opCaller(call)('tariffs.confirmHeld', { id: held?.id });
  expect(confirmed.itemCount).toBe(3);
  expect(paracetamol()).toBe(0);
  expect(readClaimRow(core.store().db, 'draft').review_reason).toContain('to 7,777.00');
  expect(refreshAudit()[0]).toMatchObject({ outcome: 'ok' });
  expect(refreshAudit()[0]?.detail).toMatch(/^full, held and confirmed \(297 removed\)/);
  expect(await opCaller(call)('tariffs.held', {})).toBeNull();
});

it('writes a full list that removes no more than the desk’s share at once, and never holds at 100 %', async () => {
  await hook(ref, 'tariffs', { keepFirst: 150 });
  expect(await call.invoke('tariffs.refresh', { full: true })).toMatchObject({ ok: true, value: { itemCount: 150 } });

  writeSettings(core.store().db, { tariffDropHoldPercent: 100 });
  await hook(ref, 'tariffs', { keepFirst: 1 });
  expect(await call.invoke('tariffs.refresh', { full: true })).toMatchObject({ ok: true, value: { itemCount: 1 } });
});

it('holds at the share set: 10 % refuses a list removing a fifth', async () => {
  writeSettings(core.store().db, { tariffDropHoldPercent: 10 });
  await hook(ref, 'tariffs', { keepFirst: 240 });
  expect(await call.invoke('tariffs.refresh', { full: true })).toMatchObject({ ok: false, error: { code: 'held' } });
  expect(await opCaller(call)('tariffs.held', {})).toMatchObject({ droppedCount: 60, thresholdPercent: 10 });
});
