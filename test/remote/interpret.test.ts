import { describe, expect, it } from 'vitest';
import { errorCategory, mayHaveBeenApplied, type RemoteError } from '../../main/remote/errors';
import { interpret } from '../../main/remote/interpret';
import type { TransportFailure, TransportOutcome } from '../../main/remote/transport';
import type { EndpointName } from '../../shared/wire/endpoints';

const response = (
  status: number,
  body: unknown,
  headers: { retryAfter?: string; date?: string } = {},
): TransportOutcome => ({
  kind: 'response',
  status,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  ...headers,
});
const envelope = (status: number, data: unknown, message = ['text']) =>
  response(status, { success: status < 300, statusCode: status, message, data });
const failure = (kind: TransportFailure, sent: boolean): TransportOutcome => ({
  kind: 'failure',
  failure: kind,
  sent,
});

function errorOf<N extends EndpointName>(name: N, outcome: TransportOutcome): RemoteError<N> {
  const result = interpret(name, outcome);
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const member = { card_no: 'CARD-SECRET-1', name: 'Achieng Otieno', gender: 'Female', dob: '1990-04-01' };

describe('interpret: answers', () => {
  it('returns the parsed data and the service messages of a valid success envelope', () => {
    expect(interpret('getMember', envelope(200, member, ['Member found']))).toEqual({
      ok: true,
      value: member,
      messages: ['Member found'],
    });
    expect(interpret('uploadDocument', envelope(200, null))).toMatchObject({ ok: true, value: null });
  });

  it('calls a non-JSON body, a non-envelope, and a data mismatch malformed, without echoing member data', () => {
    const notJson = errorOf('getMember', response(200, '<html>oops'));
    expect(notJson).toMatchObject({ kind: 'malformed-response', status: 200, detail: 'the answer is not JSON' });

    const noEnvelope = errorOf('getMember', response(200, member));
    expect(noEnvelope.kind).toBe('malformed-response');

    const badData = errorOf('getMember', envelope(200, { ...member, dob: 'April 1990' }));
    expect(badData.kind).toBe('malformed-response');
    if (badData.kind !== 'malformed-response') return;
    expect(badData.detail).toContain('data.dob');
    expect(JSON.stringify(badData)).not.toMatch(/April 1990|CARD-SECRET-1|Achieng/);
  });

  it('calls a success status with a failure envelope, or a statusCode that differs, malformed', () => {
    const failed = { success: false, statusCode: 200, message: [], data: member };
    expect(errorOf('getMember', response(200, failed)).kind).toBe('malformed-response');
    const mismatch = { success: true, statusCode: 201, message: [], data: member };
    expect(errorOf('getMember', response(200, mismatch)).kind).toBe('malformed-response');
  });

  it('classifies error statuses and keeps the service messages', () => {
    const cases: [number, RemoteError['kind']][] = [
      [400, 'bad-request'],
      [401, 'unauthorized'],
      [403, 'unauthorized'],
      [404, 'not-found'],
      [405, 'not-found'],
      [409, 'bad-request'],
      [415, 'bad-request'],
      [422, 'rejected'],
      [500, 'server-error'],
      [502, 'server-error'],
      [408, 'busy'],
      [429, 'busy'],
      [503, 'busy'],
      [302, 'unexpected-status'],
    ];
    for (const [status, kind] of cases) {
      const error = errorOf(
        'getMember',
        response(status, { success: false, statusCode: status, message: ['why'], data: null }),
      );
      expect({ status, kind: error.kind, messages: error.serviceMessages }).toEqual({
        status,
        kind,
        messages: ['why'],
      });
    }
    expect(errorOf('getMember', response(502, '<html>bad gateway</html>'))).toMatchObject({
      kind: 'server-error',
      status: 502,
      serviceMessages: [],
    });
  });

  it('reads a busy answer as not taken, with the wait its Retry-After asks in either form, bounded', () => {
    const tooMany = (retryAfter?: string, date?: string) =>
      errorOf(
        'submitClaim',
        response(
          429,
          { success: false, statusCode: 429, message: ['Too many requests'], data: null },
          { retryAfter, date },
        ),
      );
    const seconds = tooMany('2');
    expect(seconds).toMatchObject({ kind: 'busy', status: 429, retryAfterMs: 2_000, requestSent: true });
    expect(seconds.message).toBe('The insurer is busy, try again in 2 s.');
    expect(mayHaveBeenApplied(seconds)).toBe(false);
    // An HTTP-date is read against the answer's own Date header, whatever this computer's clock says.
    const date = 'Fri, 27 Nov 2026 15:20:00 GMT';
    expect(tooMany('Fri, 27 Nov 2026 15:20:30 GMT', date)).toMatchObject({ retryAfterMs: 30_000 });
    expect(tooMany('Fri, 27 Nov 2026 15:19:00 GMT', date)).toMatchObject({ retryAfterMs: 1_000 });
    expect(tooMany('Sat, 28 Nov 2026 15:20:00 GMT', date)).toMatchObject({ retryAfterMs: 5 * 60_000 });
    expect(tooMany('0')).toMatchObject({ retryAfterMs: 1_000 });
    expect(tooMany('86400')).toMatchObject({ retryAfterMs: 5 * 60_000 });
    for (const garbage of [undefined, 'soon', '-3', '1.5', 'Someday, 99 Foo 2026 25:61:61 GMT']) {
      const error = tooMany(garbage);
      expect(error.kind === 'busy' && error.retryAfterMs, String(garbage)).toBeUndefined();
      expect(error.message).toBe('The insurer is busy and asked ClaimDesk to wait; try again in a moment.');
    }
  });

  it('types the 422 data of a pending visit, and gives null where none is documented', () => {
    const pending = errorOf('startVisit', envelope(422, { visit_request_id: 'VR-7' }));
    expect(pending.kind === 'rejected' && pending.data).toEqual({ visit_request_id: 'VR-7' });
    const otp = errorOf('verifyOtp', envelope(422, null));
    expect(otp.kind === 'rejected' && otp.data).toBeNull();
  });

  it('answers an empty list for a 404 envelope on list endpoints only', () => {
    const none = envelope(404, null, ['No record found']);
    for (const name of ['listTariffs', 'listTariffUpdates', 'listClaimsByBatch'] as const) {
      expect(interpret(name, none)).toEqual({ ok: true, value: [], messages: ['No record found'] });
    }
    expect(errorOf('getClaim', none).kind).toBe('not-found');
    expect(errorOf('getMember', none).kind).toBe('not-found');
    // A bare 404 (no envelope) means the address is wrong, not that there are no tariffs.
    expect(errorOf('listTariffs', response(404, 'Cannot GET /v1/tariffs'))).toMatchObject({
      kind: 'not-found',
      message: expect.stringContaining('configured address') as string,
    });
  });
});

describe('interpret: transport failures', () => {
  it('keeps the failure kind and whether the request was sent', () => {
    expect(errorOf('submitClaim', failure('offline', false))).toMatchObject({ kind: 'offline', requestSent: false });
    expect(errorOf('submitClaim', failure('timeout', true))).toMatchObject({ kind: 'timeout', requestSent: true });
    expect(errorOf('submitClaim', failure('connection-lost', true))).toMatchObject({ kind: 'connection-lost' });
    expect(errorOf('submitClaim', failure('cancelled', false))).toMatchObject({
      kind: 'cancelled',
      requestSent: false,
    });
  });
});

describe('mayHaveBeenApplied and errorCategory', () => {
  const claimError = (outcome: TransportOutcome) => errorOf('submitClaim', outcome);

  it('is true only where a sent POST got no definite refusal', () => {
    const applied = [
      failure('timeout', true),
      failure('connection-lost', true),
      failure('cancelled', true),
      failure('malformed-response', true),
      envelope(500, null),
      response(302, ''),
      response(200, 'garbage'),
    ];
    const notApplied = [
      failure('offline', false),
      failure('cancelled', false),
      failure('timeout', false),
      envelope(400, null),
      envelope(413, null),
      envelope(401, null),
      envelope(404, null),
      envelope(405, null),
      envelope(422, null),
    ];
    expect(applied.map((o) => mayHaveBeenApplied(claimError(o)))).toEqual(applied.map(() => true));
    expect(notApplied.map((o) => mayHaveBeenApplied(claimError(o)))).toEqual(notApplied.map(() => false));
  });

  it('is false for reads, which change nothing', () => {
    expect(mayHaveBeenApplied(errorOf('getClaim', failure('timeout', true)))).toBe(false);
    expect(mayHaveBeenApplied(errorOf('startVisit', failure('timeout', true)))).toBe(true);
  });

  it('groups kinds so callers can tell offline, refused and broken apart', () => {
    const category = (outcome: TransportOutcome) => errorCategory(claimError(outcome));
    expect(category(failure('offline', false))).toBe('offline');
    expect(category(failure('timeout', true))).toBe('offline');
    expect(category(envelope(422, null))).toBe('rejected');
    expect(category(envelope(400, null))).toBe('rejected');
    expect(category(envelope(500, null))).toBe('service-broken');
    expect(category(envelope(503, null))).toBe('busy');
    expect(category(envelope(429, null))).toBe('busy');
    expect(category(response(200, '{'))).toBe('service-broken');
    expect(category(envelope(401, null))).toBe('auth');
    expect(category(envelope(404, null))).toBe('not-found');
    expect(category(failure('cancelled', false))).toBe('cancelled');
  });
});
