/**
 * Compiled checks for the answers that carry up to 100,000 items: the tariff lists.
 *
 * zod validates every answer (interpret.ts) and copies it as it goes; for a full
 * list of 100,000 tariffs that is a million short-lived objects, the largest
 * cost of a refresh after the database work. So these answers are first checked
 * by a validator that ajv compiles from the JSON Schema zod derives from the
 * endpoint's own schema: the contract stays in one place (shared/wire), and the
 * check copies nothing (a tenth of zod's time; docs/benchmarks.md, History).
 *
 * What JSON Schema cannot carry: zod's refinements. The one in these schemas is
 * "a price has at most 4 decimal places" (AmountNumber); a list that breaks only
 * that rule passes here and is refused whole by the refresh, which converts every
 * price exactly before it writes anything (its 'invalid-price' error names the
 * tariff). An answer the compiled check rejects goes on to zod, whose issues name
 * the field. Unknown fields are kept where zod would strip them; nothing reads them.
 */
import { createRequire } from 'node:module';
import type Ajv from 'ajv';
import { z } from 'zod';
import { endpoints, type EndpointName } from '../../shared/wire/endpoints';

export const LONG_LISTS = ['listTariffs', 'listTariffUpdates'] as const satisfies readonly EndpointName[];

type ListCheck = (data: unknown) => boolean;

const isLongList = (name: EndpointName): boolean => (LONG_LISTS as readonly EndpointName[]).includes(name);

let ajv: Ajv | undefined;
/** One check per schema (both lists share TariffList), compiled on first use: about 30 ms, kept off start-up. */
const compiled = new Map<z.ZodType, ListCheck>();

/** The compiled check of `name`'s answer; undefined for the endpoints zod checks alone. */
export function listCheck(name: EndpointName): ListCheck | undefined {
  if (!isLongList(name)) return undefined;
  const schema = endpoints[name].data;
  let check = compiled.get(schema);
  if (!check) {
    // Required here, not at start: ajv is among the modules a start would load for nothing.
    ajv ??= new (createRequire(import.meta.url)('ajv') as { default: typeof Ajv }).default();
    check = ajv.compile(z.toJSONSchema(schema, { io: 'input', target: 'draft-7' }));
    compiled.set(schema, check);
  }
  return check;
}
