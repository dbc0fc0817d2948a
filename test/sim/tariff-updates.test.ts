import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { call, callOk, hook } from './sim-client';

let sim: RunningSim;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, tariffs: 50 });
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

/** Seeded tariffs all changed before 2026. */
const AFTER_SEEDING = '2026-01-01';
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const updates = (given_date: unknown, token?: string) =>
  call(sim, 'GET', '/v1/tariffs/update', { body: { given_date }, token });

describe('tariff updates', () => {
  it('returns tariffs updated on or after the given date, read from the body of a GET', async () => {
    const all = await callOk(sim, 'listTariffs', '/v1/tariffs');
    const since = await callOk(sim, 'listTariffUpdates', '/v1/tariffs/update', { body: { given_date: '2025-06-01' } });
    expect(since.length).toBeGreaterThan(0);
    expect(since.length).toBeLessThan(all.length);
    const older = await callOk(sim, 'listTariffUpdates', '/v1/tariffs/update', { body: { given_date: '2000-01-01' } });
    expect(older).toEqual(all);
  });

  it('answers 404 when nothing changed since the date, 400 without a valid given_date', async () => {
    const none = await updates(AFTER_SEEDING);
    expect(none.status).toBe(404);
    expect(none.data).toBeNull();
    for (const bad of [undefined, '2026-13-01', '01/02/2026', 20260101]) {
      expect((await updates(bad)).status, String(bad)).toBe(400);
    }
    expect((await call(sim, 'GET', '/v1/tariffs/update')).status).toBe(400);
  });

  it('the tariffs hook changes and adds tariffs dated today; the cached list follows', async () => {
    const before = await callOk(sim, 'listTariffs', '/v1/tariffs');
    const today = dayAfter(0);
    const changed = await hook(sim, 'POST', 'tariffs', {
      changes: [
        { id: 'TRF-001-000002', price: 99.5 },
        { id: 'TRF-002-000001', name: 'Renamed service' },
      ],
      add: [
        {
          id: 'TRF-001-NEW',
          provider_id: 'PRV-001',
          name: 'Telemedicine consultation',
          price: 750,
          access_type: 'direct',
        },
      ],
    });
    expect(changed.status).toBe(200);
    const changedOn = String(changed.json.updated_on);
    // Today's date as read before and after the hook: the same one but across midnight.
    expect([today, dayAfter(0)]).toContain(changedOn);
    const mine = await callOk(sim, 'listTariffUpdates', '/v1/tariffs/update', { body: { given_date: changedOn } });
    expect(mine.map((t) => [t.id, t.price])).toEqual([
      ['TRF-001-000002', 99.5],
      ['TRF-001-NEW', 750],
    ]);
    const theirs = await callOk(sim, 'listTariffUpdates', '/v1/tariffs/update', {
      body: { given_date: changedOn },
      token: Object.keys(sim.tokens)[1],
    });
    expect(theirs.map((t) => t.name)).toEqual(['Renamed service']);
    const after = await callOk(sim, 'listTariffs', '/v1/tariffs');
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((t) => t.id === 'TRF-001-000002')?.price).toBe(99.5);
  });

  it('reset restores the seeded tariffs after a change, and keeps serving untouched ones', async () => {
    const seeded = await callOk(sim, 'listTariffs', '/v1/tariffs');
    await hook(sim, 'POST', 'tariffs', { changes: [{ id: 'TRF-001-000001', price: 1 }] });
    await sim.reset();
    expect(await callOk(sim, 'listTariffs', '/v1/tariffs')).toEqual(seeded);
    await sim.reset();
    expect(await callOk(sim, 'listTariffs', '/v1/tariffs')).toEqual(seeded);
    expect((await updates(AFTER_SEEDING)).status).toBe(404);
  });

  it('the tariffs hook applies nothing when any change is invalid', async () => {
    const refused = await hook(sim, 'POST', 'tariffs', {
      changes: [{ id: 'TRF-001-000002', price: 1 }, { id: 'NOPE' }],
    });
    expect(refused.status).toBe(400);
    expect(String(refused.json.error)).toContain('no tariff NOPE');
    expect((await hook(sim, 'POST', 'tariffs', { changes: [{ id: 'TRF-001-000002', price: 1.234567 }] })).status).toBe(
      400,
    );
    expect((await updates(AFTER_SEEDING)).status).toBe(404);
  });

  it('dates changes by the simulator clock', async () => {
    await hook(sim, 'POST', 'clock', { advanceSeconds: 3 * 86_400 });
    const before = dayAfter(3);
    const changed = await hook(sim, 'POST', 'tariffs', { changes: [{ id: 'TRF-001-000001', price: 1 }] });
    expect([before, dayAfter(3)]).toContain(changed.json.updated_on);
    expect((await updates(changed.json.updated_on)).status).toBe(200);
    expect((await updates(dayAfter(5))).status).toBe(404);
  });
});
