/**
 * The recovery key IT writes down: 140 random bits in Crockford base32, as seven groups of five characters
 * (`7K3QD-…`), each group four key characters and one check character.
 *
 * The check character of group g is (Σ wᵢ·dᵢ + 7·g) mod 32 over its four key characters dᵢ, with odd weights
 * wᵢ: an odd weight is invertible mod 32, so changing any one character (to any other) changes the sum, and
 * the group that no longer adds up is named. The group's number in the sum catches two whole groups swapped.
 *
 * Reading forgives what people and fonts confuse: case, spaces and dashes anywhere, O for 0, I and L for 1.
 * A RecoveryKey prints as "[recovery key]" in logs, JSON and the inspector; only `text()` gives it.
 */
import { randomBytes } from 'node:crypto';
import { HiddenSecret } from '../hidden-secret';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GROUPS = 7;
const DATA_PER_GROUP = 4;
const GROUP_LENGTH = DATA_PER_GROUP + 1;
export const KEY_LENGTH = GROUPS * GROUP_LENGTH;
const WEIGHTS = [1, 3, 5, 7] as const;
const HIDDEN = '[recovery key]';

const keyText = new WeakMap<RecoveryKey, string>();

export class RecoveryKey extends HiddenSecret {
  private constructor(text: string) {
    super(HIDDEN);
    keyText.set(this, text);
  }

  /** 28 random key characters (140 bits), with their check characters. */
  static generate(): RecoveryKey {
    const bytes = randomBytes(GROUPS * DATA_PER_GROUP);
    const values = [...bytes].map((byte) => byte & 31);
    const groups: string[] = [];
    for (let g = 0; g < GROUPS; g++) {
      const data = values.slice(g * DATA_PER_GROUP, (g + 1) * DATA_PER_GROUP);
      groups.push([...data, checkValue(data, g)].map((value) => ALPHABET.charAt(value)).join(''));
    }
    return new RecoveryKey(groups.join('-'));
  }

  /** For `parseRecoveryKey` only: `canonical` has passed every check. */
  static fromChecked(canonical: string): RecoveryKey {
    return new RecoveryKey(canonical);
  }

  /** The key as IT writes it: seven dash-separated groups of five. */
  text(): string {
    return keyText.get(this) ?? '';
  }
}

function checkValue(data: readonly number[], group: number): number {
  return data.reduce((sum, value, i) => sum + (WEIGHTS[i] ?? 1) * value, 7 * group) % 32;
}

/** What is wrong with a key as typed; `group` counts from 1, as IT reads the groups. */
export type RecoveryKeyProblem =
  | { readonly kind: 'length'; readonly found: number; readonly expected: number }
  | { readonly kind: 'character'; readonly group: number; readonly character: string }
  | { readonly kind: 'checksum'; readonly group: number };

export type ParsedRecoveryKey =
  { readonly ok: true; readonly key: RecoveryKey } | { readonly ok: false; readonly problem: RecoveryKeyProblem };

/** The typed key's characters, upper case, spaces and dashes gone, O→0 and I/L→1. */
function normalise(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Reads a key as typed; says which group is wrong when one is. */
export function parseRecoveryKey(typed: string): ParsedRecoveryKey {
  const text = normalise(typed);
  const bad = text.split('').findIndex((character) => !ALPHABET.includes(character));
  if (bad !== -1) {
    const group = Math.floor(bad / GROUP_LENGTH) + 1;
    return { ok: false, problem: { kind: 'character', group, character: text.charAt(bad) } };
  }
  for (let g = 0; g < GROUPS; g++) {
    const chunk = text.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH);
    if (chunk.length < GROUP_LENGTH) break;
    const values = chunk.split('').map((character) => ALPHABET.indexOf(character));
    if (checkValue(values.slice(0, DATA_PER_GROUP), g) !== values[DATA_PER_GROUP]) {
      return { ok: false, problem: { kind: 'checksum', group: g + 1 } };
    }
  }
  if (text.length !== KEY_LENGTH) {
    return { ok: false, problem: { kind: 'length', found: text.length, expected: KEY_LENGTH } };
  }
  const groups = Array.from({ length: GROUPS }, (_, g) => text.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH));
  return { ok: true, key: RecoveryKey.fromChecked(groups.join('-')) };
}
