/**
 * JSON for the browser host. Amounts are Money (bigint), which JSON cannot carry,
 * so a bigint travels as `{ "$bigint": "<digits>" }` and is revived on the other
 * side. Electron's IPC clones bigints natively and does not need this.
 *
 * A tag of more than MAX_BIGINT_DIGITS digits is not revived (it stays the plain
 * object, which no schema takes): turning millions of digits into a bigint takes
 * seconds, and every other call would wait for it.
 */
const TAG = '$bigint';

/** Money counts ten-thousandths; 40 digits is far beyond any amount a claim can hold. */
export const MAX_BIGINT_DIGITS = 40;
const DIGITS = new RegExp(`^-?\\d{1,${MAX_BIGINT_DIGITS}}$`);

export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? { [TAG]: v.toString() } : v));
}

/** The tag's digits, when `v` is a lone tag short enough to revive; checked by length first, so a long one costs nothing. */
function taggedDigits(v: object): string | undefined {
  const tagged = (v as Record<string, unknown>)[TAG];
  if (typeof tagged !== 'string' || tagged.length > MAX_BIGINT_DIGITS + 1) return undefined;
  return Object.keys(v).length === 1 && DIGITS.test(tagged) ? tagged : undefined;
}

export function decodeJson(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const digits = taggedDigits(v);
    return digits === undefined ? v : BigInt(digits);
  });
}
