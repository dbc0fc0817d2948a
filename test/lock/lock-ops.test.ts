/**
 * The locked screen through the operation table, on a real store: the lock is the core's (it holds across a
 * new host and a restart), the PIN is kept only as a salted scrypt hash and never answered, and wrong PINs are
 * limited by the core with a count that survives a restart. The clock is the test's.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import type { Settings } from '../../main/desk/settings/service-settings';
import { activePeople } from '../../main/desk/people/people-records';
import type { Db } from '../../main/store/database';

/** The PIN hash of the desk's one person (the desk PIN of before people). */
const readPinHash = (db: Db) => activePeople(db)[0]?.pin;
import { createLockService, FREE_TRIES, waitAfter } from '../../main/desk/lock/lock-service';
import type { LockStatus } from '../../shared/domain/lock';
import { useCoreTestbed } from '../core/core-harness';

const bed = useCoreTestbed();
const DEMO: Settings = { service: null };
const QUIET = { sync: { intervalMs: 3_600_000 } };
const PIN = '482916';

function testClock(start = '2026-03-02T08:00:00.000Z') {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

async function deskWithClock() {
  const core = await bed.start(DEMO, QUIET);
  const clock = testClock();
  const host = createOperationHost(core, { lock: createLockService({ now: clock.now }) });
  return { core, clock, host };
}

describe('locking and unlocking', () => {
  it('is unlocked with no PIN at first, with the default idle time, and locks on request', async () => {
    const { host } = await deskWithClock();
    expect(await host.invoke('lock.status', {})).toEqual({
      ok: true,
      value: { locked: false, pinSet: false, idleMinutes: 5, retryAt: null, people: [], person: null },
    });
    expect(await host.invoke('lock.lock', {})).toMatchObject({ ok: true, value: { locked: true } });
    // With no PIN set the desk opens without one (the page says to set one).
    expect(await host.invoke('lock.unlock', { pin: '' })).toMatchObject({ ok: true, value: { locked: false } });
  });

  it('stays locked for a new host (a reload) and after a restart', async () => {
    const { core, host } = await deskWithClock();
    await host.invoke('lock.setPin', { current: '', pin: PIN });
    await host.invoke('lock.lock', {});
    expect(await createOperationHost(core).invoke('lock.status', {})).toMatchObject({ value: { locked: true } });
    await core.stop();
    const again = createOperationHost(await bed.start(DEMO, QUIET));
    expect(await again.invoke('lock.status', {})).toMatchObject({ value: { locked: true, pinSet: true } });
    expect(await again.invoke('lock.unlock', { pin: '000000' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-pin' },
    });
    expect(await again.invoke('lock.unlock', { pin: PIN })).toMatchObject({ ok: true, value: { locked: false } });
  });

  it('follows the idle time of the settings', async () => {
    const { host } = await deskWithClock();
    await host.invoke('settings.update', { lock: { idleMinutes: 2 } });
    expect(await host.invoke('lock.status', {})).toMatchObject({ value: { idleMinutes: 2 } });
    expect(await host.invoke('settings.update', { lock: { idleMinutes: 0 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
  });

  it('tells every page of a change', async () => {
    const { host } = await deskWithClock();
    const heard: LockStatus[] = [];
    const stop = host.subscribe('lock.statusChanged', (status) => heard.push(status));
    await host.invoke('lock.lock', {});
    await host.invoke('lock.unlock', { pin: '' });
    stop();
    await host.invoke('lock.lock', {});
    expect(heard.map((status) => status.locked)).toEqual([true, false]);
  });
});

describe('the PIN', () => {
  it('is 4 to 12 digits', async () => {
    const { host } = await deskWithClock();
    for (const pin of ['123', '12345678901234', '12a4', ' 1234']) {
      expect(await host.invoke('lock.setPin', { current: '', pin })).toMatchObject({
        ok: false,
        error: { code: 'pin-form' },
      });
    }
    expect(await host.invoke('lock.status', {})).toMatchObject({ value: { pinSet: false } });
  });

  it('is kept only as a salted scrypt hash with its cost, and no answer carries it', async () => {
    const { core, host } = await deskWithClock();
    const answers = [await host.invoke('lock.setPin', { current: '', pin: PIN })];
    const first = readPinHash(core.store().db);
    answers.push(await host.invoke('lock.setPin', { current: PIN, pin: PIN }), await host.invoke('lock.status', {}));
    const second = readPinHash(core.store().db);
    expect(first).toMatchObject({ algorithm: 'scrypt', N: 2 ** 15, r: 8, p: 1 });
    // A new salt each time: the same PIN hashes differently.
    expect(second?.salt).not.toBe(first?.salt);
    expect(second?.hash).not.toBe(first?.hash);
    const stored = core
      .store()
      .db.prepare(
        "SELECT (SELECT group_concat(value_json, ' ') FROM settings) || (SELECT group_concat(pin_json) FROM people)",
      )
      .pluck()
      .get() as string;
    expect(stored).not.toContain(PIN);
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(PIN);
      expect(text).not.toContain(second?.hash ?? '?');
      expect(text).not.toContain(second?.salt ?? '?');
    }
  });

  it('is changed only with the current one', async () => {
    const { host } = await deskWithClock();
    await host.invoke('lock.setPin', { current: '', pin: PIN });
    expect(await host.invoke('lock.setPin', { current: '', pin: '1111' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-pin' },
    });
    expect(await host.invoke('lock.setPin', { current: PIN, pin: '1111' })).toMatchObject({ ok: true });
    await host.invoke('lock.lock', {});
    expect(await host.invoke('lock.unlock', { pin: PIN })).toMatchObject({ ok: false });
    expect(await host.invoke('lock.unlock', { pin: '1111' })).toMatchObject({ ok: true, value: { locked: false } });
  });
});

describe('wrong PINs', () => {
  it('make staff wait after the free tries, longer each time; even the right PIN waits; the right one clears the count', async () => {
    const { host, clock } = await deskWithClock();
    await host.invoke('lock.setPin', { current: '', pin: PIN });
    await host.invoke('lock.lock', {});
    for (let tried = 1; tried < FREE_TRIES; tried++) {
      expect(await host.invoke('lock.unlock', { pin: '0000' })).toMatchObject({ error: { code: 'wrong-pin' } });
    }
    expect(await host.invoke('lock.unlock', { pin: '0000' })).toMatchObject({ error: { code: 'wait' } });
    expect(await host.invoke('lock.status', {})).toMatchObject({
      value: { locked: true, retryAt: '2026-03-02T08:00:30.000Z' },
    });
    // While staff wait, no PIN is compared, not even the right one.
    expect(await host.invoke('lock.unlock', { pin: PIN })).toMatchObject({ error: { code: 'wait' } });
    expect(await host.invoke('lock.setPin', { current: PIN, pin: '1111' })).toMatchObject({ error: { code: 'wait' } });

    clock.advance(30_000);
    expect(await host.invoke('lock.status', {})).toMatchObject({ value: { retryAt: null } });
    expect(await host.invoke('lock.unlock', { pin: '0000' })).toMatchObject({ error: { code: 'wait' } });
    expect(await host.invoke('lock.status', {})).toMatchObject({ value: { retryAt: '2026-03-02T08:01:30.000Z' } });

    clock.advance(60_000);
    expect(await host.invoke('lock.unlock', { pin: PIN })).toMatchObject({ ok: true, value: { locked: false } });
    await host.invoke('lock.lock', {});
    // The count starts again.
    expect(await host.invoke('lock.unlock', { pin: '0000' })).toMatchObject({ error: { code: 'wrong-pin' } });
  });

  it('are counted across a restart', async () => {
    const first = await deskWithClock();
    await first.host.invoke('lock.setPin', { current: '', pin: PIN });
    await first.host.invoke('lock.lock', {});
    for (let tried = 1; tried < FREE_TRIES; tried++) await first.host.invoke('lock.unlock', { pin: '0000' });
    await first.core.stop();
    const core = await bed.start(DEMO, QUIET);
    const host = createOperationHost(core, { lock: createLockService({ now: first.clock.now }) });
    expect(await host.invoke('lock.unlock', { pin: '0000' })).toMatchObject({ error: { code: 'wait' } });
  });

  it('tried all at once are each counted', async () => {
    const { host } = await deskWithClock();
    await host.invoke('lock.setPin', { current: '', pin: PIN });
    await host.invoke('lock.lock', {});
    const answers = await Promise.all(
      Array.from({ length: FREE_TRIES + 2 }, () => host.invoke('lock.unlock', { pin: '0000' })),
    );
    const codes = answers.map((answer) => (answer.ok ? 'ok' : answer.error.code));
    expect(codes).toEqual([...Array<string>(FREE_TRIES - 1).fill('wrong-pin'), 'wait', 'wait', 'wait']);
  });

  it('make staff wait 30 s, then twice as long each time, at most 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 20].map(waitAfter)).toEqual([0, 30_000, 60_000, 120_000, 900_000, 900_000]);
  });
});
