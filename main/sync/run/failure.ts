/**
 * What a failed request means for the item it carried, and for the run.
 *
 * - `refused`: the service definitely refused this item (400, 413, 415, 422, our
 *   own validation; a 404 on a document upload): a person must act, the queue
 *   moves on.
 * - `not-applied`: nothing reached or changed the service; the item goes back to
 *   waiting. With `stop`, the run stops too (offline, token refused, no claim
 *   endpoint, or ClaimDesk is stopping).
 * - `in-doubt`: the service may have acted (timeout, lost connection, 5xx,
 *   malformed answer: `mayHaveBeenApplied`).
 *
 * Busy (429 Too Many Requests, 503 Service Unavailable, 408 Request Timeout):
 * HTTP's "not processed, ask again later". The item goes back to waiting and
 * the whole run stops (`busy`): the engine waits what Retry-After asked before
 * anything else is sent. A claim answered busy is sent again only after its
 * batch has been read once more (sending/read-before-send.ts), so that a service that
 * took it anyway shows its copy and the look-alike check holds the claim for a
 * person instead of sending it twice (docs/service-choices.md, "Rate
 * limits"). Every other 5xx (500, 502, 504: a gateway may have
 * forwarded it) stays in doubt.
 */
import type { StoredMessage } from '../../i18n/words';
import { mayHaveBeenApplied, type RemoteError } from '../../remote/errors';

/**
 * `unavailable`: too many items in a row were left waiting by service errors; the run backs off.
 * `busy`: the service asked ClaimDesk to slow down; the next run waits what it asked.
 */
type RunStopKind = 'offline' | 'auth' | 'busy' | 'misconfigured' | 'unavailable' | 'stopping';

export type Verdict =
  | { readonly kind: 'refused'; readonly messages: readonly StoredMessage[] }
  | { readonly kind: 'not-applied'; readonly stop?: RunStopKind }
  | { readonly kind: 'in-doubt' };

type ItemKind = 'claim' | 'document';

/** The insurer's own words when it gave any (kept as it wrote them), else ClaimDesk's. */
export const serviceWords = (error: RemoteError): StoredMessage[] =>
  error.serviceMessages.length > 0 ? [...error.serviceMessages] : [error.words];

export function judgeFailure(error: RemoteError, item: ItemKind): Verdict {
  switch (error.kind) {
    case 'offline':
      return { kind: 'not-applied', stop: 'offline' };
    case 'unauthorized':
      return { kind: 'not-applied', stop: 'auth' };
    case 'busy':
      return { kind: 'not-applied', stop: 'busy' };
    case 'invalid-request':
      return { kind: 'refused', messages: [error.words, ...error.issues] };
    case 'rejected':
    case 'bad-request':
      return { kind: 'refused', messages: serviceWords(error) };
    case 'not-found':
      // A claim's 404 means neither claim path exists (the client tried both); a document's, that the claim is unknown.
      return item === 'claim'
        ? { kind: 'not-applied', stop: 'misconfigured' }
        : { kind: 'refused', messages: serviceWords(error) };
    case 'cancelled':
      return error.requestSent ? { kind: 'in-doubt' } : { kind: 'not-applied', stop: 'stopping' };
    case 'server-error':
    case 'timeout':
    case 'connection-lost':
    case 'unexpected-status':
    case 'malformed-response':
      return inDoubtUnlessUnsent(error);
  }
}

/**
 * What stops a whole run whatever the request was (the service is away, refuses the token, asks to slow
 * down, or ClaimDesk is stopping): the stops a document's failure can make, since a document's 404 is its own.
 */
export function stopFor(error: RemoteError): RunStopKind | undefined {
  const verdict = judgeFailure(error, 'document');
  return verdict.kind === 'not-applied' ? verdict.stop : undefined;
}

const inDoubtUnlessUnsent = (error: RemoteError): Verdict =>
  mayHaveBeenApplied(error) ? { kind: 'in-doubt' } : { kind: 'not-applied' };

/** A run stopped, or an item left waiting, because of the service: what the UI shows. */
export interface ItemTrouble {
  readonly error: RemoteError;
  readonly stop?: RunStopKind;
}

/** A trouble that stops the run. */
export type RunStop = ItemTrouble & { readonly stop: RunStopKind };
