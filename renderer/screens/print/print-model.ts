/**
 * The print model: what the printed claim form says beyond the claim: the benefit it is titled by, the covered amount and the
 * member's co-payment (the claim's share, shared/domain/member-share.ts: its total above the covered amount),
 * and each diagnosis code's description from the desk's list. Read from the core when the form is printed; a
 * part the core cannot tell is left out, never guessed.
 */
import { claimShare } from '../../../shared/domain/member-share';
import type { ClaimView } from '../../../shared/domain/claims';
import { formatMoney } from '../../../shared/money';
import { callOp } from '../../api';

export interface FormFacts {
  readonly benefitName: string | null;
  readonly coveredText: string | null;
  readonly coPaymentText: string | null;
  /** Diagnosis code → its description on the desk's list. */
  readonly titles: Readonly<Record<string, string>>;
}

export const NO_FORM_FACTS: FormFacts = { benefitName: null, coveredText: null, coPaymentText: null, titles: {} };

/** `titles`: the diagnoses' descriptions too (the claim form prints them; the receipt does not, and asks none). */
export async function formFacts(claim: ClaimView, { titles: withTitles = true } = {}): Promise<FormFacts> {
  const codes = withTitles ? claim.diagnoses.map((diagnosis) => diagnosis.code) : [];
  const [facts, ...lookups] = await Promise.all([
    callOp('claims.facts', { authorizationNo: claim.authorizationNo, tariffIds: [], diagnosisCodes: codes }),
    ...codes.map((code) => callOp('diagnoses.lookup', { code })),
  ]);
  const titles: Record<string, string> = {};
  lookups.forEach((lookup, index) => {
    const code = codes[index];
    if (code !== undefined && lookup.ok && lookup.value.entry) titles[code] = lookup.value.entry.title;
  });
  if (!facts.ok) return { ...NO_FORM_FACTS, titles };
  const { covered, benefit } = facts.value;
  return {
    benefitName: benefit?.name ?? null,
    coveredText: covered === null ? null : formatMoney(covered),
    coPaymentText: covered === null ? null : formatMoney(claimShare(claim.amount, covered)),
    titles,
  };
}
