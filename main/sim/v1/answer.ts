/**
 * Answers one /v1 request, in this order: route (404/405/400 on a bad path),
 * bearer token (401), body (400 on a non-JSON content type, on bad JSON or on a
 * schema violation), then the endpoint's handler. Never throws: an unexpected
 * error is a 500 in the envelope.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { endpoints, type EndpointName } from '../../../shared/wire/endpoints';
import type { SimClock } from '../clock';
import { envelopeText } from '../http/envelope';
import type { RouteMatch } from '../http/router';
import { validate } from '../http/validate';
import type { Provider } from '../seed/tariffs';
import type { SimState } from '../state';
import { bodyPreparers, handlers } from './handlers';
import type { Handler, Outcome } from './outcome';

export interface V1Request {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly bodyText: string;
}

export interface Reply {
  readonly status: number;
  readonly body: string | Buffer;
  readonly headers?: Record<string, string>;
}

export interface V1Runtime {
  readonly route: (method: string, path: string) => RouteMatch;
  readonly providerOfToken: (token: string) => Provider | undefined;
  readonly state: () => SimState;
  readonly clock: SimClock;
}

export const errorReply = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: envelopeText(status, [message], null),
  headers,
});

export function answerV1(request: V1Request, runtime: V1Runtime): Reply {
  try {
    return answer(request, runtime);
  } catch (error) {
    return errorReply(500, `Internal simulator error: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function answer(request: V1Request, runtime: V1Runtime): Reply {
  const match = runtime.route(request.method, request.path);
  if (match.kind === 'not-found') return errorReply(404, `Route not found: ${request.method} ${request.path}`);
  if (match.kind === 'bad-path') return errorReply(400, 'The path has a malformed percent-encoding');
  if (match.kind === 'method-not-allowed') {
    return errorReply(405, `Method ${request.method} not allowed on ${request.path}`, {
      Allow: match.allowed.join(', '),
    });
  }
  const provider = authenticate(request.headers.authorization, runtime);
  if (!provider) {
    const message = request.headers.authorization ? 'Invalid bearer token' : 'Missing Authorization: Bearer token';
    return errorReply(401, message, { 'WWW-Authenticate': 'Bearer' });
  }
  return dispatch(match.name, match.params, request, provider, runtime);
}

function authenticate(header: string | undefined, runtime: V1Runtime): Provider | undefined {
  const token = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return token ? runtime.providerOfToken(token) : undefined;
}

function dispatch(
  name: EndpointName,
  rawParams: Record<string, string>,
  request: V1Request,
  provider: Provider,
  runtime: V1Runtime,
): Reply {
  const spec = endpoints[name];
  const params = validate(spec.params, rawParams);
  if (!params.ok) return { status: 400, body: envelopeText(400, params.messages, null) };
  let rawBody: unknown = null;
  let body: unknown;
  if (spec.body) {
    const parsed = parseJsonBody(request);
    if ('error' in parsed) return parsed.error;
    rawBody = parsed.value;
    const prepare = bodyPreparers[name];
    const checked = validate(spec.body, prepare ? prepare(rawBody) : rawBody);
    if (!checked.ok) return { status: 400, body: envelopeText(400, checked.messages, null) };
    body = checked.value;
  }
  const handler = handlers[name] as Handler<EndpointName>;
  const outcome = handler({ params: params.value, body } as Parameters<Handler<EndpointName>>[0], {
    state: runtime.state(),
    clock: runtime.clock,
    provider,
    rawBody,
  });
  return serialize(outcome);
}

function parseJsonBody(request: V1Request): { value: unknown } | { error: Reply } {
  const type = request.headers['content-type'];
  if (type !== undefined && !isJsonType(type)) {
    return { error: errorReply(400, `Content-Type must be application/json, not ${type}`) };
  }
  if (request.bodyText.trim() === '') return { error: errorReply(400, 'A JSON body is required') };
  try {
    return { value: JSON.parse(request.bodyText) as unknown };
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : 'unreadable';
    return { error: errorReply(400, `The body is not valid JSON: ${reason}`) };
  }
}

function isJsonType(type: string): boolean {
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === 'application/json' || /^application\/[\w.-]+\+json$/.test(essence);
}

function serialize(outcome: Outcome<unknown>): Reply {
  if ('cachedBody' in outcome) return { status: outcome.status, body: outcome.cachedBody };
  return { status: outcome.status, body: envelopeText(outcome.status, outcome.message, outcome.data) };
}
