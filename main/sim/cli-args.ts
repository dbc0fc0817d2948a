/** Parses the simulator CLI's flags into SimOptions, with messages naming the flag at fault. */
import {
  DEFAULT_PERSONALITY,
  DEFAULT_PORT,
  DEFAULT_SEED,
  DEFAULT_TOKEN,
  PersonalitySchema,
  SimOptionsSchema,
  type Personality,
  type SimOptions,
} from './options';

export type CliCommand =
  | { readonly kind: 'run'; readonly options: SimOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

interface Flag {
  readonly option: keyof SimOptions;
  readonly numeric: boolean;
}

const FLAGS: Readonly<Record<string, Flag>> = {
  '--port': { option: 'port', numeric: true },
  '--control-port': { option: 'controlPort', numeric: true },
  '--token': { option: 'token', numeric: false },
  '--tariffs': { option: 'tariffs', numeric: true },
  '--otp-ttl': { option: 'otpTtlSeconds', numeric: true },
  '--otp-attempts': { option: 'otpAttempts', numeric: true },
  '--claim-path': { option: 'claimPath', numeric: false },
  '--seed': { option: 'seed', numeric: true },
  '--time-zone': { option: 'timeZone', numeric: false },
  '--line-amount': { option: 'lineAmount', numeric: false },
  '--claimed-amount': { option: 'claimedAmount', numeric: false },
  '--member-names': { option: 'memberNames', numeric: false },
  '--card-numbers': { option: 'cardNumbers', numeric: false },
  '--rate-limit': { option: 'rateLimit', numeric: true },
  '--retry-after': { option: 'retryAfter', numeric: false },
};

export const USAGE = `Usage: npm run sim -- [flags]

Runs the simulated insurer service on 127.0.0.1 until Ctrl+C.

  --port N                 service port (default ${DEFAULT_PORT}; 0 picks a free one)
  --control-port N         port of the /__sim/ control listener (default 0: a free one)
  --token TEXT             bearer token of provider PRV-001 (default ${DEFAULT_TOKEN})
  --tariffs N              seeded tariffs per provider (default 300)
  --otp-ttl SECONDS        OTP lifetime (default 300)
  --otp-attempts N         wrong codes a visit takes, each 422 saying how many are left (default 0: no limit)
  --claim-path MODE        claims | submit | both: where claims are accepted (default both)
  --seed N                 seed of the generated data (default ${DEFAULT_SEED})
  --time-zone ZONE         IANA zone of otp_expire_at (default UTC)
  --rate-limit N           answer every N-th request 429 Too Many Requests, not applied (default 0: off)
  --retry-after FORM       the 429's Retry-After: SECONDS (2), date:SECONDS (an HTTP-date) or none (default 2)

Personality (readings of what the service document leaves open):
  --line-amount MODE       unit | total: a line's amount is a unit price or the line total (default unit)
  --claimed-amount MODE    exact | adjusted: record the sum, or 10 % less rounded down (default exact)
  --member-names MODE      as-stored | upper | surname-first: member_name in claim reads (default as-stored)
  --card-numbers MODE      dashed | plain: card numbers written CD-1000017 or CD1000017 (default dashed)

  --help                   this text`;

export function parseCliArgs(argv: readonly string[]): CliCommand {
  const raw: Record<string, string | number> = {};
  const flagOf: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const [name = '', inline] = arg.startsWith('--') && arg.includes('=') ? splitOnce(arg) : [arg, undefined];
    const flag = FLAGS[name];
    if (!flag) return { kind: 'error', message: `unknown flag ${arg}` };
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      return { kind: 'error', message: `${name} needs a value` };
    }
    if (flag.numeric && !/^\d+$/.test(value))
      return { kind: 'error', message: `${name} must be a whole number, not "${value}"` };
    raw[flag.option] = flag.numeric ? Number(value) : value;
    flagOf[flag.option] = name;
  }
  const parsed = SimOptionsSchema.safeParse(raw);
  if (!parsed.success) {
    const messages = parsed.error.issues.map(
      (issue) => `${flagOf[String(issue.path[0])] ?? 'option'} ${issue.message}`,
    );
    return { kind: 'error', message: messages.join('; ') };
  }
  return { kind: 'run', options: parsed.data };
}

function splitOnce(arg: string): [string, string] {
  const at = arg.indexOf('=');
  return [arg.slice(0, at), arg.slice(at + 1)];
}

/** The banner line naming the personality, or undefined when it is the default one. */
export function personalityLine(options: SimOptions): string | undefined {
  const personality = PersonalitySchema.parse(options);
  const keys = Object.keys(DEFAULT_PERSONALITY) as (keyof Personality)[];
  if (keys.every((key) => personality[key] === DEFAULT_PERSONALITY[key])) return undefined;
  const flagOf = (key: keyof Personality) => Object.entries(FLAGS).find(([, flag]) => flag.option === key)?.[0] ?? key;
  return `Personality: ${keys.map((key) => `${flagOf(key)} ${personality[key]}`).join(' ')}`;
}
