/**
 * The administrator's settings, read from the environment.
 *
 * Either both CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN are set (the configured
 * service) or neither is (the demo, on the embedded simulator). Exactly one of them
 * is an error, never a silent fallback to demo data. The token is sent as a bearer
 * credential, so it may travel in clear only to this machine: other hosts need https.
 */
import { z } from 'zod';

interface ServiceSettings {
  readonly url: string;
  readonly token: string;
}

export interface Settings {
  /** The configured insurer service, or null to run the demo. */
  readonly service: ServiceSettings | null;
}

interface SettingsError {
  readonly code: 'invalid-settings';
  /** One plain sentence per problem, naming the variable; never contains the token. */
  readonly message: string;
}

export type SettingsResult = { ok: true; value: Settings } | { ok: false; error: SettingsError };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const unsetWhenEmpty = (value: unknown): unknown => (value === '' ? undefined : value);

const ServiceUrl = z
  .string()
  .trim()
  .refine((text) => URL.canParse(text), 'CLAIMDESK_SERVICE_URL must be a full address, like https://insurer.example')
  .transform((text) => new URL(text))
  .refine(
    (url) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)),
    'CLAIMDESK_SERVICE_URL must start with https:// (plain http:// is allowed only for this machine)',
  )
  .refine(
    (url) => url.username === '' && url.password === '' && url.search === '' && url.hash === '',
    'CLAIMDESK_SERVICE_URL must not contain a user name, password, query or fragment',
  )
  .transform((url) => url.href.replace(/\/+$/, ''));

const Token = z
  .string()
  .regex(/^[\x21-\x7e]+$/, 'CLAIMDESK_TOKEN must be a single word of printable characters, without spaces');

const Env = z
  .object({
    CLAIMDESK_SERVICE_URL: z.preprocess(unsetWhenEmpty, ServiceUrl.optional()),
    CLAIMDESK_TOKEN: z.preprocess(unsetWhenEmpty, Token.optional()),
  })
  .refine(
    (env) => (env.CLAIMDESK_SERVICE_URL === undefined) === (env.CLAIMDESK_TOKEN === undefined),
    'Set both CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN to use the insurer service, or neither to run the demo',
  );

export function loadSettings(env: Readonly<Record<string, string | undefined>>): SettingsResult {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join('\n');
    return { ok: false, error: { code: 'invalid-settings', message } };
  }
  const { CLAIMDESK_SERVICE_URL: url, CLAIMDESK_TOKEN: token } = parsed.data;
  const service = url !== undefined && token !== undefined ? { url, token } : null;
  return { ok: true, value: { service } };
}
