/**
 * A person per session, through the operation table on a real store: with two people the lock asks who, each
 * has her own PIN and her own wrong-PIN count; signing in makes her the desk's person (the audit trail's actor)
 * and a lock returns to "who"; Settings › People adds, renames and retires, each change audited; a retired
 * person cannot sign in. A desk with one person keeps the flow of one PIN. The clock is the test's.
 */
import { Database } from '../../main/store/sqlite';
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import type { Settings } from '../../main/desk/settings/service-settings';
import { createLockService, FREE_TRIES } from '../../main/desk/lock/lock-service';
import { listAudit } from '../../main/store/audit';
import { migrations } from '../../main/store/migrations';
import { people as PEOPLE_MIGRATION } from '../../main/store/migrations/020-people';
import { useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';

const bed = useCoreTestbed();
const DEMO: Settings = { service: null };
const QUIET = { sync: { intervalMs: 3_600_000 } };
const AMINA_PIN = '482916';
const GRACE_PIN = '730155';

function testClock(start = '2026-03-02T08:00:00.000Z') {
  let at = Date.parse(start);
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

/** A desk whose staff name is Amina, with her PIN set (the first person) and Grace added. */
async function deskOfTwo() {
  const core = await bed.start(DEMO, QUIET);
  const clock = testClock();
  const host = createOperationHost(core, { lock: createLockService({ now: clock.now }) });
  expect(await host.invoke('settings.update', { staffName: 'Amina' })).toMatchObject({ ok: true });
  expect(await host.invoke('lock.setPin', { current: '', pin: AMINA_PIN })).toMatchObject({ ok: true });
  const added = await opValue(host, 'people.add', { name: '  Grace  ', pin: GRACE_PIN });
  const [amina, grace] = added.people;
  if (!amina || !grace) return expect.fail('two people expected');
  return { core, clock, host, amina, grace };
}

describe('signing in', () => {
  it('with two people asks who, and signs the one named in with her own PIN', async () => {
    const { host, amina, grace } = await deskOfTwo();
    expect([amina.name, grace.name]).toEqual(['Amina', 'Grace']);
    expect(grace.addedBy).toBe('Amina');
    await host.invoke('lock.lock', {});
    expect(await host.invoke('lock.status', {})).toMatchObject({
      value: { locked: true, pinSet: true, person: null, people: [{ name: 'Amina' }, { name: 'Grace' }] },
    });
    expect(await host.invoke('lock.unlock', { pin: GRACE_PIN })).toMatchObject({ ok: false, error: { code: 'who' } });
    expect(await host.invoke('lock.unlock', { pin: AMINA_PIN, personId: grace.id })).toMatchObject({
      error: { code: 'wrong-pin' },
    });
    expect(await host.invoke('lock.unlock', { pin: GRACE_PIN, personId: grace.id })).toMatchObject({
      ok: true,
      value: { locked: false, person: { id: grace.id, name: 'Grace' } },
    });
    expect(await host.invoke('people.list', {})).toMatchObject({ value: { currentId: grace.id } });
  });

  it('the lock returns to who; the person signed in survives a restart', async () => {
    const { core, host, grace } = await deskOfTwo();
    await host.invoke('lock.lock', {});
    await host.invoke('lock.unlock', { pin: GRACE_PIN, personId: grace.id });
    await core.stop();
    const again = createOperationHost(await bed.start(DEMO, QUIET));
    expect(await again.invoke('lock.status', {})).toMatchObject({ value: { person: { name: 'Grace' } } });
    expect(await again.invoke('lock.lock', {})).toMatchObject({ value: { locked: true, person: null } });
  });

  it("counts each person's wrong PINs apart: one waiting does not stop the other", async () => {
    const { host, amina, grace } = await deskOfTwo();
    await host.invoke('lock.lock', {});
    for (let tried = 1; tried <= FREE_TRIES; tried++) {
      await host.invoke('lock.unlock', { pin: '0000', personId: grace.id });
    }
    const status = await host.invoke('lock.status', {});
    expect(status).toMatchObject({
      value: {
        retryAt: null,
        people: [
          { id: amina.id, retryAt: null },
          { id: grace.id, retryAt: '2026-03-02T08:00:30.000Z' },
        ],
      },
    });
    expect(await host.invoke('lock.unlock', { pin: GRACE_PIN, personId: grace.id })).toMatchObject({
      error: { code: 'wait' },
    });
    expect(await host.invoke('lock.unlock', { pin: AMINA_PIN, personId: amina.id })).toMatchObject({ ok: true });
  });

  it('the audit trail records who did what, by id and by her name then', async () => {
    const { core, host, grace } = await deskOfTwo();
    await host.invoke('lock.lock', {});
    await host.invoke('lock.unlock', { pin: GRACE_PIN, personId: grace.id });
    await host.invoke('people.rename', { id: grace.id, name: 'Grace N.' });
    await host.invoke('settings.update', { deskName: 'Front desk' });
    const rows = listAudit(core.store().db, { limit: 20 }).map(({ action, staff, personId, subject }) => ({
      action,
      staff,
      personId,
      subject,
    }));
    expect(rows.slice(0, 3)).toEqual([
      { action: 'settings.change', staff: 'Grace N.', personId: grace.id, subject: 'desk name' },
      { action: 'person.rename', staff: 'Grace', personId: grace.id, subject: 'Grace N.' },
      { action: 'person.sign-in', staff: 'Grace', personId: grace.id, subject: 'Grace' },
    ]);
    expect(rows.find((row) => row.action === 'person.add' && row.subject === 'Grace')).toMatchObject({
      staff: 'Amina',
    });
  });
});

describe('claims', () => {
  it('record who wrote them last, by id and by her name then', async () => {
    const { core, host, amina, grace } = await deskOfTwo();
    const line = { tariffId: 'TRF-001-000001', name: 'ORS sachet', type: 'medication', quantity: 3, price: '15.0050' };
    await host.invoke('lock.lock', {});
    await host.invoke('lock.unlock', { pin: GRACE_PIN, personId: grace.id });
    const draft = await opValue(host, 'claims.save', { lines: [line] });
    expect(draft.by).toBe('Grace');
    await host.invoke('lock.lock', {});
    await host.invoke('lock.unlock', { pin: AMINA_PIN, personId: amina.id });
    const edited = await opValue(host, 'claims.save', { id: draft.id, lines: [line, { ...line, quantity: 1 }] });
    expect(edited.by).toBe('Amina');
    expect(core.store().db.prepare('SELECT person_id, person_name FROM claims WHERE id = ?').get(draft.id)).toEqual({
      person_id: amina.id,
      person_name: 'Amina',
    });
    // The outbox list says it too (under the date).
    const listed = await opValue(host, 'claims.list', {});
    expect(listed.find((claim) => claim.id === draft.id)?.by).toBe('Amina');
  });
});

describe('Settings › People', () => {
  it('refuses a name an active person has, whatever its case, and a PIN of the wrong form', async () => {
    const { host, amina } = await deskOfTwo();
    expect(await host.invoke('people.add', { name: 'grace', pin: '555555' })).toMatchObject({
      error: { code: 'name-taken' },
    });
    expect(await host.invoke('people.add', { name: 'Joy', pin: '12' })).toMatchObject({ error: { code: 'pin-form' } });
    expect(await host.invoke('people.add', { name: '   ', pin: '555555' })).toMatchObject({
      error: { code: 'invalid-input' },
    });
    expect(await host.invoke('people.add', { name: 'x'.repeat(61), pin: '555555' })).toMatchObject({
      error: { code: 'invalid-input' },
    });
    expect(await host.invoke('people.rename', { id: amina.id, name: 'GRACE' })).toMatchObject({
      error: { code: 'name-taken' },
    });
  });

  it('retires another person (not oneself, not the last), who then cannot sign in; her name is free again', async () => {
    const { host, amina, grace } = await deskOfTwo();
    expect(await host.invoke('people.retire', { id: amina.id })).toMatchObject({ error: { code: 'retire-self' } });
    const retired = await host.invoke('people.retire', { id: grace.id });
    expect(retired).toMatchObject({ ok: true, value: { people: [{ name: 'Amina' }], currentId: amina.id } });
    // Still on record, listed apart (Settings › People shows them on request).
    const listed = await opValue(host, 'people.list', {});
    expect(listed.retired.map(({ id, name }) => ({ id, name }))).toEqual([{ id: grace.id, name: 'Grace' }]);
    await host.invoke('lock.lock', {});
    expect(await host.invoke('lock.unlock', { pin: GRACE_PIN, personId: grace.id })).toMatchObject({
      error: { code: 'who' },
    });
    // One person again: her PIN alone opens the desk, as before people.
    expect(await host.invoke('lock.unlock', { pin: AMINA_PIN })).toMatchObject({ ok: true });
    expect(await host.invoke('people.add', { name: 'Grace', pin: '999999' })).toMatchObject({ ok: true });
  });

  it('is refused while the desk is locked', async () => {
    const { host } = await deskOfTwo();
    await host.invoke('lock.lock', {});
    for (const name of ['people.list', 'people.add', 'people.rename', 'people.retire'] as const) {
      expect(await host.invoke(name, { id: 1, name: 'Joy', pin: '123456' })).toMatchObject({
        error: { code: 'locked' },
      });
    }
  });

  it('a person changes her own PIN with her current one, and it opens the desk for her only', async () => {
    const { host, grace } = await deskOfTwo();
    await host.invoke('lock.lock', {});
    await host.invoke('lock.unlock', { pin: GRACE_PIN, personId: grace.id });
    expect(await host.invoke('lock.setPin', { current: AMINA_PIN, pin: '111111' })).toMatchObject({
      error: { code: 'wrong-pin' },
    });
    expect(await host.invoke('lock.setPin', { current: GRACE_PIN, pin: '111111' })).toMatchObject({ ok: true });
    await host.invoke('lock.lock', {});
    expect(await host.invoke('lock.unlock', { pin: '111111', personId: grace.id })).toMatchObject({ ok: true });
  });
});

describe('migration 20', () => {
  const upTo = (version: number) => {
    const db = new Database(':memory:');
    for (const migration of migrations.slice(0, version)) db.exec(migration.up);
    return db;
  };
  const hash = { algorithm: 'scrypt', N: 32768, r: 8, p: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' };

  it("makes the desk PIN the first person's, named after the staff name, with its wrong-PIN count", () => {
    const db = upTo(18);
    const put = db.prepare('INSERT INTO settings (key, value_json) VALUES (?, ?)');
    put.run('lock.pin', JSON.stringify(hash));
    put.run('lock.state', JSON.stringify({ locked: true, failures: 6, retryAt: '2026-03-02T08:01:00.000Z' }));
    put.run('staffName', JSON.stringify('  Amina  '));
    db.exec(PEOPLE_MIGRATION.up);
    expect(db.prepare('SELECT name, pin_json, failures, retry_at, retired_at FROM people').all()).toEqual([
      {
        name: 'Amina',
        pin_json: JSON.stringify(hash),
        failures: 6,
        retry_at: '2026-03-02T08:01:00.000Z',
        retired_at: null,
      },
    ]);
    expect(db.prepare("SELECT count(*) FROM settings WHERE key = 'lock.pin'").pluck().get()).toBe(0);
  });

  it('names the first person "Reception" with no staff name, and makes no one with no PIN', () => {
    const withPin = upTo(18);
    withPin.prepare('INSERT INTO settings (key, value_json) VALUES (?, ?)').run('lock.pin', JSON.stringify(hash));
    withPin.exec(PEOPLE_MIGRATION.up);
    expect(withPin.prepare('SELECT name, failures FROM people').all()).toEqual([{ name: 'Reception', failures: 0 }]);
    const without = upTo(18);
    without.exec(PEOPLE_MIGRATION.up);
    expect(without.prepare('SELECT count(*) FROM people').pluck().get()).toBe(0);
  });
});
