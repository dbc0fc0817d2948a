/**
 * What demo mode offers a newcomer who never read the README: the simulated insurer's cards to try, each
 * with a word on what it shows, and the code the simulated SMS carried for the visit in progress. Only the
 * demo desk answers it; a real insurer's codes reach the member's phone and nowhere else.
 */
import { z } from 'zod';

/** The simulator's fixed-role cards, in card order (main/sim/seed/members.ts FIXED_ROLES). */
export const DEMO_ROLES = ['ampleLimits', 'smallLimits', 'opticalExhausted'] as const;

export const DemoCard = z.object({
  cardNo: z.string(),
  name: z.string(),
  /** What the card is good for trying, worded on the page (the `visit` catalogue's demo.role). */
  role: z.enum(DEMO_ROLES),
});
export type DemoCard = z.infer<typeof DemoCard>;

export const DemoHints = z.object({
  cards: z.array(DemoCard),
  /** The code of the visit waiting for it, as the simulated SMS carried it; null when none is waiting. */
  code: z.string().nullable(),
});
export type DemoHints = z.infer<typeof DemoHints>;
