/**
 * The simulated insurer service: a service listener (the /v1 endpoints and the
 * /__sim/ hooks, subject to faults and to being "down") and an always-on control
 * listener (the /__sim/ hooks only). Both on 127.0.0.1. The hooks ask for the primary token.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createClock } from './clock';
import { NO_FAULTS, SimFaultsPatch, planFaults, HOOK_PREFIX, type RateTally, type SimFaults } from './faults';
import { answerHook, type SimControl } from './hooks';
import { delay, readBody, sendJson } from './http/io';
import { HOST, openListener, type Listener } from './http/listener';
import { createRouter } from './http/router';
import { validate } from './http/validate';
import { personalityOf, SimOptionsSchema, type SimOptions } from './options';
import { forkPrng } from './prng';
import { restored, snapshotOf, type SimMemory } from './memory';
import { PROVIDERS } from './seed/tariffs';
import { createSimState, providerById, type SimConfig, type SimState } from './state';
import { answerV1, errorReply, type Reply, type V1Runtime } from './v1/answer';
import { tariffListAnswer } from './v1/tariffs';

export type { SimOptions } from './options';
export type { SimFaults } from './faults';

export interface RunningSim {
  readonly url: string;
  readonly controlUrl: string;
  readonly token: string;
  /** token → provider_id, for every provider. */
  readonly tokens: Readonly<Record<string, string>>;
  readonly port: number;
  setFaults(faults: Partial<SimFaults>): SimFaults;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `memory`: where what the service was told is kept across a restart (the embedded demo's, main/sim/memory.ts);
 * without it the simulator starts from its seed every time, as the tests want.
 */
export async function startSimulator(options: SimOptions = {}, memory?: SimMemory): Promise<RunningSim> {
  const parsed = validate(SimOptionsSchema, options);
  if (!parsed.ok) throw new RangeError(`invalid simulator options: ${parsed.messages.join('; ')}`);
  const config = parsed.value;
  const stateConfig: SimConfig = {
    seed: config.seed,
    tariffsPerProvider: config.tariffs,
    otpTtlSeconds: config.otpTtlSeconds,
    otpAttempts: config.otpAttempts,
    personality: personalityOf(config),
  };

  const clock = createClock(config.timeZone);
  const tokens: Record<string, string> = {};
  PROVIDERS.forEach((provider, index) => {
    tokens[index === 0 ? config.token : `${config.token}-${provider.id.toLowerCase()}`] = provider.id;
  });

  /** A seeded state with the primary provider's tariff list already serialized, so even a first 100k-tariff read is fast. */
  const freshState = (previous?: SimState): SimState => {
    const seeded = createSimState(stateConfig, previous);
    if (PROVIDERS[0]) tariffListAnswer(seeded, PROVIDERS[0]);
    return seeded;
  };
  let state = restored(freshState(), memory?.load());
  const remember = (): void => memory?.save(snapshotOf(state));
  /** A /v1 answer; what a request other than a read told the service is remembered before it is answered. */
  const answered = (req: IncomingMessage, path: string, bodyText: string): Reply => {
    const method = req.method ?? 'GET';
    const reply = answerV1({ method, path, headers: req.headers, bodyText }, v1);
    if (method !== 'GET') remember();
    return reply;
  };
  /** The faults at start and after a reset: none, but the rate limiting the options switched on. */
  const initialFaults: SimFaults = {
    ...NO_FAULTS,
    rateLimit: config.rateLimit > 0 ? { every: config.rateLimit, retryAfter: config.retryAfter } : null,
  };
  let faults: SimFaults = { ...initialFaults };
  let faultPrng = forkPrng(config.seed, 'faults');
  let rateTally: RateTally = { seen: 0 };

  const applyFaults = (patch: Partial<SimFaults>, spare?: IncomingMessage['socket']): SimFaults => {
    const checked = validate(SimFaultsPatch, patch);
    if (!checked.ok) throw new RangeError(`invalid faults: ${checked.messages.join('; ')}`);
    if (checked.value.rateLimit !== undefined) rateTally = { seen: 0 };
    faults = { ...faults, ...checked.value };
    if (faults.down) service.down(spare);
    return { ...faults };
  };
  const switchedOn = async (): Promise<void> => {
    if (!faults.down) await service.up();
  };

  const control: SimControl = {
    state: () => state,
    clock,
    faults: () => ({ ...faults }),
    setFaults: async (patch, socket) => {
      const next = applyFaults(patch, socket);
      await switchedOn();
      return next;
    },
    reset: async () => {
      state = freshState(state);
      faults = { ...initialFaults };
      faultPrng = forkPrng(config.seed, 'faults');
      rateTally = { seen: 0 };
      clock.reset();
      remember();
      await switchedOn();
    },
  };

  const v1: V1Runtime = {
    route: createRouter(config.claimPath),
    providerOfToken: (token) => {
      const id = tokens[token];
      return id === undefined ? undefined : providerById(id);
    },
    state: () => state,
    clock,
  };

  const serveHook = async (req: IncomingMessage, res: ServerResponse, path: string, bodyText: string) => {
    if (!hookAllowed(req.headers.authorization, config.token)) {
      sendJson(res, 401, JSON.stringify({ error: HOOK_REFUSED }), { 'WWW-Authenticate': 'Bearer' });
      return;
    }
    const reply = await answerHook(req.method ?? 'GET', path, bodyText, control, req.socket);
    sendJson(res, reply.status, JSON.stringify(reply.json), reply.headers);
  };

  const serveService = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = pathOf(req.url);
    const body = await readBody(req);
    if (path.startsWith(HOOK_PREFIX)) {
      if (body.tooLarge) sendJson(res, 413, JSON.stringify({ error: 'body too large' }));
      else await serveHook(req, res, path, body.text);
      return;
    }
    const plan = planFaults(faults, path, faultPrng, rateTally, clock.now());
    if (plan && plan.latencyMs > 0) {
      await delay(plan.latencyMs);
      if (req.socket.destroyed) return;
    }
    if (plan?.rateLimited) {
      if (plan.rateLimitApplied && !body.tooLarge) answered(req, path, body.text);
      send(res, errorReply(429, 'Too many requests (simulated rate limit)', plan.rateLimited));
      return;
    }
    if (plan?.serverError) {
      const status = faults.serverErrorStatus;
      send(
        res,
        errorReply(
          status,
          status === 503
            ? 'Service temporarily unavailable (simulated fault)'
            : 'Internal server error (simulated fault)',
        ),
      );
      return;
    }
    if (plan?.refuse) {
      send(res, errorReply(plan.refuse.status, plan.refuse.message));
      return;
    }
    const reply: Reply = body.tooLarge
      ? errorReply(413, 'The request body is larger than 16 MiB')
      : answered(req, path, body.text);
    if (plan?.dropAfterCommit) req.socket.destroy();
    else if (plan?.malformed) sendJson(res, 200, truncated(reply.body));
    else send(res, reply);
  };

  const serveControl = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = pathOf(req.url);
    const body = await readBody(req);
    if (path.startsWith(HOOK_PREFIX) && !body.tooLarge) await serveHook(req, res, path, body.text);
    else send(res, errorReply(404, 'The control listener serves /__sim/ hooks only'));
  };

  const service: Listener = await openListener(config.port, guard(serveService));
  const controlListener = await openListener(config.controlPort, guard(serveControl));

  return {
    url: `http://${HOST}:${service.port}`,
    controlUrl: `http://${HOST}:${controlListener.port}`,
    token: config.token,
    tokens: Object.freeze({ ...tokens }),
    port: service.port,
    setFaults: (patch) => {
      const next = applyFaults(patch);
      // Reopening fails only if another process took the port while down; the service then stays down.
      switchedOn().catch(() => undefined);
      return next;
    },
    reset: () => control.reset(),
    close: async () => {
      await Promise.all([service.close(), controlListener.close()]);
    },
  };
}

const HOOK_REFUSED = "The /__sim/ hooks answer only with the simulator's token: Authorization: Bearer <token>";

/**
 * The hooks read every OTP sent and change what the service says: only whoever has the simulator's (primary)
 * token may call them, not any program on this computer.
 */
function hookAllowed(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

function send(res: ServerResponse, reply: Reply): void {
  sendJson(res, reply.status, reply.body, reply.headers);
}

/** The first half of an answer: JSON that stops mid-way. */
function truncated(body: string | Buffer): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2)));
}

/** Turns a failure of the serving code itself into a 500 instead of an unhandled rejection. */
function guard(serve: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    serve(req, res).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      if (res.headersSent) res.destroy();
      else send(res, errorReply(500, `Internal simulator error: ${reason}`));
    });
  };
}
