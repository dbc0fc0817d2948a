/**
 * Everything the simulated service remembers, rebuilt from the seed on reset.
 * A visit is PENDING until verified (APPROVED) or until its OTP expires (EXPIRED,
 * derived on read from the clock, never stored). An authorization is an approved
 * visit. Each authorization has at most one block: a new one replaces it.
 */
import type { Money } from '../../shared/money';
import type { Tariff } from '../../shared/wire/tariffs';
import type { Personality } from './options';
import { forkPrng, type Prng } from './prng';
import { seedMembers, type SimMember } from './seed/members';
import { PROVIDERS, seedTariffs, type Provider, type SimTariff } from './seed/tariffs';

export type VisitStatus = 'PENDING' | 'APPROVED' | 'EXPIRED';

export interface SimVisit {
  readonly id: string;
  readonly card_no: string;
  readonly benefit_code: string;
  readonly otp: string;
  readonly expiresAt: Date;
  approved: boolean;
  /** Wrong codes tried, and whether they used up its attempts (then it reads EXPIRED): `otpAttempts`. */
  wrongCodes: number;
  spent: boolean;
  authorization_no: string;
}

export interface SimBlock {
  readonly id: string;
  readonly authorization_no: string;
  readonly benefit_code: string;
  readonly requested: Money;
  readonly covered: Money;
}

export interface SimClaim {
  readonly claim_no: string;
  readonly provider_id: string;
  readonly batch_no: string;
  readonly authorization_no: string;
  readonly attendance_date: string;
  /** As stored; summaries spell it per the personality. */
  readonly member_name: string;
  /** Σ of the breakup lines, per the personality's reading of a line's amount. */
  readonly amount_sum: Money;
  /** The claimed amount the insurer records: amount_sum after any adjustment of the personality (a test hook may change it). */
  amount: Money;
  /** What summaries show as its status: "Received" until a test hook changes it. */
  status: string;
  /** Whether its batch listing shows it (a test hook may hide it, as an insurer that dropped it would). */
  listed: boolean;
  /** The body exactly as submitted (parsed JSON, before validation's trimming). */
  readonly body: unknown;
  documents: number;
  readonly received_at: string;
}

export interface SimSms {
  readonly phone: string;
  readonly card_no: string;
  readonly text: string;
  readonly code: string;
  readonly sent_at: string;
}

/** One provider's tariffs, seeded on first use, with its /v1/tariffs answer cached until a change. */
export interface TariffBook {
  readonly list: SimTariff[];
  readonly byId: Map<string, SimTariff>;
  cachedAnswer: Buffer | null;
  /** Still exactly as seeded, so a reset may keep it instead of seeding again. */
  pristine: boolean;
}

export interface SimConfig {
  readonly seed: number;
  readonly tariffsPerProvider: number;
  readonly otpTtlSeconds: number;
  readonly otpAttempts: number;
  readonly personality: Personality;
}

export interface SimState {
  readonly config: SimConfig;
  readonly members: ReadonlyMap<string, SimMember>;
  readonly visits: Map<string, SimVisit>;
  readonly authorizations: Map<string, SimVisit>;
  readonly blocks: Map<string, SimBlock>;
  readonly claims: Map<string, SimClaim>;
  readonly sms: SimSms[];
  readonly otpPrng: Prng;
  readonly counters: Record<'visit' | 'authorization' | 'block' | 'claim', number>;
  readonly books: Map<string, TariffBook>;
}

/** The seeded state; `previous` lends its untouched tariff books, which are the same seeded data. */
export function createSimState(config: SimConfig, previous?: SimState): SimState {
  const books = new Map([...(previous?.books ?? [])].filter(([, book]) => book.pristine));
  return {
    config,
    members: new Map(
      seedMembers(config.seed, config.personality.cardNumbers).map((member) => [member.card_no, member]),
    ),
    visits: new Map(),
    authorizations: new Map(),
    blocks: new Map(),
    claims: new Map(),
    sms: [],
    otpPrng: forkPrng(config.seed, 'otp'),
    counters: { visit: 0, authorization: 0, block: 0, claim: 0 },
    books,
  };
}

const ID_PREFIXES = { visit: 'VR', authorization: 'PA', block: 'BLK', claim: 'CLM' } as const;

/** The next identifier of a kind: VR-000001, PA-000001, BLK-000001, CLM-000001. */
export function nextId(state: SimState, kind: keyof SimState['counters']): string {
  state.counters[kind] += 1;
  return `${ID_PREFIXES[kind]}-${String(state.counters[kind]).padStart(6, '0')}`;
}

export function visitStatus(visit: SimVisit, now: Date): VisitStatus {
  if (visit.approved) return 'APPROVED';
  if (visit.spent) return 'EXPIRED';
  return now.getTime() < visit.expiresAt.getTime() ? 'PENDING' : 'EXPIRED';
}

export function providerById(id: string): Provider | undefined {
  return PROVIDERS.find((provider) => provider.id === id);
}

export function tariffBook(state: SimState, provider: Provider): TariffBook {
  let book = state.books.get(provider.id);
  if (!book) {
    const list = seedTariffs(state.config.seed, provider, state.config.tariffsPerProvider);
    book = { list, byId: new Map(list.map((tariff) => [tariff.wire.id, tariff])), cachedAnswer: null, pristine: true };
    state.books.set(provider.id, book);
  }
  return book;
}

/** Adds a tariff or replaces the one with the same id, dated `today`. */
export function putTariff(book: TariffBook, tariff: Tariff, today: string): void {
  const existing = book.byId.get(tariff.id);
  if (existing) {
    existing.wire = tariff;
    existing.updatedOn = today;
  } else {
    const added = { wire: tariff, updatedOn: today };
    book.list.push(added);
    book.byId.set(tariff.id, added);
  }
  book.cachedAnswer = null;
  book.pristine = false;
}
