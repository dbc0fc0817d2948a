/**
 * What the log may not hold, taken out inside the logger (logger.ts runs every message
 * through this): no token, no OTP, no full card number — the audit trail's rule.
 *
 * Three nets, each catching what the others cannot:
 *   1. by name: a value under a secret's name (token, authorization, otp, password, …)
 *      is "[redacted]"; one under a card number's name (cardNo, card_no) is masked as the
 *      audit trail masks it (••••0017). Both are remembered;
 *   2. by value: a remembered secret or card number is replaced wherever it shows up
 *      later, in any message (the token the desk was started with is remembered from the
 *      start), so a message that quotes one as plain text is caught too;
 *   3. by pattern: the audit trail's `redactSecrets` (Bearer …, token=…, "OTP 123456").
 * Errors keep their class and stack, redacted; objects are copied, never changed.
 */
import { maskCardNo, redactSecrets } from '../store/audit';

export type SecretKind = 'secret' | 'card';

export interface Redactor {
  /** Never write `value` again: a secret becomes "[redacted]", a card number its masked form. */
  remember(value: string, kind: SecretKind): void;
  text(text: string): string;
  /** A redacted copy of anything a log call is given. */
  value(value: unknown): unknown;
}

export const REDACTED = '[redacted]';

const SECRET_NAME =
  /^(?:authorization|cookie|(?:access|refresh|bearer|service|run)?_?token|otp(?:_?code)?|password|passphrase|secret|pin)$/i;
const CARD_NAME = /^card_?(?:no|number)$/i;
/** Shorter values would mask ordinary words and numbers; no token or card is this short. */
const MIN_REMEMBERED = 4;
/** Remembered values are kept in memory only, the newest this many. */
const MAX_REMEMBERED = 500;
const MAX_DEPTH = 6;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createRedactor(): Redactor {
  const remembered = new Map<string, string>();
  let pattern: RegExp | undefined;

  function remember(value: string, kind: SecretKind): void {
    const text = value.trim();
    if (text.length < MIN_REMEMBERED || text.startsWith('••••') || text === REDACTED) return;
    remembered.delete(text);
    remembered.set(text, kind === 'card' ? maskCardNo(text) : REDACTED);
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    pattern = undefined;
  }

  function knownValues(text: string): string {
    if (remembered.size === 0) return text;
    // Longest first, so a card number inside a longer remembered secret does not split it.
    pattern ??= new RegExp(
      `(?<![A-Za-z0-9])(?:${[...remembered.keys()]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})(?![A-Za-z0-9])`,
      'g',
    );
    return text.replace(pattern, (found) => remembered.get(found) ?? REDACTED);
  }

  const text = (input: string): string => redactSecrets(knownValues(input));

  function error(err: Error, seen: WeakSet<object>, depth: number): Error {
    const copy = new Error(text(err.message));
    copy.name = err.name;
    const cause = err.cause === undefined ? '' : `\nCaused by: ${describe(value(err.cause, seen, depth + 1))}`;
    copy.stack = text(err.stack ?? `${err.name}: ${err.message}`) + cause;
    return copy;
  }

  function entry(key: string, item: unknown, seen: WeakSet<object>, depth: number): unknown {
    if (SECRET_NAME.test(key)) {
      if (typeof item === 'string') remember(item, 'secret');
      return item === null || item === undefined || item === '' ? item : REDACTED;
    }
    if (CARD_NAME.test(key) && typeof item === 'string') {
      remember(item, 'card');
      return maskCardNo(item);
    }
    return value(item, seen, depth + 1);
  }

  function value(item: unknown, seen = new WeakSet<object>(), depth = 0): unknown {
    if (typeof item === 'string') return text(item);
    if (typeof item !== 'object' || item === null) return item;
    if (item instanceof Date) return item;
    if (seen.has(item)) return '[circular]';
    if (depth >= MAX_DEPTH) return Array.isArray(item) ? '[array]' : '[object]';
    seen.add(item);
    if (item instanceof Error) return error(item, seen, depth);
    if (ArrayBuffer.isView(item)) return `[${item.byteLength} bytes]`;
    if (Array.isArray(item) || item instanceof Set) return [...item].map((each) => value(each, seen, depth + 1));
    const entries = item instanceof Map ? [...item.entries()] : Object.entries(item);
    return Object.fromEntries(entries.map(([key, each]) => [key, entry(String(key), each, seen, depth)]));
  }

  return { remember, text, value: (item) => value(item) };
}

/** A redacted value in one line of text, for an error's cause. */
function describe(item: unknown): string {
  if (item instanceof Error) return item.stack ?? item.message;
  if (typeof item === 'string') return item;
  return typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
}
