/**
 * JSON for the browser host. Amounts are Money (bigint), which JSON cannot carry,
 * so a bigint travels as `{ "$bigint": "<digits>" }` and is revived on the other
 * side. Electron's IPC clones bigints natively and does not need this.
 */
const TAG = '$bigint';

export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? { [TAG]: v.toString() } : v));
}

export function decodeJson(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const tagged = (v as Record<string, unknown>)[TAG];
      if (typeof tagged === 'string' && Object.keys(v).length === 1 && /^-?\d+$/.test(tagged)) return BigInt(tagged);
    }
    return v;
  });
}
