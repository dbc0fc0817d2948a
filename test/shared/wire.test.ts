import { describe, expect, it } from 'vitest';
import { buildPath, CLAIM_SUBMIT_PATHS, endpoints } from '../../shared/wire/endpoints';
import { AnyEnvelope, ErrorEnvelope } from '../../shared/wire/envelope';
import { ClaimSubmission } from '../../shared/wire/claims';
import { BlockResult, BlockRecord, VisitStartRequest } from '../../shared/wire/members';
import { IsoDate, ServiceTimestamp } from '../../shared/wire/primitives';

describe('endpoint table', () => {
  it('describes the 15 endpoints of the service document, numbered 1 to 15, each once', () => {
    const numbers = Object.values(endpoints)
      .map((e) => e.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`)).size).toBe(15);
  });

  it('names every path parameter of a template in its params schema', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      const inTemplate = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(e.params.shape), name).toEqual(inTemplate);
    }
  });

  it('encodes path parameters so that a value cannot change the route', () => {
    expect(buildPath(endpoints.getMember.path, { card_no: '../claims/x y' })).toBe('/v1/members/..%2Fclaims%2Fx%20y');
    expect(() => buildPath(endpoints.getClaim.path, {})).toThrow(/claim_no/);
  });

  it('knows both claim submission paths, the documented one first', () => {
    expect(CLAIM_SUBMIT_PATHS[0]).toBe(endpoints.submitClaim.path);
  });
});

describe('wire formats', () => {
  it('accepts only real calendar dates', () => {
    expect(IsoDate.safeParse('2026-02-28').success).toBe(true);
    expect(IsoDate.safeParse('2026-02-29').success).toBe(false);
    expect(IsoDate.safeParse('2026-2-1').success).toBe(false);
  });

  it('reads the service timestamp format', () => {
    expect(ServiceTimestamp.safeParse('2026-11-22 10:15:00').success).toBe(true);
    expect(ServiceTimestamp.safeParse('2026-11-22T10:15:00Z').success).toBe(false);
  });

  it('holds block amounts to two decimals in the response and four in the read', () => {
    expect(BlockResult.safeParse({ benefit: 'OP', requested_amount: '10.00', covered_amount: '9.50' }).success).toBe(
      true,
    );
    expect(BlockResult.safeParse({ benefit: 'OP', requested_amount: '10', covered_amount: '9.5' }).success).toBe(false);
    expect(
      BlockRecord.safeParse({ id: '1', authorization_no: 'A', covered_amount: '9.5000', benefit: 'OP' }).success,
    ).toBe(true);
    expect(
      BlockRecord.safeParse({ id: '1', authorization_no: 'A', covered_amount: '9.50', benefit: 'OP' }).success,
    ).toBe(false);
  });

  it('wants the member phone with its plus sign and country code', () => {
    const base = { card_no: 'C1', policy_benefit_code: 'OP' };
    expect(VisitStartRequest.safeParse({ ...base, phone: '+254712345678' }).success).toBe(true);
    expect(VisitStartRequest.safeParse({ ...base, phone: '0712345678' }).success).toBe(false);
  });

  it('refuses a claim without diagnoses or lines, or with a fractional quantity', () => {
    const claim = {
      batch_no: 'B-2026-11',
      authorization_no: 'AUTH-1',
      attendance_date: '2026-11-20',
      doctor: {
        name: 'Dr A. Otieno',
        gender: 'FEMALE',
        phone: '254700000001',
        email: '',
        license: 'L-1',
        speciality: 'GP',
        level: 'Consultant',
        level_code: 'C1',
      },
      complain: 'Fever',
      diagnosis: [{ code: 'B54', type: 'Principal' }],
      breakup: [{ id: 'T1', type: 'investigation', quantity: 1, amount: 850.5 }],
    };
    expect(ClaimSubmission.safeParse(claim).success).toBe(true);
    expect(ClaimSubmission.safeParse({ ...claim, diagnosis: [] }).success).toBe(false);
    expect(ClaimSubmission.safeParse({ ...claim, breakup: [{ ...claim.breakup[0], quantity: 1.5 }] }).success).toBe(
      false,
    );
  });

  it('tells an error envelope from a success envelope', () => {
    const pending = { success: false, statusCode: 422, message: ['pending'], data: { visit_request_id: 'V1' } };
    expect(ErrorEnvelope.safeParse(pending).success).toBe(true);
    expect(AnyEnvelope.safeParse({ success: true, statusCode: 200, message: [], data: [] }).success).toBe(true);
    expect(AnyEnvelope.safeParse({ ok: true }).success).toBe(false);
  });
});
