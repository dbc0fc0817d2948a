/**
 * The client of the insurer's /v1 service: one typed method per entry of the
 * endpoint table, all going through `call`, which
 *   1. validates path parameters and body against the contract (a bad one is an
 *      `invalid-request` error and is never sent),
 *   2. sends over one keep-alive pool with a bounded time (see transport.ts),
 *   3. validates the answer (see interpret.ts) and
 *   4. logs one entry per HTTP attempt: endpoint, method, route template,
 *      status, outcome and duration — never the token, bodies, path parameters
 *      or response data.
 * Methods never reject: every outcome is a RemoteResult.
 */
import {
  buildPath,
  endpoints,
  type ClaimSubmitPath,
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointParams,
  type HttpMethod,
} from '../../shared/wire/endpoints';
import { createClaimPathResolver, type ClaimPathSetting } from './claim-path';
import { staffWords, type RemoteError, type RemoteErrorKind, type RemoteResult } from './errors';
import { describeIssues, interpret } from './interpret';
import { createTransport } from './transport';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_CONNECTIONS = 4;
/** A bound on any answer; the largest is a provider's whole tariff list (about 150 MB for 1,000,000 tariffs). */
const MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

export interface RemoteLogEntry {
  readonly endpoint: EndpointName;
  readonly method: HttpMethod;
  /** The path template (e.g. /v1/members/{card_no}), never the filled-in path. */
  readonly route: string;
  readonly status?: number;
  readonly outcome: 'ok' | RemoteErrorKind;
  readonly durationMs: number;
}

export interface RemoteClientOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs?: number;
  readonly connections?: number;
  readonly claimPath?: ClaimPathSetting;
  readonly onClaimPathDetected?: (path: ClaimSubmitPath) => void;
  readonly log?: (entry: RemoteLogEntry) => void;
}

interface CallOptions {
  readonly signal?: AbortSignal;
}

export type EndpointResult<N extends EndpointName> = RemoteResult<EndpointData<N>, RemoteError<N>>;

type MethodArgs<N extends EndpointName> =
  EndpointBody<N> extends undefined
    ? string extends keyof EndpointParams<N>
      ? [opts?: CallOptions]
      : [params: EndpointParams<N>, opts?: CallOptions]
    : [body: EndpointBody<N>, opts?: CallOptions];

type RemoteMethods = {
  readonly [N in EndpointName]: (...args: MethodArgs<N>) => Promise<EndpointResult<N>>;
};

export interface RemoteClient extends RemoteMethods {
  call<N extends EndpointName>(
    name: N,
    params: EndpointParams<N>,
    body: EndpointBody<N>,
    opts?: CallOptions,
  ): Promise<EndpointResult<N>>;
  /** The claim submission path in use: the configured one, or the remembered one in 'auto' mode. */
  claimPath(): ClaimSubmitPath;
  close(): Promise<void>;
}

export function createRemoteClient(options: RemoteClientOptions): RemoteClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const transport = createTransport(base.origin, {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    connections: options.connections ?? DEFAULT_CONNECTIONS,
    maxResponseBytes: MAX_RESPONSE_BYTES,
  });
  const claimPaths = createClaimPathResolver(options.claimPath ?? 'auto', options.onClaimPathDetected);
  const authorization = `Bearer ${options.token}`;

  const record = (entry: RemoteLogEntry): void => options.log?.(entry);

  async function exchange<N extends EndpointName>(
    name: N,
    route: string,
    params: Record<string, string>,
    body: unknown,
    opts: CallOptions,
  ): Promise<EndpointResult<N>> {
    const { method } = endpoints[name];
    const started = performance.now();
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const outcome = await transport.send({
      method,
      path: basePath + buildPath(route, params),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
    });
    const result = interpret(name, outcome);
    record({
      endpoint: name,
      method,
      route,
      status: outcome.kind === 'response' ? outcome.status : undefined,
      outcome: result.ok ? 'ok' : result.error.kind,
      durationMs: Math.round(performance.now() - started),
    });
    return result;
  }

  function invalid<N extends EndpointName>(name: N, issues: string[]): EndpointResult<N> {
    const { method, path } = endpoints[name];
    record({ endpoint: name, method, route: path, outcome: 'invalid-request', durationMs: 0 });
    const error: RemoteError<N> = {
      kind: 'invalid-request',
      endpoint: name,
      ...staffWords('invalid-request'),
      serviceMessages: [],
      requestSent: false,
      issues,
    };
    return { ok: false, error };
  }

  async function callUnchecked<N extends EndpointName>(
    name: N,
    params: unknown,
    body: unknown,
    opts: CallOptions = {},
  ): Promise<EndpointResult<N>> {
    const spec = endpoints[name];
    const parsedParams = spec.params.safeParse(params ?? {});
    if (!parsedParams.success) return invalid(name, describeIssues('params', parsedParams.error));
    const parsedBody = spec.body?.safeParse(body);
    if (parsedBody && !parsedBody.success) return invalid(name, describeIssues('body', parsedBody.error));
    const filled = parsedParams.data as Record<string, string>;
    const payload = parsedBody?.data;

    if (name !== 'submitClaim') return exchange(name, spec.path, filled, payload, opts);
    const submitted = await claimPaths.submit((path) => exchange('submitClaim', path, filled, payload, opts));
    return submitted as EndpointResult<N>;
  }

  const methodFor = (name: EndpointName) => {
    const spec = endpoints[name];
    const takesParams = Object.keys(spec.params.shape).length > 0;
    return (...args: unknown[]) => {
      const [input, opts] = args as [unknown, CallOptions | undefined];
      if (spec.body) return callUnchecked(name, {}, input, opts);
      if (takesParams) return callUnchecked(name, input, undefined, opts);
      return callUnchecked(name, {}, undefined, input as CallOptions | undefined);
    };
  };
  const methods = Object.fromEntries(
    (Object.keys(endpoints) as EndpointName[]).map((name) => [name, methodFor(name)]),
  ) as unknown as RemoteMethods;

  return {
    ...methods,
    call: (name, params, body, opts) => callUnchecked(name, params, body, opts),
    claimPath: () => claimPaths.current(),
    close: () => transport.close(),
  };
}
