/**
 * One HTTP exchange over a keep-alive undici Pool, reduced to data: either a
 * complete response (status and body bytes) or a failure that says whether the
 * request may have been written to the socket. The promise never rejects.
 *
 * Every exchange is bounded: the connect timeout, headers and body timeouts,
 * and an overall deadline (one timer), beside the caller's abort signal. "Sent"
 * is set when undici hands the request to a connected socket (onRequestStart),
 * just before writing it; a failure before that point is known not to have
 * reached the service. undici loads with the first exchange, not with the desk:
 * a large package, and the desk's first screen needs none of it.
 */
import type { Dispatcher, Pool } from 'undici';

export type TransportFailure = 'offline' | 'timeout' | 'connection-lost' | 'cancelled' | 'malformed-response';

export type TransportOutcome =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly body: Buffer;
      /** The headers a busy answer is read by (retry-after.ts): Retry-After and the answer's Date. */
      readonly retryAfter?: string;
      readonly date?: string;
    }
  | {
      readonly kind: 'failure';
      readonly failure: TransportFailure;
      readonly sent: boolean;
      /** The error code, when undici or the socket gave one. */
      readonly detail?: string;
    };

interface TransportOptions {
  readonly timeoutMs: number;
  readonly connections: number;
  readonly maxResponseBytes: number;
}

interface TransportRequest {
  readonly method: 'GET' | 'POST';
  /** Path and query, already including any base path. */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly signal?: AbortSignal;
}

interface Transport {
  send(request: TransportRequest): Promise<TransportOutcome>;
  close(): Promise<void>;
}

/** Node and undici error codes meaning the service could not be reached at all. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const UNPARSEABLE = new Set(['UND_ERR_RES_EXCEEDED_MAX_SIZE', 'UND_ERR_HEADERS_OVERFLOW']);

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';

function classify(error: unknown, sent: boolean): TransportFailure {
  const code = codeOf(error);
  if (!sent && UNREACHABLE.has(code)) return 'offline';
  if (TIMED_OUT.has(code)) return 'timeout';
  if (UNPARSEABLE.has(code) || code.startsWith('HPE_')) return 'malformed-response';
  return sent ? 'connection-lost' : 'offline';
}

/** One header's value as text (the first, when it came more than once). */
const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export function createTransport(origin: string, options: TransportOptions): Transport {
  let pool: Promise<Pool> | undefined;
  let closed = false;
  const connections = (): Promise<Pool> =>
    (pool ??= import('undici').then(
      ({ Pool }) =>
        new Pool(origin, {
          connections: options.connections,
          connect: { timeout: options.timeoutMs },
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
          maxResponseSize: options.maxResponseBytes,
        }),
    ));

  function send(request: TransportRequest): Promise<TransportOutcome> {
    const callerSignal = request.signal;
    return new Promise<TransportOutcome>((resolve) => {
      let sent = false;
      let settled = false;
      let controller: Dispatcher.DispatchController | undefined;
      let status = 0;
      let retryAfter: string | undefined;
      let date: string | undefined;
      const chunks: Buffer[] = [];

      const settle = (outcome: TransportOutcome): void => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        callerSignal?.removeEventListener('abort', onCancel);
        resolve(outcome);
      };
      const fail = (failure: TransportFailure, detail?: string): void =>
        settle({ kind: 'failure', failure, sent, detail });
      const stop = (failure: 'cancelled' | 'timeout', reason: Error): void => {
        fail(failure);
        controller?.abort(reason);
      };

      // One timer and one listener per exchange: AbortSignal.timeout + AbortSignal.any cost
      // several times more per request, which shows when a queue of claims is flushed.
      const deadline = setTimeout(() => {
        stop('timeout', new Error(`no complete answer within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      function onCancel(): void {
        stop('cancelled', callerSignal?.reason instanceof Error ? callerSignal.reason : new Error('cancelled'));
      }
      if (callerSignal?.aborted) {
        onCancel();
        return;
      }
      callerSignal?.addEventListener('abort', onCancel);

      const handler: Dispatcher.DispatchHandler = {
        onRequestStart(started) {
          controller = started;
          if (settled) started.abort(new Error('the exchange already ended'));
          else sent = true;
        },
        onResponseStart(_controller, statusCode, headers) {
          status = statusCode;
          retryAfter = headerText(headers['retry-after']);
          date = headerText(headers.date);
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          settle({ kind: 'response', status, body: Buffer.concat(chunks), retryAfter, date });
        },
        onResponseError(_controller, error) {
          fail(classify(error, sent), codeOf(error) || error.name);
        },
      };

      if (closed) {
        fail('offline', 'closed');
        return;
      }
      connections().then(
        (ready) => {
          if (settled) return;
          try {
            ready.dispatch(
              { path: request.path, method: request.method, headers: request.headers, body: request.body ?? null },
              handler,
            );
          } catch (error) {
            fail(classify(error, sent), codeOf(error) || 'dispatch');
          }
        },
        (error: unknown) => fail('offline', error instanceof Error ? error.message : String(error)),
      );
    });
  }

  return {
    send,
    close: async () => {
      closed = true;
      await (await pool)?.close();
    },
  };
}
