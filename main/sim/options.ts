/** The simulator's options, their defaults and their validation (shared by startSimulator and the CLI). */
import { z } from 'zod';
import { isKnownTimeZone } from './clock';

export const DEFAULT_PORT = 8787;
export const DEFAULT_TOKEN = 'claimdesk-demo-token';
export const DEFAULT_SEED = 20_260_101;

const port = z.number().int('must be a whole number').min(0, 'must be 0–65535').max(65_535, 'must be 0–65535');

export const SimOptionsSchema = z.object({
  port: port.default(DEFAULT_PORT),
  controlPort: port.default(0),
  token: z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, 'must be 8–200 visible ASCII characters without spaces')
    .default(DEFAULT_TOKEN),
  tariffs: z.number().int('must be a whole number').min(0).max(1_000_000, 'must be at most 1000000').default(300),
  otpTtlSeconds: z.number().int('must be whole seconds').min(1, 'must be at least 1').max(86_400).default(300),
  claimPath: z.enum(['claims', 'submit', 'both']).default('both'),
  seed: z.number().int('must be a whole number').min(0).max(0xffff_ffff, 'must fit in 32 bits').default(DEFAULT_SEED),
  timeZone: z.string().refine(isKnownTimeZone, 'must be an IANA time zone, like Africa/Nairobi').default('UTC'),
});

export type SimOptions = z.input<typeof SimOptionsSchema>;
export type ResolvedSimOptions = z.output<typeof SimOptionsSchema>;
