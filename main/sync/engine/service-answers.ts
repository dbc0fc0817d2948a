/**
 * What the service actually answered during a run. A run may call itself a
 * success only if the service answered it: a result, or a refusal of what was
 * asked (400, 422), proves the service is there and took the token; a refused
 * token, a refused connection, a timeout, a 5xx, an unreadable answer or a 404
 * that may be a wrong address prove nothing. `watch` wraps a client so every
 * call's result is noted; the run reads `answered` and the errors seen.
 */
import type { RemoteError, RemoteResult } from '../../remote/errors';
import type { SyncClient } from '../run/context';
import { stopFor, type RunStop } from '../run/failure';

export interface AnswerLog {
  /** True once any request of the run got an answer from the service (see above). */
  readonly answered: boolean;
  /** Errors seen since `errorsSeen()` was last called. */
  errorsSeen(): RemoteError[];
  watch(client: SyncClient): SyncClient;
}

const isAnswer = (result: RemoteResult<unknown, RemoteError>): boolean =>
  result.ok || result.error.kind === 'rejected' || result.error.kind === 'bad-request';

export function answerLog(): AnswerLog {
  let answered = false;
  let errors: RemoteError[] = [];
  const note = <R extends RemoteResult<unknown, RemoteError>>(result: R): R => {
    if (isAnswer(result)) answered = true;
    if (!result.ok) errors.push(result.error);
    return result;
  };
  return {
    get answered() {
      return answered;
    },
    errorsSeen() {
      const seen = errors;
      errors = [];
      return seen;
    },
    watch: (client) => ({
      submitClaim: async (...args) => note(await client.submitClaim(...args)),
      listClaimsByBatch: async (...args) => note(await client.listClaimsByBatch(...args)),
      uploadDocument: async (...args) => note(await client.uploadDocument(...args)),
      getAuthorization: async (...args) => note(await client.getAuthorization(...args)),
    }),
  };
}

/** The batch the cheap check reads; a service that holds no such batch answers an empty list (or 404, read as one). */
const CHECK_BATCH_NO = 'CLAIMDESK-CONNECTION-CHECK';

/**
 * One cheap authenticated read: does the service answer, and accept the token?
 * Undefined when it does; else what stands in the way (the service away, the token
 * refused, an address that is not the service's, or no usable answer).
 */
export async function checkService(client: SyncClient, signal?: AbortSignal): Promise<RunStop | undefined> {
  const result = await client.listClaimsByBatch({ batch_no: CHECK_BATCH_NO }, { signal });
  if (result.ok || isAnswer(result)) return undefined;
  const { error } = result;
  const stop = stopFor(error) ?? (error.kind === 'not-found' ? 'misconfigured' : 'unavailable');
  return { error, stop };
}
