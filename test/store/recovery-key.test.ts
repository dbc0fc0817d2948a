/** The recovery key as IT types it back, and the envelope it opens. */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GROUPS, KEY_LENGTH, parseRecoveryKey, RecoveryKey } from '../../main/store/recovery/recovery-key';
import { unwrapStoreKey, wrapStoreKey } from '../../main/store/recovery/envelope';
import { StoreKey } from '../../main/store/store-key';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A cheap scrypt for the tests that wrap many times; the desk's own cost is tested once below. */
const FAST = { n: 2 ** 10, r: 8, p: 1 };

const parsed = (typed: string): RecoveryKey => {
  const result = parseRecoveryKey(typed);
  if (!result.ok) expect.fail(`not read: ${JSON.stringify(result.problem)}`);
  return result.key;
};

describe('the recovery key', () => {
  it('is seven dash-separated groups of five Crockford characters, 140 random bits, never twice the same', () => {
    const keys = Array.from({ length: 200 }, () => RecoveryKey.generate().text());
    for (const text of keys) expect(text).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){6}$/);
    expect(new Set(keys).size).toBe(keys.length);
    // Every key character takes every value: the 140 bits are not a narrower set.
    const firsts = new Set(keys.flatMap((text) => text.replace(/-/g, '').split('')));
    expect(firsts.size).toBe(32);
  });

  it('reads back what it wrote, forgiving case, spaces, dashes, O for 0 and I or L for 1', () => {
    for (let i = 0; i < 50; i++) {
      const key = RecoveryKey.generate();
      const text = key.text();
      expect(parsed(text).text()).toBe(text);
      const sloppy = ` ${text
        .toLowerCase()
        .replace(/-/g, ' ')
        .replace(/0/g, 'o')
        .replace(/1/g, i % 2 ? 'l' : 'I')} `;
      expect(parsed(sloppy).text()).toBe(text);
      expect(parsed(text.replace(/-/g, '')).text()).toBe(text);
    }
  });

  it('catches every single-character typo, in every position, and names its group', () => {
    let typos = 0;
    for (let round = 0; round < 3; round++) {
      const compact = RecoveryKey.generate().text().replace(/-/g, '');
      for (let at = 0; at < KEY_LENGTH; at++) {
        for (const other of ALPHABET) {
          if (other === compact[at]) continue;
          const typed = compact.slice(0, at) + other + compact.slice(at + 1);
          expect(parseRecoveryKey(typed)).toEqual({
            ok: false,
            problem: { kind: 'checksum', group: Math.floor(at / 5) + 1 },
          });
          typos++;
        }
      }
    }
    expect(typos).toBe(3 * KEY_LENGTH * 31);
  });

  it('says when characters are missing or extra, and names a character no key holds', () => {
    const compact = RecoveryKey.generate().text().replace(/-/g, '');
    expect(parseRecoveryKey(compact.slice(0, 30))).toEqual({
      ok: false,
      problem: { kind: 'length', found: 30, expected: KEY_LENGTH },
    });
    expect(parseRecoveryKey(`${compact}7`)).toEqual({
      ok: false,
      problem: { kind: 'length', found: KEY_LENGTH + 1, expected: KEY_LENGTH },
    });
    expect(parseRecoveryKey(`${compact.slice(0, 12)}U${compact.slice(13)}`)).toEqual({
      ok: false,
      problem: { kind: 'character', group: 3, character: 'U' },
    });
    // A dropped character in group 2 shifts what follows: the first group that no longer adds up is named.
    const dropped = parseRecoveryKey(compact.slice(0, 6) + compact.slice(7));
    expect(dropped.ok).toBe(false);
    if (!dropped.ok && dropped.problem.kind === 'checksum') expect(dropped.problem.group).toBeGreaterThanOrEqual(2);
  });

  it('catches two whole groups typed in each other’s place', () => {
    const groups = RecoveryKey.generate().text().split('-');
    expect(groups).toHaveLength(GROUPS);
    const [first = '', second = '', ...rest] = groups;
    if (first === second) return;
    expect(parseRecoveryKey([second, first, ...rest].join('-')).ok).toBe(false);
  });

  it('prints as a placeholder in logs, JSON and the inspector', () => {
    const key = RecoveryKey.generate();
    const text = key.text();
    for (const shown of [String(key), JSON.stringify({ key }), inspect({ key }), String([key])]) {
      expect(shown).not.toContain(text);
      expect(shown).toContain('[recovery key]');
    }
  });
});

describe('the recovery envelope', () => {
  const storeKey = StoreKey.generate();
  const now = new Date('2026-11-22T08:00:00.000Z');

  it('gives the store key back to its recovery key, and holds neither', () => {
    const recovery = RecoveryKey.generate();
    const text = wrapStoreKey(storeKey, recovery, now, FAST);
    expect(text).not.toContain(storeKey.hex());
    expect(text).not.toContain(Buffer.from(storeKey.hex(), 'hex').toString('base64'));
    expect(text).not.toContain(recovery.text());
    expect(JSON.parse(text)).toMatchObject({ format: 'claimdesk-recovery', version: 1, cipher: 'aes-256-gcm' });
    const unwrapped = unwrapStoreKey(text, recovery);
    expect(unwrapped.ok && unwrapped.key.hex()).toBe(storeKey.hex());
  });

  it('at the desk’s own scrypt cost too', () => {
    const recovery = RecoveryKey.generate();
    const unwrapped = unwrapStoreKey(wrapStoreKey(storeKey, recovery, now), recovery);
    expect(unwrapped.ok && unwrapped.key.hex()).toBe(storeKey.hex());
  });

  it('refuses another recovery key, a changed file, a newer format and what is not an envelope', () => {
    const recovery = RecoveryKey.generate();
    const text = wrapStoreKey(storeKey, recovery, now, FAST);
    expect(unwrapStoreKey(text, RecoveryKey.generate())).toEqual({ ok: false, why: 'wrong-key' });
    const envelope = JSON.parse(text) as Record<string, unknown>;
    expect(unwrapStoreKey(JSON.stringify({ ...envelope, createdAt: '2030-01-01T00:00:00.000Z' }), recovery)).toEqual({
      ok: false,
      why: 'wrong-key',
    });
    expect(unwrapStoreKey(JSON.stringify({ ...envelope, version: 2 }), recovery)).toEqual({
      ok: false,
      why: 'newer-version',
    });
    expect(unwrapStoreKey('{"format":"other"}', recovery)).toEqual({ ok: false, why: 'unreadable' });
    expect(unwrapStoreKey('not json', recovery)).toEqual({ ok: false, why: 'unreadable' });
  });
});
