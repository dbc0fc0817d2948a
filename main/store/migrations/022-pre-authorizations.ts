/**
 * Migration 22: `claims.pre_authorization_no`, the insurer's pre-authorization of the claim's items marked
 * pre-auth, as staff record it ('' when none): the insurer approved them beforehand, apart from the visit's
 * authorization. Kept with the claim, printed on its form and carried by a hand-over file; the service's claim
 * has no field for it, so it is never sent (docs/service-choices.md).
 */
import type { Migration } from './migration';

export const preAuthorizations: Migration = {
  version: 22,
  name: 'pre-authorizations',
  up: `
    ALTER TABLE claims ADD COLUMN pre_authorization_no TEXT NOT NULL DEFAULT '';
  `,
};
