/**
 * The seeded members. Card numbers depend only on the position (so the demo cards
 * in the README hold for every seed); everything else is drawn from the seed.
 * The first three members have fixed roles: a member with ample limits, one whose
 * limits are small (blocks get partially covered) and one with an exhausted benefit.
 */
import { cardNumber } from '../card-number';
import { forkPrng, type Prng } from '../prng';
import { identiconDataUri } from '../png';
import { parseMoney, type Money } from '../../../shared/money';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names';

export type Gender = 'Male' | 'Female';

export interface SimBenefit {
  readonly code: string;
  readonly name: string;
  readonly access_type: 'Direct' | 'Referral';
  remaining: Money;
}

export interface SimMember {
  readonly card_no: string;
  readonly name: string;
  readonly gender: Gender;
  readonly dob: string;
  readonly phone: string;
  readonly photo: string;
  readonly benefits: SimBenefit[];
}

const MEMBER_COUNT = 28;
const FIRST_SERIAL = 100001;

interface BenefitKind {
  readonly code: string;
  readonly name: string;
  readonly access_type: 'Direct' | 'Referral';
  /** Range of the seeded remaining limit, in whole shillings. */
  readonly limit: readonly [number, number];
}

const OUTPATIENT: BenefitKind = { code: 'OPD-01', name: 'Outpatient', access_type: 'Direct', limit: [50_000, 150_000] };
const DENTAL: BenefitKind = { code: 'DEN-01', name: 'Dental', access_type: 'Referral', limit: [10_000, 40_000] };
const OPTICAL: BenefitKind = { code: 'OPT-01', name: 'Optical', access_type: 'Referral', limit: [10_000, 30_000] };
const MATERNITY: BenefitKind = {
  code: 'MAT-01',
  name: 'Maternity',
  access_type: 'Referral',
  limit: [100_000, 200_000],
};
const INPATIENT: BenefitKind = {
  code: 'IPD-01',
  name: 'Inpatient',
  access_type: 'Referral',
  limit: [300_000, 1_000_000],
};
const CHRONIC: BenefitKind = { code: 'CHR-01', name: 'Chronic Care', access_type: 'Direct', limit: [30_000, 120_000] };
const OPTIONAL_BENEFITS = [DENTAL, OPTICAL, INPATIENT, CHRONIC] as const;

/** What the first members are for, in card order (shown by the CLI and the README). */
export const FIXED_ROLES = [
  'ample limits',
  'small limits: blocks are partly covered',
  'Optical benefit exhausted',
] as const;

/** Remaining limits of the fixed-role members, overriding the drawn ones. */
const FIXED_LIMITS: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: { [OUTPATIENT.code]: '1500.00', [DENTAL.code]: '250.50' },
  2: { [OPTICAL.code]: '0.00' },
};
const FIXED_BENEFITS: Readonly<Record<number, readonly BenefitKind[]>> = {
  0: [OUTPATIENT, DENTAL, OPTICAL, INPATIENT, CHRONIC],
  1: [OUTPATIENT, DENTAL],
  2: [OUTPATIENT, OPTICAL, INPATIENT],
};

export function seedMembers(seed: number, cardNumbers: 'dashed' | 'plain' = 'dashed'): SimMember[] {
  const prng = forkPrng(seed, 'members');
  const taken = new Set<string>();
  return Array.from({ length: MEMBER_COUNT }, (_, index) => {
    const gender: Gender = index === 1 || prng.chance(0.5) ? 'Female' : 'Male';
    const name = uniqueName(prng, gender, taken);
    const dob = drawDob(prng);
    const adultFemale = gender === 'Female' && Number(dob.slice(0, 4)) <= 2006;
    const kinds = FIXED_BENEFITS[index] ?? drawBenefitKinds(prng, adultFemale);
    const benefits = kinds.map((kind) => ({
      code: kind.code,
      name: kind.name,
      access_type: kind.access_type,
      remaining: parseMoney(FIXED_LIMITS[index]?.[kind.code] ?? drawLimit(prng, kind.limit)),
    }));
    return {
      card_no: cardNumber(FIRST_SERIAL + index, cardNumbers),
      name,
      gender,
      dob,
      phone: drawPhone(prng, index),
      photo: identiconDataUri(forkPrng(seed, `photo:${index}`)),
      benefits,
    };
  });
}

function uniqueName(prng: Prng, gender: Gender, taken: Set<string>): string {
  for (;;) {
    const first = prng.pick(gender === 'Female' ? FEMALE_NAMES : MALE_NAMES);
    const middle = prng.chance(0.3) ? prng.pick(SURNAMES) : undefined;
    const last = prng.pick(SURNAMES);
    const name = [first, middle, last].filter((part) => part !== undefined).join(' ');
    if (middle !== last && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function drawDob(prng: Prng): string {
  const year = prng.int(1950, 2018);
  const month = prng.int(1, 12);
  const day = prng.int(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function drawBenefitKinds(prng: Prng, adultFemale: boolean): BenefitKind[] {
  const kinds = [OUTPATIENT, ...OPTIONAL_BENEFITS.filter(() => prng.chance(0.6))];
  if (adultFemale && prng.chance(0.5)) kinds.push(MATERNITY);
  return kinds;
}

function drawLimit(prng: Prng, [low, high]: readonly [number, number]): string {
  const cents = prng.int(low * 100, high * 100);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Kenyan mobiles (+2547…, +25410…, +25411…) for most members, a few Ugandan (+256) and Tanzanian (+255) ones. */
function drawPhone(prng: Prng, index: number): string {
  const digits = (count: number): string => Array.from({ length: count }, () => prng.int(0, 9)).join('');
  if (index > 2 && index % 9 === 4) return `+2567${prng.pick(['0', '5', '7', '8'])}${digits(7)}`;
  if (index > 2 && index % 9 === 7) return `+2557${prng.pick(['1', '4', '5', '6'])}${digits(7)}`;
  return `+254${prng.pick(['70', '71', '72', '74', '79', '11', '10'])}${digits(7)}`;
}
