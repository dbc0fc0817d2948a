/**
 * The checks before a claim leaves the desk (shared/domain/claim-checks.ts), rule by rule, with properties
 * over exact money; the line type a tariff's name tells (line-type.ts); and the core at queue: warnings
 * refused without "send anyway", queued and audited with it, errors always blocking (main/claims/queue.ts,
 * the facts from claim-facts.ts).
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimFacts } from '../../main/claims/claim-facts';
import { queueClaim } from '../../main/claims/queue';
import { saveDraft } from '../../main/claims/save';
import { importDiagnosisList } from '../../main/diagnoses/import-list';
import { ClaimInput, type ParsedClaimInput } from '../../shared/domain/claims';
import { claimChecks, claimWarnings, coverOf, NO_FACTS, type ClaimFacts } from '../../shared/domain/claim-checks';
import { lineTypeOf } from '../../shared/domain/line-type';
import { formatMoney, MONEY_SCALE, multiplyMoney, parseMoney, sumMoney, type Money } from '../../shared/money';
import { claimContext, completeClaim, openTempDb, testClock, type TempDb } from '../support/claims-fixtures';

const TODAY = '2026-11-22';
const LIMITS = { quantityThreshold: 30 };
const claim = (patch: Partial<ParsedClaimInput> = {}): ParsedClaimInput => ({
  ...ClaimInput.parse(completeClaim('PA-1', { attendanceDate: TODAY })),
  ...patch,
});
const line = (tariffId: string, quantity: number, price: string) => ({
  tariffId,
  name: tariffId,
  type: 'medication',
  quantity,
  price,
});
const covered = (amount: string, patch: Partial<ClaimFacts> = {}): ClaimFacts => ({
  ...NO_FACTS,
  covered: parseMoney(amount),
  ...patch,
});
const codes = (found: readonly { code: string }[]): string[] => found.map((check) => check.code);
const money = (amount: Money): string => formatMoney(amount, MONEY_SCALE);

describe('the checks before sending', () => {
  it('warns of a claim with no block, and of none once the authorization has one that covers it', () => {
    expect(claimWarnings(claim(), NO_FACTS, LIMITS)).toMatchObject([
      { severity: 'warning', code: 'claim.cover.noBlock', field: 'authorizationNo' },
    ]);
    expect(claimWarnings(claim(), covered('100000'), LIMITS)).toEqual([]);
  });

  it('warns of a total above the covered amount, with the total, the cover and the member’s share', () => {
    const lines = [line('A', 2, '300.00'), line('B', 1, '500.25')];
    const found = claimWarnings(claim({ lines }), covered('1000'), LIMITS);
    expect(found).toMatchObject([
      { code: 'claim.cover.exceeded', params: { total: '1100.2500', covered: '1000.0000', over: '100.2500' } },
    ]);
    expect(found[0]?.message).toBe(
      'The total 1,100.25 is above the covered amount 1,000.00: 100.25 is the member’s to pay.',
    );
    expect(claimWarnings(claim({ lines }), covered('1100.25'), LIMITS)).toEqual([]);
  });

  it('warns of a line amount above the covered amount, naming the line and the figures', () => {
    const found = claimWarnings(claim({ lines: [line('A', 1, '50'), line('B', 3, '400')] }), covered('1000'), LIMITS);
    expect(found).toMatchObject([
      { code: 'claim.cover.exceeded' },
      { code: 'claim.line.aboveCover', field: 'lines.1.price', params: { number: 2, amount: '1200.0000' } },
    ]);
  });

  it('says which lines are priced from tariffs marked pre-auth', () => {
    const tariffs = { A: { name: 'MRI', accessType: 'pre-auth' }, B: { name: 'Consult', accessType: 'direct' } };
    const lines = [line('A', 1, '1'), line('B', 1, '1'), line('A', 1, '2')];
    const found = claimWarnings(claim({ lines }), covered('100', { tariffs }), LIMITS);
    expect(found).toMatchObject([{ code: 'claim.lines.preAuth', field: 'lines', params: { lines: '1, 3', count: 2 } }]);
    // Not the visit's authorization, which the claim has: the insurer's approval of those items beforehand.
    expect(found[0]?.message).toBe(
      'Lines 1, 3 are items the insurer marks “pre-auth”: they need the insurer’s approval before they are given (a pre-authorization), besides this visit’s authorization. Check that it was obtained, or the insurer may cut the lines.',
    );
  });

  it('drops the pre-auth warning once staff recorded the insurer’s pre-authorization', () => {
    const tariffs = { A: { name: 'MRI', accessType: 'pre-auth' } };
    const lines = [line('A', 1, '1')];
    const recorded = claimWarnings(
      { ...claim({ lines }), preAuthorizationNo: 'PRE-778' },
      covered('100', { tariffs }),
      LIMITS,
    );
    expect(recorded).toEqual([]);
    // Blank is none recorded.
    const blank = claimWarnings({ ...claim({ lines }), preAuthorizationNo: '  ' }, covered('100', { tariffs }), LIMITS);
    expect(blank.map((found) => found.code)).toEqual(['claim.lines.preAuth']);
  });

  it('warns of a quantity above the desk’s threshold, not at it', () => {
    const at = claim({ lines: [line('A', 30, '1')] });
    const above = claim({ lines: [line('A', 31, '1')] });
    expect(claimWarnings(at, covered('1000'), LIMITS)).toEqual([]);
    expect(claimWarnings(above, covered('1000'), LIMITS)).toMatchObject([
      { code: 'claim.line.quantityHigh', field: 'lines.0.quantity', params: { quantity: 31, threshold: 30 } },
    ]);
    expect(claimWarnings(above, covered('1000'), { quantityThreshold: 40 })).toEqual([]);
  });

  it('warns of an attendance date before the authorization was issued', () => {
    const facts = covered('100000', { issuedOn: '2026-11-20' });
    expect(claimWarnings(claim({ attendanceDate: '2026-11-20' }), facts, LIMITS)).toEqual([]);
    expect(claimWarnings(claim({ attendanceDate: '2026-11-19' }), facts, LIMITS)).toMatchObject([
      { code: 'claim.attendanceDate.beforeAuthorization', params: { date: '2026-11-19', issued: '2026-11-20' } },
    ]);
  });

  it('keeps a date in the future an error, and lists errors before warnings', () => {
    const found = claimChecks(claim({ attendanceDate: '2026-11-23' }), NO_FACTS, LIMITS, TODAY);
    expect(found.map((check) => [check.severity, check.code])).toEqual([
      ['error', 'claim.attendanceDate.future'],
      ['warning', 'claim.cover.noBlock'],
    ]);
  });

  it('asks for a word on a diagnosis code off the imported list, and on one not shaped like a code without a list', () => {
    const diagnoses = (...found: string[]) =>
      found.map((code, i) => ({ code, type: i === 0 ? 'Principal' : 'Secondary' }));
    const listed = covered('100000', { diagnosisList: { count: 12, listed: ['B54'] } });
    expect(claimWarnings(claim({ diagnoses: diagnoses('B54') }), listed, LIMITS)).toEqual([]);
    expect(claimWarnings(claim({ diagnoses: diagnoses('B54', 'sprain') }), listed, LIMITS)).toMatchObject([
      { code: 'claim.diagnosis.offList', field: 'diagnoses.1.code', params: { number: 2, code: 'sprain' } },
    ]);
    // Without a list, the shape of an ICD-10 (any edition's) or ICD-11 code passes; words and fragments do not.
    const shaped = ['B54', 'J06.9', 'S93.401A', 'U071', '1A00', 'BA00.0', 'NC72.2&XK9K', 'XN678'];
    expect(claimWarnings(claim({ diagnoses: diagnoses(...shaped) }), covered('100000'), LIMITS)).toEqual([]);
    const unshaped = ['sprain', 'J0', 'J06.99999', 'malaria B54'];
    expect(codes(claimWarnings(claim({ diagnoses: diagnoses(...unshaped) }), covered('100000'), LIMITS))).toEqual(
      unshaped.map(() => 'claim.diagnosis.notIcd'),
    );
  });

  it('skips lines not valid yet (as typed in the editor) instead of failing', () => {
    const lines = [line('A', Number.NaN, '10'), line('B', 1, '1,5')];
    expect(coverOf(lines, covered('1')).total).toBe(0n);
    expect(claimWarnings(claim({ lines }), covered('1'), LIMITS)).toEqual([]);
  });
});

describe('the checks, as properties over exact money', () => {
  const cents = fc.bigInt({ min: 0n, max: 10n ** 12n });
  const lineOf = fc.record({ quantity: fc.integer({ min: 1, max: 100 }), price: cents });

  it('warn of the cover exactly when the exact total is above it, and the member’s share is what is above', () => {
    fc.assert(
      fc.property(fc.array(lineOf, { minLength: 1, maxLength: 8 }), cents, (drawn, cover) => {
        const lines = drawn.map((drawnLine, i) => line(`T${i}`, drawnLine.quantity, money(drawnLine.price as Money)));
        const facts = { ...NO_FACTS, covered: cover as Money };
        const total = sumMoney(drawn.map((drawnLine) => multiplyMoney(drawnLine.price as Money, drawnLine.quantity)));
        const found = codes(claimWarnings(claim({ lines }), facts, { quantityThreshold: 1000 }));
        expect(found.includes('claim.cover.exceeded')).toBe(total > cover);
        const shown = coverOf(lines, facts);
        expect(shown.total).toBe(total);
        expect(shown.memberShare).toBe(total > cover ? total - cover : 0n);
        expect((shown.memberShare ?? 0n) + (total > cover ? cover : total)).toBe(total);
        // A line above the cover means the total is too.
        if (found.includes('claim.line.aboveCover')) expect(found).toContain('claim.cover.exceeded');
      }),
      { numRuns: 300 },
    );
  });

  it('flag each quantity above the threshold once, whatever the threshold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 1000 }),
        (quantities, threshold) => {
          const lines = quantities.map((quantity, i) => line(`T${i}`, quantity, '1'));
          const found = claimWarnings(claim({ lines }), covered('1000000'), { quantityThreshold: threshold });
          expect(found.filter((check) => check.code === 'claim.line.quantityHigh').map((check) => check.field)).toEqual(
            quantities.flatMap((quantity, i) => (quantity > threshold ? [`lines.${i}.quantity`] : [])),
          );
        },
      ),
    );
  });
});

describe('the line type a tariff’s name tells', () => {
  it.each([
    ['Paracetamol 500mg tablets', 'medication'],
    ['Amoxicillin syrup 125 mg/5 ml', 'medication'],
    ['Ceftriaxone injection 1g', 'medication'],
    ['Malaria test (RDT)', 'investigation'],
    ['Chest X-Ray', 'investigation'],
    ['Full blood count (CBC)', 'investigation'],
    ['Urine culture and sensitivity', 'investigation'],
    ['Consultation', undefined],
    ['Glucose test strips 50 tabs', undefined],
  ])('%s → %s', (name, type) => {
    expect(lineTypeOf(name)).toBe(type);
  });
});

describe('queueing with warnings', () => {
  let store: TempDb;
  const clock = testClock();
  const deps = () => ({ ...claimContext(clock.now), db: store.db });
  beforeEach(() => {
    store = openTempDb();
  });
  afterEach(() => store.close());

  const saved = (input = completeClaim('PA-9')): string => {
    const result = saveDraft(deps(), ClaimInput.parse(input));
    if (!result.ok) throw new Error(result.error.message);
    return result.value.id;
  };
  const audit = (action: string) =>
    store.db.prepare('SELECT staff, subject, detail FROM audit_log WHERE action = ?').all(action) as {
      staff: string;
      subject: string;
      detail: string;
    }[];
  const block = (authorizationNo: string, covered: string): void => {
    store.db
      .prepare(
        `INSERT INTO authorizations (authorization_no, card_no, benefit_code, status, source, obtained_at)
         VALUES (?, 'CD-1', 'OPD-01', 'APPROVED', 'otp', '2026-11-01T08:00:00.000Z')`,
      )
      .run(authorizationNo);
    store.db
      .prepare(
        `INSERT INTO blocks (authorization_no, benefit, requested_units, covered_units, blocked_at)
         VALUES (?, 'OPD-01', ?, ?, '2026-11-21T08:00:00.000Z')`,
      )
      .run(authorizationNo, Number(parseMoney(covered)), Number(parseMoney(covered)));
  };

  it('refuses a claim with warnings without "send anyway", listing them, and leaves it a draft', () => {
    const id = saved();
    const refused = queueClaim(deps(), id);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'needs-confirmation', fields: [{ code: 'claim.cover.noBlock', field: 'authorizationNo' }] },
    });
    expect(store.db.prepare('SELECT state FROM claims WHERE id = ?').get(id)).toEqual({ state: 'draft' });
    expect(audit('claim.send-anyway')).toEqual([]);
  });

  it('queues it sent anyway, and audits who, why and which warnings', () => {
    const id = saved();
    const reason = 'Block made by phone with the insurer';
    expect(queueClaim(deps(), id, { reason })).toMatchObject({ ok: true, value: { state: 'queued' } });
    expect(audit('claim.send-anyway')).toEqual([
      {
        staff: claimContext(clock.now).staff,
        subject: `claim ${id}`,
        detail: `warnings claim.cover.noBlock; reason: ${reason}`,
      },
    ]);
  });

  it('queues a claim without warnings at once, and records no send-anyway', () => {
    block('PA-9', '100000');
    const id = saved();
    expect(queueClaim(deps(), id)).toMatchObject({ ok: true, value: { state: 'queued' } });
    expect(audit('claim.send-anyway')).toEqual([]);
  });

  it('holds a code off the imported list until sent anyway, and finds a listed one however it is cased', () => {
    const list = 'code,title\nB54,Unspecified malaria\nR51,Headache\n';
    expect(importDiagnosisList(deps(), { fileName: 'icd.csv', text: list })).toMatchObject({ ok: true });
    block('PA-9', '100000');
    const listed = saved(completeClaim('PA-9', { diagnoses: [{ code: 'b54', type: 'Principal' }] }));
    expect(queueClaim(deps(), listed)).toMatchObject({ ok: true, value: { state: 'queued' } });
    block('PA-10', '100000');
    const offList = saved(completeClaim('PA-10', { diagnoses: [{ code: 'sprain', type: 'Principal' }] }));
    expect(queueClaim(deps(), offList)).toMatchObject({
      ok: false,
      error: { code: 'needs-confirmation', fields: [{ code: 'claim.diagnosis.offList', field: 'diagnoses.0.code' }] },
    });
  });

  it('never lets "send anyway" past an error', () => {
    const id = saved(completeClaim('PA-9', { diagnoses: [] }));
    expect(queueClaim(deps(), id, { reason: 'in a hurry' })).toMatchObject({ ok: false, error: { code: 'not-ready' } });
  });

  it('reads the facts the checks need from the store', () => {
    block('PA-7', '1500');
    store.db
      .prepare(
        `INSERT INTO tariffs (provider_id, id, name, price_units, access_type) VALUES ('P', 'T-MRI', 'MRI brain', 1, 'pre-auth')`,
      )
      .run();
    expect(claimFacts(deps(), 'PA-7', ['T-MRI', 'T-NONE'], ['J06.9'])).toEqual({
      covered: parseMoney('1500'),
      issuedOn: '2026-11-01',
      tariffs: { 'T-MRI': { name: 'MRI brain', accessType: 'pre-auth' } },
      diagnosisList: { count: 0, listed: [] },
      // No member cached for the card: the benefit is named by its code.
      benefit: { code: 'OPD-01', name: 'OPD-01' },
    });
    expect(claimFacts(deps(), 'PA-NONE', [], [])).toEqual(NO_FACTS);
  });
});
