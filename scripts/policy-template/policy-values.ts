/**
 * The registry values of ClaimDesk's policy, read off its one schema (shared/domain/policy.ts Policy): one per path
 * the registry key takes (main/desk/policy/registry-policy.ts), each with what an ADMX element needs to write it.
 * A key set in parts (`lock`, `updates`) gives one value per part; a whole object (`batchRule`) is one value of JSON.
 * `desk.scope` is left out: the registry refuses it (main/desk/policy/desk-policy.ts, policy file only).
 */
import { z } from 'zod';
import { Policy } from '../../shared/domain/policy';

export type PolicyValue =
  | { readonly path: string; readonly kind: 'enum'; readonly options: readonly string[] }
  | { readonly path: string; readonly kind: 'decimal'; readonly min: number; readonly max: number }
  | { readonly path: string; readonly kind: 'boolean' }
  | { readonly path: string; readonly kind: 'text'; readonly maxLength: number }
  | { readonly path: string; readonly kind: 'json'; readonly maxLength: number };

/** Keys the registry does not take (the policy file only). */
export const FILE_ONLY_KEYS: ReadonlySet<string> = new Set(['desk']);

/** A REG_SZ holding a whole object's JSON: long enough for any batch rule (prefix 32, batch number 64, the keys). */
const JSON_MAX_LENGTH = 255;
/** An ADMX decimal is a REG_DWORD: whole numbers 0 to 2^32 - 1. */
const DWORD_MAX = 0xffffffff;

/** The schema inside optional, default and nullable (a REG_SZ cannot say null: the policy file can). */
function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

function leaf(path: string, schema: z.ZodType): PolicyValue {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodEnum) return { path, kind: 'enum', options: inner.options.map(String) };
  if (inner instanceof z.ZodBoolean) return { path, kind: 'boolean' };
  if (inner instanceof z.ZodString) {
    if (inner.maxLength === null) throw new Error(`${path}: a text without a maximum length`);
    return { path, kind: 'text', maxLength: inner.maxLength };
  }
  if (inner instanceof z.ZodNumber) {
    const { minValue: min, maxValue: max } = inner;
    if (inner.format !== 'safeint' || min === null || max === null || min < 0 || max > DWORD_MAX)
      throw new Error(`${path}: a number that is not a whole number within a REG_DWORD's bounds`);
    return { path, kind: 'decimal', min, max };
  }
  if (inner instanceof z.ZodObject || inner instanceof z.ZodDiscriminatedUnion || inner instanceof z.ZodUnion)
    return { path, kind: 'json', maxLength: JSON_MAX_LENGTH };
  throw new Error(`${path}: no ADMX element writes a ${inner.def.type}`);
}

/** A key set in parts, as the registry reader and lockedPaths read it: a strict object other than batchRule. */
const inParts = (key: string, schema: z.ZodType): schema is z.ZodObject =>
  key !== 'batchRule' && schema instanceof z.ZodObject;

/** Every value the registry key takes, in the schema's order. */
export function policyValues(): PolicyValue[] {
  return Object.entries(Policy.shape as Record<string, z.ZodType>).flatMap(([key, schema]) => {
    if (FILE_ONLY_KEYS.has(key)) return [];
    const inner = unwrap(schema);
    if (!inParts(key, inner)) return [leaf(key, inner)];
    return Object.entries(inner.shape as Record<string, z.ZodType>).map(([part, partSchema]) =>
      leaf(`${key}.${part}`, partSchema),
    );
  });
}
