/**
 * Bad input never crashes claim authoring nor half-writes a claim: any value
 * the operation boundary reads as a claim (the ClaimInput schema) is refused
 * with problems in words, or given to saveDraft, the queueing rules and
 * queueClaim, which answer a typed error or a valid result; so does
 * attachDocument for any value. On an error the row counts are unchanged.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachDocument } from '../../main/claims/documents';
import { queueClaim } from '../../main/claims/queue';
import { toClaimInput } from '../../main/claims/submission';
import { getClaim } from '../../main/claims/read';
import { saveDraft } from '../../main/claims/save';
import { draftProblems, queueProblems } from '../../shared/domain/claim-rules';
import { ClaimInput, ClaimView, FieldError, type ParsedClaimInput } from '../../shared/domain/claims';
import {
  claimContext,
  completeClaim,
  openTempDb,
  rowCounts,
  testClock,
  type TempDb,
  SEND_ANYWAY,
} from '../support/claims-fixtures';

let store: TempDb;
const ctx = claimContext(testClock().now);
/** The claim use cases\' dependencies: the store of the test running now, and `ctx`. */
const deps = () => ({ ...ctx, db: store.db });
const runs = { numRuns: 300 };

beforeAll(() => {
  store = openTempDb();
});
afterAll(() => store.close());

const garbage = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e300, -0, 2 ** 53 + 1),
  fc.integer(),
  fc.bigInt(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant([]),
  fc.constant({}),
);

const priceText = fc.oneof(
  fc.constantFrom('0', '120.50', '15.0050', '9999999999.9999', '1e3', '-1', 'NaN', '', ' 7 ', '1.23456', '١٢٣'),
  fc.double({ min: 0, max: 1e12, noNaN: true }).map(String),
  garbage,
);
const quantity = fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.constantFrom(1.5, Number.NaN, 1e20), garbage);
const line = fc.record(
  {
    tariffId: fc.oneof(fc.string(), garbage),
    name: fc.string(),
    type: fc.oneof(fc.constantFrom('medication', 'investigation'), fc.string()),
    quantity,
    price: priceText,
  },
  { requiredKeys: [] },
);
const diagnosis = fc.record({
  code: fc.oneof(fc.string(), garbage),
  type: fc.oneof(fc.constantFrom('Principal', 'Secondary'), fc.string()),
});
const claimish = fc.oneof(
  garbage,
  fc.record(
    {
      id: fc.oneof(fc.uuid(), fc.string(), garbage),
      authorizationNo: fc.oneof(fc.string({ maxLength: 80 }), garbage),
      cardNo: fc.oneof(fc.string(), garbage),
      memberName: fc.string({ unit: 'grapheme', maxLength: 250 }),
      attendanceDate: fc.oneof(fc.constantFrom('2026-11-20', '2026-02-30', '2999-01-01', '', '20-11-2026'), garbage),
      batchNo: fc.oneof(fc.string(), garbage),
      doctor: fc.oneof(
        fc.constant(completeClaim().doctor),
        fc.record({ name: fc.string(), gender: fc.string(), email: fc.string() }),
        garbage,
      ),
      complain: fc.oneof(fc.string({ unit: 'grapheme' }), garbage),
      diagnoses: fc.oneof(fc.array(diagnosis, { maxLength: 4 }), garbage),
      lines: fc.oneof(fc.array(line, { maxLength: 6 }), garbage),
    },
    { requiredKeys: [] },
  ),
  // Mostly valid claims with one field spoiled.
  fc
    .tuple(fc.constantFrom('lines', 'diagnoses', 'doctor', 'attendanceDate', 'authorizationNo'), garbage)
    .map(([key, value]) => ({ ...completeClaim(), [key]: value })),
);

const isFieldErrors = (value: unknown): boolean => FieldError.array().safeParse(value).success;

/** The claim as the operation boundary reads it, or undefined when it refuses it. */
function asRead(input: unknown): ParsedClaimInput | undefined {
  const parsed = ClaimInput.safeParse(input);
  return parsed.success ? parsed.data : undefined;
}

const inWords = (problems: readonly FieldError[]): void => {
  expect(isFieldErrors(problems)).toBe(true);
  for (const problem of problems) expect(problem.message).not.toMatch(/NaN|undefined|\[object|^input\.|^claim\./);
};

describe('claim authoring under arbitrary input', () => {
  it('the boundary accepts a claim or names its problems in words, whatever the value', () => {
    fc.assert(
      fc.property(claimish, (input) => {
        const problems = draftProblems(input);
        inWords(problems);
        expect(problems.length === 0).toBe(asRead(input) !== undefined);
      }),
      runs,
    );
  });

  it('saveDraft answers a stored claim or a typed error, and never half-writes', () => {
    fc.assert(
      fc.property(claimish, (raw) => {
        const input = asRead(raw);
        if (input === undefined) return;
        const before = rowCounts(store.db);
        const result = saveDraft(deps(), input);
        if (result.ok) {
          expect(ClaimView.safeParse(result.value).success).toBe(true);
          expect(getClaim(store, result.value.id)).toEqual(result.value);
          const lines = (
            store.db.prepare('SELECT count(*) AS n FROM claim_lines WHERE claim_id = ?').get(result.value.id) as {
              n: number;
            }
          ).n;
          expect(lines).toBe(result.value.lines.length);
        } else {
          expect(['invalid-input', 'not-ready', 'claim-locked', 'not-found']).toContain(result.error.code);
          expect(result.error.message.length).toBeGreaterThan(0);
          expect(rowCounts(store.db)).toEqual(before);
        }
      }),
      runs,
    );
  });

  it('the queueing rules answer problems in words for any claim the boundary accepts', () => {
    fc.assert(
      fc.property(claimish, (raw) => {
        const input = asRead(raw);
        if (input !== undefined) inWords(queueProblems(input, '2026-11-22'));
      }),
      runs,
    );
  });

  it('queueClaim queues exactly the claims that pass validation', () => {
    // Besides arbitrary values: complete claims on an authorization of their own (they pass, unless an earlier
    // run drew the same number), and such claims with one field the boundary accepts but the queueing rules do not.
    const ownAuthorization = fc.uuid().map((uuid) => `PA-${uuid.slice(0, 8)}`);
    const queueable = fc.oneof(
      claimish,
      ownAuthorization.map((authorizationNo) => completeClaim(authorizationNo)),
      fc
        .tuple(
          ownAuthorization,
          fc.constantFrom<Partial<ClaimInput>>(
            { attendanceDate: '2999-01-01' },
            { diagnoses: [] },
            { lines: [] },
            { cardNo: '' },
            { doctor: { name: '', gender: '', email: '' } },
          ),
        )
        .map(([authorizationNo, spoiled]) => completeClaim(authorizationNo, spoiled)),
    );
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(queueable, fc.oneof(fc.constant(undefined), fc.string()), (raw, strayId) => {
        const input = asRead(raw);
        const saved = input && saveDraft(deps(), input);
        const id = saved?.ok ? saved.value.id : (strayId ?? '');
        const before = getClaim(store, id);
        // What the rules say of the stored claim, on the desk's today (the clock's 2026-11-22 in UTC).
        const problems = before ? queueProblems(toClaimInput(before), '2026-11-22') : undefined;
        const result = queueClaim(deps(), id, SEND_ANYWAY);
        const outcome = result.ok ? 'queued' : result.error.code;
        seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
        if (result.ok) {
          expect(problems).toEqual([]);
          expect(result.value.state).toBe('queued');
          expect(result.value.batchNo).not.toBe('');
        } else {
          expect(['not-ready', 'not-found', 'claim-locked', 'outcome-unknown', 'authorization-claimed']).toContain(
            result.error.code,
          );
          if (result.error.code === 'not-ready') expect(problems?.length).toBeGreaterThan(0);
          if (result.error.code === 'not-found') expect(before).toBeUndefined();
          // A stored draft the rules accept is refused only because its authorization already has a claim.
          if (before?.state === 'draft' && problems?.length === 0)
            expect(result.error.code).toBe('authorization-claimed');
          expect(getClaim(store, id)).toEqual(before);
        }
      }),
      runs,
    );
    // Each branch was reached, so each expectation above was tried (a generator drift would otherwise hide one).
    expect(seen.get('queued') ?? 0).toBeGreaterThanOrEqual(30);
    expect(seen.get('not-ready') ?? 0).toBeGreaterThanOrEqual(30);
    expect(seen.get('not-found') ?? 0).toBeGreaterThanOrEqual(30);
  });

  it('attachDocument stores an accepted file or refuses it cleanly', () => {
    const claim = saveDraft(deps(), ClaimInput.parse(completeClaim()));
    if (!claim.ok) throw new Error(claim.error.message);
    const file = fc.oneof(
      garbage,
      fc.record(
        {
          fileName: fc.oneof(fc.string({ unit: 'grapheme' }), garbage),
          mediaType: fc.oneof(fc.string(), garbage),
          content: fc.oneof(
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([Buffer.from('%PDF-'), bytes])),
            garbage,
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(file, fc.oneof(fc.constant(claim.value.id), fc.string()), (input, claimId) => {
        const before = rowCounts(store.db);
        const result = attachDocument(deps(), claimId, input);
        if (result.ok) expect(rowCounts(store.db).claim_documents).toBe(before.claim_documents + 1);
        else {
          expect(['document-refused', 'not-found']).toContain(result.error.code);
          expect(rowCounts(store.db)).toEqual(before);
        }
      }),
      runs,
    );
  });
});
