/**
 * The simulator's memory across a restart (main/sim/memory.ts): what it was told reads back exactly (money as
 * exact amounts, instants as instants, an authorization and its visit one object), and a snapshot that cannot
 * be read, or of another version, gives a fresh insurer rather than a half-restored one.
 */
import { describe, expect, it } from 'vitest';
import { restored, snapshotOf } from '../../main/sim/memory';
import { DEFAULT_PERSONALITY } from '../../main/sim/options';
import { createSimState, type SimState } from '../../main/sim/state';
import { parseMoney } from '../../shared/money';

const seeded = (): SimState =>
  createSimState({
    seed: 7,
    tariffsPerProvider: 3,
    otpTtlSeconds: 300,
    otpAttempts: 0,
    personality: DEFAULT_PERSONALITY,
  });

describe('the simulator’s memory', () => {
  it('reads back what it was told, exactly', () => {
    const state = seeded();
    const visit = {
      id: 'VR-000001',
      card_no: 'CD-1000017',
      benefit_code: 'OPD-01',
      otp: '123456',
      expiresAt: new Date('2026-12-03T08:05:00.000Z'),
      approved: true,
      wrongCodes: 0,
      spent: false,
      authorization_no: 'PA-000001',
    };
    state.visits.set(visit.id, visit);
    state.authorizations.set(visit.authorization_no, visit);
    const covered = parseMoney('1234.5678');
    state.blocks.set('BL-1', {
      id: 'BL-1',
      authorization_no: 'PA-000001',
      benefit_code: 'OPD-01',
      requested: covered,
      covered,
    });
    state.counters.visit = 1;
    state.counters.authorization = 1;

    const back = restored(seeded(), snapshotOf(state));
    expect(back.visits.get('VR-000001')).toEqual(visit);
    expect(back.visits.get('VR-000001')?.expiresAt).toBeInstanceOf(Date);
    expect(back.authorizations.get('PA-000001')).toBe(back.visits.get('VR-000001'));
    expect(back.blocks.get('BL-1')).toMatchObject({ covered, requested: covered });
    expect(back.counters).toMatchObject({ visit: 1, authorization: 1 });
    expect(back.members.size).toBe(state.members.size);
  });

  it('starts fresh from a snapshot it cannot read', () => {
    for (const unreadable of ['', '{', '{"version":99}', 'null']) {
      const fresh = seeded();
      const back = restored(fresh, unreadable);
      expect(back, unreadable).toBe(fresh);
    }
  });
});
