/**
 * What the simulated insurer remembers across a restart, for the demo that browser mode and the desktop embed:
 * a demo insurer that forgot its visits, authorizations and claims at every start refused the desk's queued
 * claims ("Invalid authorization number PA-000001") and handed out numbers again. Invariant: a snapshot holds
 * only what the service was told (visits, authorizations, blocks, claims, texts and the counters behind their
 * numbers); the seeded members and tariffs are rebuilt from the seed, and a snapshot that cannot be read is
 * ignored (a fresh insurer, never a half-restored one).
 */
import { forkPrng } from './prng';
import type { SimState } from './state';

/** Where a snapshot is kept (the desk's encrypted store, main/desk/demo-insurer.ts). */
export interface SimMemory {
  load(): string | undefined;
  save(snapshot: string): void;
}

const VERSION = 1;

/** Money (bigint) and instants (Date) written so they read back as they were. */
const replacer = (_key: string, value: unknown): unknown => {
  if (typeof value === 'bigint') return { $money: value.toString() };
  return value;
};
const reviver = (_key: string, value: unknown): unknown => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$money') return BigInt((value as { $money: string }).$money);
    if (keys.length === 1 && keys[0] === '$date') return new Date((value as { $date: string }).$date);
  }
  return value;
};
/** Dates become strings before a replacer sees them: mark them first. */
function marked(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return value.map(marked);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)]));
  }
  return value;
}

export function snapshotOf(state: SimState): string {
  const told = {
    version: VERSION,
    visits: [...state.visits],
    authorizations: [...state.authorizations].map(([number, visit]) => [number, visit.id]),
    blocks: [...state.blocks],
    claims: [...state.claims],
    sms: state.sms,
    counters: state.counters,
  };
  return JSON.stringify(marked(told), replacer);
}

type Told = {
  version: number;
  visits: [string, SimState['visits'] extends Map<string, infer V> ? V : never][];
  authorizations: [string, string][];
  blocks: [string, SimState['blocks'] extends Map<string, infer V> ? V : never][];
  claims: [string, SimState['claims'] extends Map<string, infer V> ? V : never][];
  sms: SimState['sms'];
  counters: SimState['counters'];
};

/** The seeded state with what the snapshot says it was told put back; the seeded state alone when unreadable. */
export function restored(seeded: SimState, snapshot: string | undefined): SimState {
  if (snapshot === undefined) return seeded;
  let told: Told;
  try {
    told = JSON.parse(snapshot, reviver) as Told;
    if (told.version !== VERSION) return seeded;
  } catch {
    return seeded;
  }
  const visits = new Map(told.visits);
  const authorizations = new Map<string, NonNullable<ReturnType<typeof visits.get>>>();
  for (const [number, visitId] of told.authorizations) {
    const visit = visits.get(visitId);
    if (visit) authorizations.set(number, visit);
  }
  return {
    ...seeded,
    visits,
    authorizations,
    blocks: new Map(told.blocks),
    claims: new Map(told.claims),
    sms: [...told.sms],
    counters: { ...seeded.counters, ...told.counters },
    // New codes after a restart are drawn from a stream the earlier run never used.
    otpPrng: forkPrng(seeded.config.seed, `otp:after:${told.counters.visit}`),
  };
}
