/**
 * The insurer service's address and token, checked as a pair: read from the environment at start, and checked
 * the same way when staff type them into Settings (settings-service.ts, connection-check.ts).
 *
 * Either both CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN are set (the configured
 * service) or neither is (the demo, on the embedded simulator). Exactly one of them
 * is an error, never a silent fallback to demo data. The token is sent as a bearer
 * credential, so it may travel in clear only to this machine: other hosts need https.
 * And it must reach that host alone: no user name, password, query or fragment in the
 * address, and a path (a base the service's /v1/… paths are added to) of plain names
 * only — no `//`, no %-escapes, nothing a proxy or the service could read as another
 * address.
 */
import { z } from 'zod';

interface ServiceSettings {
  readonly url: string;
  readonly token: string;
}

export interface Settings {
  /** The configured insurer service, or null to run the demo. */
  readonly service: ServiceSettings | null;
  /**
   * Where the token came from when it was not typed on this PC (`CLAIMDESK_TOKEN`, `--token`): a policy that
   * requires enrolment does not use it (main/desk/policy/service-gate.ts). Absent: typed here, in the token store.
   */
  readonly route?: string;
}

/** What can be wrong with the pair, worded for the environment here and for the settings form in the catalogue. */
const ENVIRONMENT_WORDS = {
  urlNotFull: 'CLAIMDESK_SERVICE_URL must be a full address, like https://insurer.example',
  urlNotHttps: 'CLAIMDESK_SERVICE_URL must start with https:// (plain http:// is allowed only for this machine)',
  urlHasExtras: 'CLAIMDESK_SERVICE_URL must not contain a user name, password, query or fragment',
  urlPathNotPlain:
    'The path of CLAIMDESK_SERVICE_URL may hold only letters, digits and - . _ ~ between single slashes, like https://insurer.example/api',
  tokenNotOneWord: 'CLAIMDESK_TOKEN must be a single word of printable characters, without spaces',
  bothOrNeither:
    'Set both CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN to use the insurer service, or neither to run the demo',
} as const;
export type SettingsProblem = keyof typeof ENVIRONMENT_WORDS;

export interface SettingsError {
  readonly code: 'invalid-settings';
  /** One plain sentence per problem, naming the variable (for the administrator); never contains the token. */
  readonly message: string;
  readonly problems: readonly SettingsProblem[];
}

export type SettingsResult = { ok: true; value: Settings } | { ok: false; error: SettingsError };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** `/`, or names of unreserved characters each after one slash (`/api/claims/`). */
const PLAIN_PATH = /^(\/[A-Za-z0-9._~-]+)*\/?$/;

const unsetWhenEmpty = (value: unknown): unknown => (value === '' ? undefined : value);

const ServiceUrl = z
  .string()
  .trim()
  .refine((text) => URL.canParse(text), 'urlNotFull' satisfies SettingsProblem)
  .transform((text) => new URL(text))
  .refine(
    (url) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)),
    'urlNotHttps' satisfies SettingsProblem,
  )
  .refine(
    (url) => url.username === '' && url.password === '' && url.search === '' && url.hash === '',
    'urlHasExtras' satisfies SettingsProblem,
  )
  .refine((url) => PLAIN_PATH.test(url.pathname), 'urlPathNotPlain' satisfies SettingsProblem)
  .transform((url) => url.href.replace(/\/+$/, ''));

const Token = z.string().regex(/^[\x21-\x7e]+$/, 'tokenNotOneWord' satisfies SettingsProblem);

const Env = z
  .object({
    CLAIMDESK_SERVICE_URL: z.preprocess(unsetWhenEmpty, ServiceUrl.optional()),
    CLAIMDESK_TOKEN: z.preprocess(unsetWhenEmpty, Token.optional()),
  })
  .refine(
    (env) => (env.CLAIMDESK_SERVICE_URL === undefined) === (env.CLAIMDESK_TOKEN === undefined),
    'bothOrNeither' satisfies SettingsProblem,
  );

/** The environment's settings, marked as coming from it (`route`) when they name a service. */
export function settingsFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  route = 'CLAIMDESK_TOKEN',
): SettingsResult {
  const loaded = loadSettings(env);
  return loaded.ok && loaded.value.service !== null ? { ok: true, value: { ...loaded.value, route } } : loaded;
}

export function loadSettings(env: Readonly<Record<string, string | undefined>>): SettingsResult {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    // Every refinement above names its problem; zod's own messages (a value that is not text) cannot occur for strings.
    const problems = parsed.error.issues.map((issue) => issue.message as SettingsProblem);
    const message = problems.map((problem) => ENVIRONMENT_WORDS[problem]).join('\n');
    return { ok: false, error: { code: 'invalid-settings', message, problems } };
  }
  const { CLAIMDESK_SERVICE_URL: url, CLAIMDESK_TOKEN: token } = parsed.data;
  const service = url !== undefined && token !== undefined ? { url, token } : null;
  return { ok: true, value: { service } };
}
