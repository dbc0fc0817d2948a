/**
 * Demo mode's help for a newcomer, read from the embedded simulator's own test hooks on its control
 * address (/__sim/members, /__sim/sms): the seeded members with a fixed role, each with what it is for,
 * and the code of the visit waiting for it. The code goes to the page that asked and nowhere else: it is
 * never stored, audited or logged. A configured (real) service has no such hooks and is never asked.
 */
import { z } from 'zod';
import type { VisitInProgress } from '../../shared/domain/care';
import { DEMO_ROLES, type DemoHints } from '../../shared/domain/demo';
import { FIXED_ROLES } from '../sim/seed/members';

const HOOK_TIMEOUT_MS = 5_000;

const Members = z.object({ members: z.array(z.object({ card_no: z.string(), name: z.string() })) });
const Texts = z.object({ sms: z.array(z.object({ card_no: z.string(), phone: z.string(), code: z.string() })) });

export interface DemoSource {
  /** The simulator's members, in card order. */
  members(): Promise<z.infer<typeof Members>['members']>;
  /** Every SMS the simulator sent, oldest first. */
  texts(): Promise<z.infer<typeof Texts>['sms']>;
}

/** The hooks of the simulator whose control listener is at `controlUrl`, which ask for its `token`. */
export function simulatorHooks(controlUrl: string, token: string): DemoSource {
  const read = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    const response = await fetch(`${controlUrl}/__sim/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the simulator's /__sim/${path} answered ${response.status}`);
    return schema.parse(await response.json());
  };
  return {
    members: async () => (await read('members', Members)).members,
    texts: async () => (await read('sms', Texts)).sms,
  };
}

/** The demo cards, and the code of `visit` when it is waiting for one (the latest SMS to its card and phone). */
export async function demoHints(source: DemoSource, visit: VisitInProgress | undefined): Promise<DemoHints> {
  const members = [...(await source.members())].sort((a, b) => a.card_no.localeCompare(b.card_no));
  const cards = DEMO_ROLES.slice(0, FIXED_ROLES.length).flatMap((role, index) => {
    const member = members[index];
    return member ? [{ cardNo: member.card_no, name: member.name, role }] : [];
  });
  if (visit === undefined || visit.authorization !== null) return { cards, code: null };
  const { cardNo, phone } = visit.visit;
  const sent = (await source.texts()).filter((sms) => sms.card_no === cardNo && (phone === '' || sms.phone === phone));
  return { cards, code: sent.at(-1)?.code ?? null };
}
