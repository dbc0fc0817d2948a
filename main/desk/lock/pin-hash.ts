/**
 * A PIN kept only as a slow salted hash: scrypt (node:crypto) with a random 16-byte salt and explicit cost
 * parameters, which are kept with the hash so that a later version may raise them without losing the PINs set
 * before. A PIN is compared with timingSafeEqual. Neither the PIN nor the hash ever leaves the core.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

export const PinHash = z.object({
  algorithm: z.literal('scrypt'),
  N: z.number().int().min(2),
  r: z.number().int().positive(),
  p: z.number().int().positive(),
  salt: z.base64(),
  hash: z.base64(),
});
export type PinHash = z.infer<typeof PinHash>;

/** About 50-100 ms on a reception PC: nothing to staff, a brake on guessing a copied hash. */
export const PIN_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(pin: string, salt: Buffer, cost: Pick<PinHash, 'N' | 'r' | 'p'>): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that for PIN_COST, so give it room.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(pin.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPin(pin: string): Promise<PinHash> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, PIN_COST);
  return { algorithm: 'scrypt', ...PIN_COST, salt: salt.toString('base64'), hash: key.toString('base64') };
}

export async function pinMatches(pin: string, kept: PinHash): Promise<boolean> {
  const expected = Buffer.from(kept.hash, 'base64');
  const key = await derive(pin, Buffer.from(kept.salt, 'base64'), kept);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
