/** Zod validation that answers messages naming the offending fields, for 400 answers. */
import type { z } from 'zod';

export type Validated<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly messages: string[] };

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, messages: result.error.issues.map((issue) => describeIssue(issue, input)) };
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.path.length === 0) return issue.code === 'invalid_type' ? 'body must be a JSON object' : issue.message;
  const field = fieldName(issue.path);
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return `${field} is required`;
  if (issue.code === 'unrecognized_keys') return `${field}: unknown field(s) ${issue.keys.join(', ')}`;
  return `${field}: ${issue.message}`;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name === '' ? String(key) : `${name}.${String(key)}`;
  }, '');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
