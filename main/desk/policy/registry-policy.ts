/**
 * The policy in the Windows registry (Group Policy, Intune): values in the one key HKLM\Software\Policies\ClaimDesk,
 * each named like the policy file's path (`lock.idleMinutes` REG_DWORD, `updates.feedUrl` REG_SZ), which an ADMX
 * template writes as it writes any value. A number or a yes/no is a REG_DWORD (0 or 1 for `updates.enabled`); text
 * is a REG_SZ; a value that is a whole object (`batchRule`) is a REG_SZ holding its JSON. Read through a port
 * (`reg query`, run with a time limit) so tests feed it real `reg query` output; the values then pass the very
 * checks the file's do (Policy), and anything else (a subkey, another value type) refuses the key whole.
 */
import { z } from 'zod';
import { Policy } from '../../../shared/domain/policy';

export interface RegistryValue {
  readonly name: string;
  readonly type: string;
  readonly data: string;
}

/** `    <name>    <REG_TYPE>    <data>`: four spaces around the type, as reg.exe prints it. */
const VALUE_LINE = /^ {4}(.+?) {4}(REG_[A-Z_]+)(?: {4}(.*))?$/;

/** The values of `reg query` output, and the subkeys it lists (lines naming a key below the one asked). */
export function parseRegQuery(text: string): { values: RegistryValue[]; subkeys: string[] } {
  const values: RegistryValue[] = [];
  const subkeys: string[] = [];
  let heading: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const value = VALUE_LINE.exec(line);
    if (value) {
      const [, name = '', type = '', data = ''] = value;
      // The key's unnamed default value, which reg.exe may print; a policy never uses it.
      if (name !== '(Default)') values.push({ name, type, data: data.trimEnd() });
    } else if (heading === undefined) {
      heading = line.trim();
    } else {
      subkeys.push(line.trim());
    }
  }
  return { values, subkeys };
}

/** The schema a dotted path names in Policy (`lock.idleMinutes` → the idle minutes'), unwrapped of optional. */
function schemaAt(path: string): z.ZodType | undefined {
  let at: z.ZodType | undefined = Policy;
  for (const part of path.split('.')) {
    while (at instanceof z.ZodOptional || at instanceof z.ZodDefault) at = at.unwrap() as z.ZodType;
    if (!(at instanceof z.ZodObject)) return undefined;
    at = (at.shape as Record<string, z.ZodType>)[part];
  }
  while (at instanceof z.ZodOptional || at instanceof z.ZodDefault) at = at.unwrap() as z.ZodType;
  return at;
}

type Converted = { ok: true; value: unknown } | { ok: false; problem: string };

/** One registry value as the policy file would hold it. */
function convert({ name, type, data }: RegistryValue): Converted {
  const schema = schemaAt(name);
  if (type === 'REG_DWORD' || type === 'REG_QWORD') {
    const number = Number.parseInt(data, 16);
    if (!/^0x[0-9a-f]+$/i.test(data)) return { ok: false, problem: `${name}: ${type} ${data} is not a number` };
    if (schema instanceof z.ZodBoolean) {
      if (number === 0 || number === 1) return { ok: true, value: number === 1 };
      return { ok: false, problem: `${name}: a yes/no is the REG_DWORD 0 or 1, not ${number}` };
    }
    return { ok: true, value: number };
  }
  if (type === 'REG_SZ') {
    if (schema instanceof z.ZodObject || schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
      try {
        return { ok: true, value: JSON.parse(data) };
      } catch {
        return { ok: false, problem: `${name}: the REG_SZ is not JSON` };
      }
    }
    return { ok: true, value: data };
  }
  return { ok: false, problem: `${name}: values of type ${type} are not read (use REG_SZ or REG_DWORD)` };
}

/** The policy the registry's values make (unchecked: Policy checks it), or the problems that refuse it whole. */
export function registryObject(text: string): { ok: true; value: unknown } | { ok: false; problems: string[] } {
  const { values, subkeys } = parseRegQuery(text);
  const problems = subkeys.map((key) => `the subkey ${key} is not read (put every value in the key itself)`);
  const object: Record<string, unknown> = {};
  for (const value of values) {
    const converted = convert(value);
    if (!converted.ok) {
      problems.push(converted.problem);
      continue;
    }
    const parts = value.name.split('.');
    const leaf = parts.pop() as string;
    let at = object;
    for (const part of parts) {
      const next = at[part];
      at = (at[part] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
    }
    at[leaf] = converted.value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: object };
}
