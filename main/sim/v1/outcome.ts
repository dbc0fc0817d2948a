/** What a /v1 handler answers: the endpoint's typed data, an error, or a cached answer. */
import type { EndpointBody, EndpointData, EndpointName, EndpointParams } from '../../../shared/wire/endpoints';
import type { SimClock } from '../clock';
import type { ErrorData } from '../http/envelope';
import type { Provider } from '../seed/tariffs';
import type { SimState } from '../state';

export type Success<T> = { readonly status: 200; readonly message: readonly string[]; readonly data: T };
export type Failure = {
  readonly status: 400 | 404 | 413 | 415 | 422;
  readonly message: readonly string[];
  readonly data: ErrorData;
};
/** A whole success envelope already serialized (the large tariff list). */
export type Cached = { readonly status: 200; readonly cachedBody: Buffer };
export type Outcome<T> = Success<T> | Failure | Cached;

export interface HandlerContext {
  readonly state: SimState;
  readonly clock: SimClock;
  readonly provider: Provider;
  /** The request body as parsed JSON, before validation. */
  readonly rawBody: unknown;
}

export interface HandlerInput<N extends EndpointName> {
  readonly params: EndpointParams<N>;
  readonly body: EndpointBody<N>;
}

export type Handler<N extends EndpointName> = (input: HandlerInput<N>, ctx: HandlerContext) => Outcome<EndpointData<N>>;

export const ok = <T>(data: T, message: string): Success<T> => ({ status: 200, message: [message], data });

export const fail = (status: Failure['status'], message: string, data: ErrorData = null): Failure => ({
  status,
  message: [message],
  data,
});

export const noRecord = (what: string): Failure => fail(404, `No record found: ${what}`);
