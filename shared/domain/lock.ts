/**
 * The locked screen (main/desk/lock): whether the desk is locked, whether staff have set a PIN, how long the
 * page waits before it locks by itself, and, after too many wrong PINs, when a PIN may be tried again. With two
 * or more people (main/desk/people) the screen asks who is at the desk first: each person's wait is her own.
 */
import { z } from 'zod';

/** A person on the locked screen: her name, and until when none of her PINs is tried (null: now). */
export const LockPerson = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  retryAt: z.iso.datetime().nullable(),
});
export type LockPerson = z.infer<typeof LockPerson>;

export const LockStatus = z.object({
  locked: z.boolean(),
  pinSet: z.boolean(),
  /** Minutes without a key, a click or a touch before the page locks (the `lock` setting). */
  idleMinutes: z.number().int().positive(),
  /**
   * When a PIN may be tried again after too many wrong ones; null when it may be tried now. With two or more
   * people, null: each one's is in `people`.
   */
  retryAt: z.iso.datetime().nullable(),
  /** The active people, by name (the screen asks who when there are two or more). */
  people: z.array(LockPerson),
  /** Who is signed in at the desk; null while locked (the lock asks who again) or with no person yet. */
  person: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
});
export type LockStatus = z.infer<typeof LockStatus>;

/** A PIN as typed; its form (4 to 12 digits) is checked by the core when one is set, never echoed back. */
export const PinText = z.string().max(64);

/** Settings › Locked screen: the idle time before the page locks by itself. */
export const LockSettings = z.object({ idleMinutes: z.number().int().min(1).max(240) });
export type LockSettings = z.infer<typeof LockSettings>;
export const DEFAULT_LOCK_SETTINGS: LockSettings = { idleMinutes: 5 };
