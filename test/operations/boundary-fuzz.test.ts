/**
 * The operation boundary under random, malformed and hostile inputs (fast-check, seeded, a bounded number of
 * runs): every operation of the table, through the logged host both hosts use, on a real core in demo mode.
 * Whatever comes in, no answer is `internal` (an unexpected exception or an output outside the table), the
 * store passes SQLite's quick_check afterwards, and the log still writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { readLockState, writeLockState } from '../../main/desk/lock/lock-records';
import { createLoggedOperationHost } from '../../main/operations/operation-log';
import { createLogger, LOG_FILE } from '../../main/log/logger';
import { integrityProblems } from '../../main/store/integrity';
import { operations, OPERATION_NAMES, type OperationName } from '../../shared/ops/operations';
import { useCoreTestbed } from '../core/core-harness';

const bed = useCoreTestbed();
const QUIET = { sync: { intervalMs: 3_600_000 }, tariffs: { intervalMs: 3_600_000 } };
/** Runs per operation: every one of the table is fuzzed, each from its own seed. */
const RUNS = 25;
const SEED = 20_2611;

/** Text meant to hurt: lone surrogates, control characters, paths, SQL, look-alike tags, the long and the empty. */
const hostileText = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'CD-\ud800',
      '\udc00',
      'x\ud83d',
      '\u0000',
      '\u202e',
      '__proto__',
      'constructor',
      '../../../etc/passwd',
      '..\\..\\secret',
      '%2e%2e%2f',
      "'; DROP TABLE claims; --",
      '{"$bigint":"1"}',
      'NaN',
      '1e309',
      '-0',
      '9'.repeat(400),
      'CD-1000017',
      'a'.repeat(70_000),
    ),
  },
  // Real-looking values with a lone surrogate inside.
  fc
    .tuple(fc.constantFrom('CD-1000017', 'AUTH-', 'TRF-001-000001', 'A09', ''), fc.constantFrom('\ud800', '\udfff'))
    .map(([text, lone]) => `${text}${lone}`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)), maxLength: 4 }),
);

const hostileKey = fc.oneof(
  hostileText.filter((key) => key.length < 100),
  fc.constantFrom('__proto__', 'toString'),
);

/** Any value IPC's structured clone or the browser mode's codec can carry, nested. */
const hostileValue = fc.anything({
  key: hostileKey,
  values: [
    hostileText,
    fc.integer(),
    fc.double(),
    fc.bigInt(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 2 ** 31, -(2 ** 63), Infinity, Number.NaN),
  ],
  maxDepth: 3,
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
});

/** The field names an operation's schema reads, so that inputs get past "unknown fields" to each field's checks. */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(fieldsOf);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return fieldsOf(schema.unwrap() as z.ZodType);
  return [];
}

/** A field's value: mostly text (where most checks are), else anything. */
const fieldValue = fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 2, arbitrary: hostileValue });

/** An input for `name`: its own fields with hostile values, hostile fields beside them, or anything at all. */
const inputFor = (name: OperationName) => {
  const fields = fieldsOf(operations[name].input);
  const own = fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 4, arbitrary: own },
    { weight: 1, arbitrary: fc.tuple(own, fc.dictionary(hostileKey, hostileValue)).map(([a, b]) => ({ ...b, ...a })) },
    { weight: 1, arbitrary: hostileValue },
  );
};

it('answers every operation without `internal`, whatever the input; the store stays sound and the log writes', async () => {
  const core = await bed.start({ service: null }, QUIET);
  const logs = path.join(bed.dataDir, 'logs');
  const logger = createLogger({ dir: logs, level: 'debug' });
  const host = createLoggedOperationHost(core, {}, logger);
  const { db } = core.store();
  const internals: string[] = [];

  for (const [index, name] of OPERATION_NAMES.entries()) {
    await fc.assert(
      fc.asyncProperty(inputFor(name), async (input) => {
        const result = await host.invoke(name, input);
        // A random lock.lock (or a PIN set at random) would refuse every later call: the desk is opened again.
        if (readLockState(db).locked) writeLockState(db, { locked: false, personId: null });
        if (!result.ok && result.error.code === 'internal') internals.push(name);
        expect(result.ok || result.error.code !== 'internal', `${name} answered internal`).toBe(true);
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
  }

  expect(internals).toEqual([]);
  expect(integrityProblems(db)).toEqual([]);
  const mark = `fuzz finished ${SEED}`;
  logger.scope('test').info(mark);
  expect(fs.readFileSync(path.join(logs, LOG_FILE), 'utf8')).toContain(mark);
}, 60_000);
