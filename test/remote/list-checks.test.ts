/**
 * The compiled checks of the tariff lists (main/remote/list-checks.ts) against zod,
 * the contract they are derived from: they accept what zod accepts, and reject what
 * zod rejects except the one rule JSON Schema cannot carry (a price's decimals),
 * which the refresh enforces itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpret } from '../../main/remote/interpret';
import { LONG_LISTS, listCheck } from '../../main/remote/list-checks';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { endpoints } from '../../shared/wire/endpoints';
import { cacheChecksum, openTemp, scriptedClient, tariff, tempDir } from '../tariffs/helpers';

const answer = (data: unknown) => ({
  kind: 'response' as const,
  status: 200,
  body: Buffer.from(JSON.stringify({ success: true, statusCode: 200, message: ['ok'], data })),
});

/** Tariff-like objects, valid or broken in one of the ways a service might break them. */
const field = fc.oneof(
  fc.string(),
  fc.constant(''),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(null),
  fc.boolean(),
);
const price = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map((units) => units / 100),
  fc.double({ min: -1_000, max: 1_000_000, noNaN: true, noDefaultInfinity: true }),
  fc.constant(12.34567),
  fc.string(),
);
const tariffLike = fc.record(
  {
    id: fc.oneof(fc.string({ minLength: 1 }), field),
    provider_id: fc.oneof(fc.string(), field),
    name: fc.oneof(fc.string(), field),
    price,
    access_type: fc.oneof(fc.constantFrom('direct', 'pre-auth'), field),
    extra: field,
  },
  { requiredKeys: [] },
);
const listLike = fc.oneof(fc.array(tariffLike, { maxLength: 4 }), fc.anything());

describe('the compiled tariff list checks', () => {
  it('agree with zod, but for the decimals of a price', () => {
    for (const name of LONG_LISTS) {
      const check = listCheck(name);
      expect(check).toBeDefined();
      fc.assert(
        fc.property(listLike, (data) => {
          const zod = endpoints[name].data.safeParse(data);
          const compiled = check?.(data) ?? false;
          if (zod.success) expect(compiled).toBe(true);
          if (compiled && !zod.success) {
            for (const issue of zod.error.issues) {
              expect(issue.code).toBe('custom');
              expect(issue.path.at(-1)).toBe('price');
            }
          }
        }),
        { numRuns: 2_000 },
      );
    }
  });

  it('exist only for the tariff lists', () => {
    expect(listCheck('getMember')).toBeUndefined();
    expect(listCheck('listTariffs')).toBe(listCheck('listTariffUpdates'));
  });

  it('let zod name the field of an answer they reject', () => {
    const result = interpret('listTariffs', answer([{ ...tariff('A-1', 'Dressing', 100), price: '100' }]));
    const error = result.ok ? undefined : result.error;
    expect(error?.kind).toBe('malformed-response');
    expect(error?.kind === 'malformed-response' ? error.detail : '').toContain('data.0.price');
  });

  it('pass a price with five decimals to the refresh, which refuses the whole list and names the tariff', async () => {
    const listed = [tariff('A-1', 'Dressing', 100), tariff('A-2', 'Suturing', 12.34567)];
    const interpreted = interpret('listTariffs', answer(listed));
    expect(interpreted.ok).toBe(true);

    const temp = tempDir();
    const db = openTemp(temp);
    try {
      const before = cacheChecksum(db);
      const result = await refreshTariffs(db, scriptedClient(listed), { now: () => new Date() });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-price' } });
      expect(result.ok ? '' : result.error.message).toContain('A-2');
      expect(cacheChecksum(db)).toBe(before);
    } finally {
      db.close();
      temp.remove();
    }
  });
});
