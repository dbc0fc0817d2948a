/**
 * Turns one transport outcome into a RemoteResult for an endpoint.
 *
 * A 2xx must be a success envelope whose statusCode repeats the HTTP status and
 * whose data matches the endpoint's schema; anything else is malformed-response.
 * Error statuses are classified by the HTTP status, which is definite even when
 * the body is not an envelope; the envelope, when present, supplies the
 * service's messages and (for 422) the documented error data. A busy answer
 * (429, 503, 408) carries the wait its Retry-After asks for (retry-after.ts).
 *
 * List endpoints whose 404 means "no records" (listTariffs, listTariffUpdates,
 * listClaimsByBatch) answer ok with an empty array, but only for a 404
 * envelope: a bare 404 means the address itself is wrong, and stays not-found.
 * getClaim keeps not-found, since asking for one claim that does not exist is
 * worth telling apart from an empty list.
 */
import type { z } from 'zod';
import { AnyEnvelope } from '../../shared/wire/envelope';
import { endpoints, type DocumentedError, type EndpointData, type EndpointName } from '../../shared/wire/endpoints';
import { wording } from '../i18n/words';
import { listCheck } from './list-checks';
import { retryAfterMs } from './retry-after';
import { staffMessage, staffWords, type RemoteError, type RemoteErrorKind, type RemoteResult } from './errors';
import type { TransportOutcome } from './transport';

const EMPTY_ON_404: ReadonlySet<EndpointName> = new Set(['listTariffs', 'listTariffUpdates', 'listClaimsByBatch']);

/** Describes what did not match, by field path and rule only, so no member data is echoed. */
export function describeIssues(root: string, error: z.ZodError, limit = 3): string[] {
  return error.issues
    .slice(0, limit)
    .map((issue) => `${[root, ...issue.path.map(String)].join('.')}: ${issue.message}`);
}

function parseJson(body: Buffer): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

function rejectionSchema(name: EndpointName): z.ZodType | undefined {
  const documented: readonly DocumentedError[] = endpoints[name].errors;
  return documented.find((error) => error.status === 422)?.data;
}

/** Statuses that say the request was not taken and may be asked again later: Too Many Requests, Unavailable, Timeout. */
const BUSY: ReadonlySet<number> = new Set([429, 503, 408]);

/** HTTP semantics: a 4xx is a refusal (nothing was applied); 405 is a missing route, like 404. */
function statusKind(status: number): RemoteErrorKind {
  if (BUSY.has(status)) return 'busy';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404 || status === 405) return 'not-found';
  if (status === 422) return 'rejected';
  if (status >= 400 && status < 500) return 'bad-request';
  if (status >= 500) return 'server-error';
  return 'unexpected-status';
}

export function interpret<N extends EndpointName>(
  name: N,
  outcome: TransportOutcome,
): RemoteResult<EndpointData<N>, RemoteError<N>> {
  const fail = (error: RemoteError): RemoteResult<EndpointData<N>, RemoteError<N>> => ({
    ok: false,
    error: error as RemoteError<N>,
  });
  const endpoint: EndpointName = name;
  const base = { endpoint, serviceMessages: [] as string[] };

  if (outcome.kind === 'failure') {
    const { failure, sent, detail } = outcome;
    const words = staffWords(failure);
    if (failure === 'offline') return fail({ ...base, kind: failure, ...words, requestSent: false });
    if (failure === 'malformed-response') {
      return fail({
        ...base,
        kind: failure,
        ...words,
        requestSent: sent,
        detail: `the answer could not be read (${detail})`,
      });
    }
    return fail({ ...base, kind: failure, ...words, requestSent: sent });
  }

  const { status } = outcome;
  const json = parseJson(outcome.body);
  const envelope = json.ok ? AnyEnvelope.safeParse(json.value) : undefined;
  const serviceMessages = envelope?.success ? envelope.data.message : [];
  const answered = { endpoint, serviceMessages, status, requestSent: true } as const;
  const malformed = (detail: string) =>
    fail({ ...answered, kind: 'malformed-response', ...staffWords('malformed-response'), detail });

  if (status >= 200 && status < 300) {
    if (!envelope) return malformed('the answer is not JSON');
    if (!envelope.success) return malformed(describeIssues('envelope', envelope.error).join('; '));
    const { success, statusCode, data, message } = envelope.data;
    if (!success || statusCode !== status) {
      return malformed(`envelope says success=${success}, statusCode=${statusCode} on HTTP ${status}`);
    }
    // A tariff list passes a compiled check first (list-checks.ts); anything it rejects, zod explains.
    if (listCheck(name)?.(data)) return { ok: true, value: data as EndpointData<N>, messages: message };
    const parsed = endpoints[name].data.safeParse(data);
    if (!parsed.success) return malformed(describeIssues('data', parsed.error).join('; '));
    return { ok: true, value: parsed.data as EndpointData<N>, messages: message };
  }

  const isEnvelope404 = envelope?.success === true && !envelope.data.success && envelope.data.statusCode === 404;
  if (status === 404 && isEnvelope404 && EMPTY_ON_404.has(name)) {
    return { ok: true, value: [] as EndpointData<N>, messages: serviceMessages };
  }

  const kind = statusKind(status);
  if (kind === 'rejected') {
    const parsedData = rejectionSchema(name)?.safeParse(envelope?.data?.data);
    const data = parsedData?.success ? parsedData.data : null;
    return fail({ ...answered, kind, status: 422, ...staffWords('rejected'), data } as RemoteError);
  }
  if (kind === 'busy') {
    const waitMs = retryAfterMs(outcome.retryAfter, outcome.date, new Date());
    const words =
      waitMs === undefined
        ? staffWords('busy')
        : staffMessage(wording('remote.busyFor', { seconds: Math.ceil(waitMs / 1000) }));
    return fail({ ...answered, kind, ...words, ...(waitMs === undefined ? {} : { retryAfterMs: waitMs }) });
  }
  if (kind === 'not-found' && !isEnvelope404) {
    return fail({
      ...answered,
      kind,
      ...staffMessage(wording('remote.notOffered')),
    });
  }
  return fail({ ...answered, kind, ...staffWords(kind) } as RemoteError);
}
