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
 * Redaction never throws (a log call that threw would switch the log off), and a line's
 * leading timestamp is left alone (an OTP such as 2026 would otherwise blank every year).
 */
import { maskCardNo, redactSecrets } from '../store/masking';

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
  /^(?:authorization|cookie|(?:access|refresh|bearer|service|run)?_?token|otp(?:_?code)?|password|passphrase|secret|pin|recovery_?key)$/i;
const CARD_NAME = /^card_?(?:no|number)$/i;
/** Shorter values would mask ordinary words and numbers; no token or card is this short. */
const MIN_REMEMBERED = 4;
/** Remembered values are kept in memory only, the newest this many. */
const MAX_REMEMBERED = 500;
/**
 * No token or card is longer (the settings' token is at most this long): a longer value is not a secret
 * the desk accepted, and one of 40,000 characters made a regular expression V8 refuses.
 */
export const MAX_REMEMBERED_LENGTH = 4096;
/** What stands for a text the redactor could not go through: withheld rather than written unredacted. */
export const UNREDACTABLE = '[withheld: could not be redacted]';
/** The UTC time a log line starts with (logger.ts), at the start of the text or of any line in it. */
const LINE_TIME = /(?<=^|\n)\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\]/g;
const MAX_DEPTH = 6;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createRedactor(): Redactor {
  const remembered = new Map<string, string>();
  let pattern: RegExp | undefined;

  function remember(value: string, kind: SecretKind): void {
    if (typeof value !== 'string') return;
    const text = value.trim();
    if (text.length < MIN_REMEMBERED || text.length > MAX_REMEMBERED_LENGTH) return;
    if (text.startsWith('••••') || text === REDACTED) return;
    remembered.delete(text);
    remembered.set(text, kind === 'card' ? maskCardNo(text) : REDACTED);
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    pattern = undefined;
  }

  // Longest first, so a card number inside a longer remembered secret does not split it.
  const longestFirst = (): string[] => [...remembered.keys()].sort((a, b) => b.length - a.length);

  function knownValues(text: string): string {
    if (remembered.size === 0) return text;
    try {
      pattern ??= new RegExp(`${WORD_START}(?:${longestFirst().map(escapeRegExp).join('|')})${WORD_END}`, 'g');
    } catch {
      // The engine refused the one expression (too large): the values one by one, slower but sure.
      return longestFirst().reduce((acc, secret) => replaceWord(acc, secret, remembered.get(secret) ?? REDACTED), text);
    }
    return text.replace(pattern, (found) => remembered.get(found) ?? REDACTED);
  }

  /** The text with its lines' leading timestamps kept as they are and everything else redacted. */
  function redactText(input: string): string {
    let out = '';
    let from = 0;
    for (const time of input.matchAll(LINE_TIME)) {
      out += redactSecrets(knownValues(input.slice(from, time.index))) + time[0];
      from = time.index + time[0].length;
    }
    return out + redactSecrets(knownValues(input.slice(from)));
  }

  function text(input: string): string {
    try {
      return redactText(input);
    } catch {
      return UNREDACTABLE;
    }
  }

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

  function safeValue(item: unknown): unknown {
    try {
      return value(item);
    } catch {
      // A getter or a proxy that throws: the log line says so rather than not being written.
      return UNREDACTABLE;
    }
  }

  function safeRemember(secret: string, kind: SecretKind): void {
    try {
      remember(secret, kind);
    } catch {
      // Nothing to undo: the value is simply not remembered.
    }
  }

  return { remember: safeRemember, text, value: safeValue };
}

const WORD_START = '(?<![A-Za-z0-9])';
const WORD_END = '(?![A-Za-z0-9])';
const isWordChar = (char: string | undefined): boolean => char !== undefined && /[A-Za-z0-9]/.test(char);

/** Every whole-word occurrence of `secret` in `text` replaced, without a regular expression. */
function replaceWord(text: string, secret: string, replacement: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
    if (at < from || isWordChar(text[at - 1]) || isWordChar(text[at + secret.length])) continue;
    out += text.slice(from, at) + replacement;
    from = at + secret.length;
  }
  return out + text.slice(from);
}

/** A redacted value in one line of text, for an error's cause. */
function describe(item: unknown): string {
  if (item instanceof Error) return item.stack ?? item.message;
  if (typeof item === 'string') return item;
  return typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
}
