/** The simulator's options, their defaults and their validation (shared by startSimulator and the CLI). */
import { z } from 'zod';
import { isKnownTimeZone } from './clock';
import { RetryAfterForm } from './faults';

export const DEFAULT_PORT = 8787;
export const DEFAULT_TOKEN = 'claimdesk-demo-token';
export const DEFAULT_SEED = 20_260_101;

const port = z.number().int('must be a whole number').min(0, 'must be 0–65535').max(65_535, 'must be 0–65535');

/** One of a few words, with a message that lists them (the CLI puts the flag's name in front). */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')}, not ${JSON.stringify(issue.input)}` });

/**
 * The personality: how the simulator plays the points the service document leaves
 * open, so the desk can be tested against each reasonable reading (docs/testing.md, "The simulated insurer service").
 */
const personality = {
  /** A breakup line's `amount`: a unit price (claim = Σ quantity × amount) or the line's total (claim = Σ amount). */
  lineAmount: choice(['unit', 'total']).default('unit'),
  /** The recorded claimed amount: the sum itself, or the sum less 10 %, rounded down to whole units. */
  claimedAmount: choice(['exact', 'adjusted']).default('exact'),
  /** How claim summaries spell member_name; member lookup always answers the name as stored. */
  memberNames: choice(['as-stored', 'upper', 'surname-first']).default('as-stored'),
  /** How card numbers are written: "CD-1000017" or "CD1000017" (the document gives no format). */
  cardNumbers: choice(['dashed', 'plain']).default('dashed'),
};

export const SimOptionsSchema = z.object({
  port: port.default(DEFAULT_PORT),
  controlPort: port.default(0),
  token: z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, 'must be 8–200 visible ASCII characters without spaces')
    .default(DEFAULT_TOKEN),
  tariffs: z.number().int('must be a whole number').min(0).max(1_000_000, 'must be at most 1000000').default(300),
  otpTtlSeconds: z.number().int('must be whole seconds').min(1, 'must be at least 1').max(86_400).default(300),
  /**
   * Wrong codes a visit takes before the insurer spends it (its 422 then says how many are left); 0, the
   * default, counts none: the document shows no limit and no count (docs/service-choices.md).
   */
  otpAttempts: z.number().int('must be a whole number').min(0).max(100, 'must be at most 100').default(0),
  claimPath: choice(['claims', 'submit', 'both']).default('both'),
  seed: z.number().int('must be a whole number').min(0).max(0xffff_ffff, 'must fit in 32 bits').default(DEFAULT_SEED),
  timeZone: z.string().refine(isKnownTimeZone, 'must be an IANA time zone, like Africa/Nairobi').default('UTC'),
  /** Rate limiting from the start (faults.ts `rateLimit`): every N-th request answered 429; 0 is off. */
  rateLimit: z
    .number()
    .int('must be a whole number')
    .refine((every) => every === 0 || every >= 2, 'must be 0 (off) or at least 2')
    .pipe(z.number().max(1_000_000))
    .default(0),
  retryAfter: RetryAfterForm.default('2'),
  ...personality,
});

export type SimOptions = z.input<typeof SimOptionsSchema>;
export type ResolvedSimOptions = z.output<typeof SimOptionsSchema>;

export const PersonalitySchema = z.object(personality);
export type Personality = z.output<typeof PersonalitySchema>;
export const DEFAULT_PERSONALITY: Readonly<Personality> = Object.freeze(PersonalitySchema.parse({}));

/** The personality part of resolved options. */
export function personalityOf(options: ResolvedSimOptions): Personality {
  const { lineAmount, claimedAmount, memberNames, cardNumbers } = options;
  return { lineAmount, claimedAmount, memberNames, cardNumbers };
}
