/** A member the desk looked up whose dental benefit the service marks Referral (main/claims/referral-letter.ts). */
import { upsertAuthorization, upsertMember } from '../../main/care/rows';
import type { Db } from '../../main/store/database';

export const REFERRAL_CARD = 'CD-1000017';

/**
 * The member as last looked up on this desk (dental `DEN-01` Referral, outpatient `OPD-01` Direct), with each
 * authorization of `authorizations` (number → benefit code) obtained by OTP. `referral` is how the service spells
 * the dental benefit's access type (the desk reads it in any case).
 */
export function knowsReferralMember(
  db: Db,
  authorizations: Readonly<Record<string, 'DEN-01' | 'OPD-01'>>,
  referral = 'Referral',
): void {
  upsertMember(db, {
    cardNo: REFERRAL_CARD,
    name: 'Fatuma Kowalski Chepkoech',
    gender: 'F',
    dob: '1990-01-01',
    benefits: [
      { code: 'DEN-01', name: 'Dental', access_type: referral },
      { code: 'OPD-01', name: 'Outpatient', access_type: 'Direct' },
    ],
    fetchedAt: '2026-11-22T07:00:00.000Z',
  });
  for (const [authorizationNo, benefitCode] of Object.entries(authorizations)) {
    upsertAuthorization(db, {
      authorizationNo,
      cardNo: REFERRAL_CARD,
      benefitCode,
      status: 'Approved',
      source: 'otp',
      obtainedAt: '2026-11-20T08:00:00.000Z',
      checkedAt: null,
      checkOutcome: 'approved',
    });
  }
}
