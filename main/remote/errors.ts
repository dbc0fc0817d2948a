/**
 * What can go wrong when ClaimDesk talks to the insurer's service, as data.
 *
 * Every failure names its endpoint, carries a plain-language `message` for
 * reception staff, the service's own messages when it sent any, and the HTTP
 * status when there was a response. `requestSent` records whether the request
 * may have left this machine: it is false only when we know it did not (our own
 * validation failed, the connection could not be made, or it was cancelled
 * before it was written). `mayHaveBeenApplied` builds on it so the sync engine
 * never sends a claim twice.
 */
import type { z } from 'zod';
import { endpoints, type EndpointName, type Endpoints } from '../../shared/wire/endpoints';
import { render, wording, type Wording } from '../i18n/words';

type RejectionSchemaOf<E> = E extends { readonly status: 422; readonly data: infer S extends z.ZodType } ? S : never;
type RejectionSchema<N extends EndpointName> = RejectionSchemaOf<Endpoints[N]['errors'][number]>;

/** The data a 422 carries for endpoint N: its documented payload (e.g. startVisit's visit_request_id), or null. */
type RejectionData<N extends EndpointName> = [RejectionSchema<N>] extends [never]
  ? null
  : z.infer<RejectionSchema<N>> | null;

interface Failure<K extends string, N extends EndpointName> {
  readonly kind: K;
  readonly endpoint: N;
  /** Plain language for staff, in the desk's language when it was made; never contains member data or credentials. */
  readonly message: string;
  /** The same message as its words, for a message that is kept and read again later (main/i18n/words.ts). */
  readonly words: Wording;
  /** The service's own `message` array, when it answered with an envelope. */
  readonly serviceMessages: string[];
  /** The HTTP status, when a response arrived. */
  readonly status?: number;
  readonly requestSent: boolean;
}

interface Answered<K extends string, N extends EndpointName, S extends number = number> extends Failure<K, N> {
  readonly status: S;
}

export type RemoteError<N extends EndpointName = EndpointName> =
  | (Failure<'offline', N> & { readonly requestSent: false })
  | Failure<'timeout', N>
  | Failure<'connection-lost', N>
  | Failure<'cancelled', N>
  | (Failure<'invalid-request', N> & { readonly requestSent: false; readonly issues: string[] })
  | Answered<'unauthorized', N>
  | Answered<'not-found', N>
  /** 400, or another 4xx without a kind of its own (e.g. 413, 415): the service refused the request as sent. */
  | Answered<'bad-request', N>
  | (Answered<'rejected', N, 422> & { readonly data: RejectionData<N> })
  /**
   * 429, 503 or 408: the service did not take the request and asks to be asked again later, after
   * `retryAfterMs` when it said how long (retry-after.ts).
   */
  | (Answered<'busy', N> & { readonly retryAfterMs?: number })
  | Answered<'server-error', N>
  | Answered<'unexpected-status', N>
  | (Failure<'malformed-response', N> & { readonly detail: string });

export type RemoteErrorKind = RemoteError['kind'];

/** What every client method resolves to; methods never reject. */
export type RemoteResult<T, E = RemoteError> =
  { readonly ok: true; readonly value: T; readonly messages: string[] } | { readonly ok: false; readonly error: E };

/** Why a request failed, as the UI groups it. */
export type ErrorCategory =
  'offline' | 'busy' | 'rejected' | 'service-broken' | 'auth' | 'not-found' | 'cancelled' | 'invalid';

const CATEGORY: Record<RemoteErrorKind, ErrorCategory> = {
  offline: 'offline',
  timeout: 'offline',
  'connection-lost': 'offline',
  cancelled: 'cancelled',
  'invalid-request': 'invalid',
  unauthorized: 'auth',
  'not-found': 'not-found',
  'bad-request': 'rejected',
  rejected: 'rejected',
  busy: 'busy',
  'server-error': 'service-broken',
  'unexpected-status': 'service-broken',
  'malformed-response': 'service-broken',
};

export const errorCategory = (error: RemoteError): ErrorCategory => CATEGORY[error.kind];

/** Kinds after which the service may have acted on the request even though we got no usable answer. */
const OUTCOME_UNKNOWN: ReadonlySet<RemoteErrorKind> = new Set([
  'timeout',
  'connection-lost',
  'cancelled',
  'server-error',
  'unexpected-status',
  'malformed-response',
]);

/**
 * True when the request might have changed something at the service despite the
 * error: only POST endpoints change anything, and only when the request was (or
 * may have been) sent and no definite refusal (any 4xx) came back. A busy answer (429, 503, 408) is HTTP's "not
 * processed, ask again later": not applied (see docs/service-choices.md).
 */
export function mayHaveBeenApplied(error: RemoteError): boolean {
  return endpoints[error.endpoint].method === 'POST' && error.requestSent && OUTCOME_UNKNOWN.has(error.kind);
}

const STAFF_WORDS = {
  offline: 'remote.offline',
  timeout: 'remote.timeout',
  'connection-lost': 'remote.connectionLost',
  cancelled: 'remote.cancelled',
  'invalid-request': 'remote.invalidRequest',
  unauthorized: 'remote.unauthorized',
  'not-found': 'remote.notFound',
  'bad-request': 'remote.badRequest',
  rejected: 'remote.rejected',
  busy: 'remote.busy',
  'server-error': 'remote.serverError',
  'unexpected-status': 'remote.unexpectedStatus',
  'malformed-response': 'remote.malformedResponse',
} as const satisfies Record<RemoteErrorKind, string>;

/** A failure's `message` and `words` from its words: what staff read now, and what is kept. */
export const staffMessage = (words: Wording): { readonly message: string; readonly words: Wording } => ({
  message: render(words),
  words,
});

/** The plain words for a failure of this kind. */
export const staffWords = (kind: RemoteErrorKind): { readonly message: string; readonly words: Wording } =>
  staffMessage(wording(STAFF_WORDS[kind]));
