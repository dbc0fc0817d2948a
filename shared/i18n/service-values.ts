/**
 * The words the insurer's service sends, or the desk chooses among, and the catalogue key that words each in the
 * desk's language (common:service.<kind>.<word>). A value is matched trimmed and in any case, as the desk already
 * reads them (`pre-auth` in shared/domain/claim-checks.ts): the document shows "Direct" for a benefit and "direct"
 * for a tariff, so its case tells nothing. A value not in the table is shown exactly as the service wrote it.
 *
 * The page shows the word (renderer/components/ServiceValue.tsx) with the service's own in its tooltip; exports
 * (CSV, hand-over files, diagnostics) keep the service's word.
 */
import { KNOWN_BREAKUP_TYPES, KNOWN_CLAIM_STATUSES, KNOWN_DIAGNOSIS_TYPES } from '../wire/claims';
import { KNOWN_BENEFIT_ACCESS_TYPES, KNOWN_VISIT_STATUSES } from '../wire/members';
import { KNOWN_TARIFF_ACCESS_TYPES } from '../wire/tariffs';

/** Per kind: a value as matched (trimmed, lower case) → its word's name in the catalogue. */
const TABLE = {
  // Genders are not listed by the document; the desk has seen Female and Male (and FEMALE for a doctor).
  gender: { female: 'female', male: 'male' },
  benefitAccess: { direct: 'direct', referral: 'referral' },
  tariffAccess: { direct: 'direct', 'pre-auth': 'preAuth' },
  diagnosisType: { principal: 'principal', secondary: 'secondary' },
  lineType: { medication: 'medication', investigation: 'investigation' },
  // The document shows Received only; the others are the common words of claim systems, worded in case they come.
  claimStatus: {
    received: 'received',
    pending: 'pending',
    approved: 'approved',
    'partially approved': 'partiallyApproved',
    rejected: 'rejected',
    declined: 'declined',
    paid: 'paid',
  },
  authorizationStatus: { approved: 'approved' },
} as const;

export type ServiceValueKind = keyof typeof TABLE;
export const SERVICE_VALUE_KINDS = Object.keys(TABLE) as readonly ServiceValueKind[];

type WordOf<K extends ServiceValueKind> = (typeof TABLE)[K][keyof (typeof TABLE)[K]];
/** The key, in the `common` namespace, of a known value's word. */
export type ServiceValueKey = { [K in ServiceValueKind]: `service.${K}.${WordOf<K> & string}` }[ServiceValueKind];

/** The values the service document lists (shared/wire), each of which must have a word. */
export const DOCUMENTED_SERVICE_VALUES: { readonly [K in ServiceValueKind]: readonly string[] } = {
  gender: [],
  benefitAccess: KNOWN_BENEFIT_ACCESS_TYPES,
  tariffAccess: KNOWN_TARIFF_ACCESS_TYPES,
  diagnosisType: KNOWN_DIAGNOSIS_TYPES,
  lineType: KNOWN_BREAKUP_TYPES,
  claimStatus: KNOWN_CLAIM_STATUSES,
  authorizationStatus: KNOWN_VISIT_STATUSES,
};

/** The catalogue key of a value's word, or undefined when the desk does not know the value. */
export function serviceValueKey(kind: ServiceValueKind, value: string | null | undefined): ServiceValueKey | undefined {
  if (value === null || value === undefined) return undefined;
  const words: Readonly<Record<string, string>> = TABLE[kind];
  const matched = value.trim().toLowerCase();
  // Own keys only: a value such as "constructor" is a word the desk does not know.
  return Object.hasOwn(words, matched) ? (`service.${kind}.${words[matched]}` as ServiceValueKey) : undefined;
}

/** A value as the page shows it: its word, and the service's own for the tooltip when it differs from the word. */
export interface ServiceWord {
  readonly text: string;
  readonly title: string | undefined;
}

/** Words `value` with `word` (a t() of the `common` namespace); an unknown value stays as the service wrote it. */
export function wordServiceValue(
  word: (key: ServiceValueKey) => string,
  kind: ServiceValueKind,
  value: string,
): ServiceWord {
  const key = serviceValueKey(kind, value);
  if (key === undefined) return { text: value, title: undefined };
  const text = word(key);
  return { text, title: text === value ? undefined : value };
}
