/** Whether a claim needs a referral letter and has one (the rule: referral.ts). Reads only. */
import type { ReferralLetter } from '../../shared/domain/claims';
import type { Db } from '../store/database';
import { statement } from '../store/statements';

/** Whether the claim's authorization is for a benefit the member cache marks Referral. */
export const referralNeeded = (db: Db, claimId: string): boolean =>
  statement(
    db,
    `SELECT EXISTS (
       SELECT 1 FROM claims c
         JOIN authorizations a ON a.authorization_no = c.authorization_no
         JOIN recent_members m ON m.card_no = coalesce(nullif(a.card_no, ''), c.card_no)
         JOIN json_each(m.benefits_json) b
        WHERE c.id = ? AND json_extract(b.value, '$.code') = a.benefit_code
          AND lower(trim(json_extract(b.value, '$.access_type'))) = 'referral')`,
  )
    .pluck()
    .get(claimId) === 1;

const hasReferralLetter = (db: Db, claimId: string): boolean =>
  statement(db, "SELECT EXISTS (SELECT 1 FROM claim_documents WHERE claim_id = ? AND kind = 'referral')")
    .pluck()
    .get(claimId) === 1;

/** The claim's letter as the desk knows it now (ClaimView.referralLetter). */
export function referralLetterOf(db: Db, claimId: string, waivedAt: string | null): ReferralLetter {
  if (hasReferralLetter(db, claimId)) return 'attached';
  if (!referralNeeded(db, claimId)) return 'not-needed';
  return waivedAt === null ? 'missing' : 'waived';
}
