/**
 * The operation boundary on a real core (demo mode): text that is not well-formed Unicode is refused as bad
 * input for every operation, and while the desk is locked only the operations the table marks WHILE_LOCKED
 * answer (the lock, the frame around it, sync); every other one, patient data above all, is refused `locked`.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { illFormedAt } from '../../main/operations/well-formed';
import { operations, OPERATION_NAMES } from '../../shared/ops/operations';
import { useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';

const bed = useCoreTestbed();
const QUIET = { sync: { intervalMs: 3_600_000 } };
const LONE = '\ud800';

async function demoHost() {
  const core = await bed.start({ service: null }, QUIET);
  return { core, host: createOperationHost(core) };
}

describe('text that is not well-formed Unicode', () => {
  it('is found anywhere in an input, in values and keys, however deep, cycles and all', () => {
    expect(illFormedAt({ a: ['ok', { b: `x${LONE}` }] })).toBe('a.1.b');
    expect(illFormedAt({ a: { [`k${LONE}`]: 1 } })).toBe('a');
    expect(illFormedAt(LONE)).toBe('');
    expect(illFormedAt({ pair: '\ud83d\ude00', low: 'x\udc00' })).toBe('low');
    let deep: unknown = LONE;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(illFormedAt(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    const cycle: Record<string, unknown> = { name: 'ok' };
    cycle.self = cycle;
    expect(illFormedAt(cycle)).toBeUndefined();
    expect(illFormedAt({ emoji: '\ud83d\ude00', text: 'Müller', n: 1, none: null })).toBeUndefined();
  });

  it('in a card or authorization number is bad input, not an unexpected problem', async () => {
    const { host } = await demoHost();
    for (const [name, input] of [
      ['members.lookup', { cardNo: `CD-${LONE}` }],
      ['members.photo', { cardNo: `CD-${LONE}` }],
      ['authorizations.enter', { authorizationNo: `AUTH-${LONE}` }],
    ] as const) {
      const result = await host.invoke(name, input);
      expect(result, name).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', fields: [{ field: expect.any(String) as string, code: 'input.wrongForm' }] },
      });
    }
  });

  it('is refused by every operation, wherever it is in the input', async () => {
    const { host } = await demoHost();
    for (const name of OPERATION_NAMES) {
      const result = await host.invoke(name, { [`field${LONE}`]: 'x', text: `a${LONE}` });
      expect(result.ok ? 'ok' : result.error.code, name).toBe('invalid-input');
    }
  });
});

describe('while the desk is locked', () => {
  const answered = OPERATION_NAMES.filter((name) => operations[name].whileLocked);

  it('answers only the lock, the frame around it, sync and the stash of the claim being written, none of them patient data', () => {
    expect(answered.sort()).toEqual(
      [
        'app.about',
        'app.state',
        'claims.stashDraft',
        'diagnostics.alerts',
        'lock.lock',
        'lock.setPin',
        'lock.status',
        'lock.unlock',
        'notices.list',
        'settings.get',
        'sync.now',
        'sync.status',
        'updates.status',
      ].sort(),
    );
  });

  it('refuses every other operation with `locked`, running nothing, and answers again once unlocked', async () => {
    const { core, host } = await demoHost();
    const member = await opValue(host, 'members.lookup', { cardNo: 'CD-1000017' });
    expect(member.cardNo).toBe('CD-1000017');
    await opValue(host, 'lock.lock', {});
    for (const name of OPERATION_NAMES.filter((n) => !operations[n].whileLocked)) {
      const result = await host.invoke(name, {});
      expect(result, name).toEqual({
        ok: false,
        error: { code: 'locked', message: 'The desk is locked. Unlock it with your PIN to go on.' },
      });
    }
    for (const name of ['members.recent', 'members.lookup', 'claims.list', 'claims.get', 'visits.current'] as const) {
      expect(await host.invoke(name, name === 'members.lookup' ? { cardNo: 'CD-1000017' } : {}), name).toMatchObject({
        ok: false,
        error: { code: 'locked' },
      });
    }
    for (const name of ['lock.status', 'sync.status', 'settings.get', 'app.state'] as const) {
      expect((await host.invoke(name, {})).ok, name).toBe(true);
    }
    // The lock is the core's: a new host (a reload, the other host) is refused too.
    expect(await createOperationHost(core).invoke('members.recent', {})).toMatchObject({ error: { code: 'locked' } });
    await opValue(host, 'lock.unlock', { pin: '' });
    expect(await opValue(host, 'members.recent', {})).toEqual(expect.any(Array));
  });
});
