/**
 * Which insurer service a claim belongs to (`claims.service`, migration 9). A claim
 * takes the service the desk works with when it is first saved (save.ts); claims
 * saved before ClaimDesk recorded it are given to the service the desk starts on.
 */
import { writeTransaction, type Db } from '../store/database';
import { statement } from '../store/statements';

/** Gives every claim without a service to `service`; answers how many. Cheap once done (a partial index). */
export function adoptUnownedClaims(db: Db, service: string): number {
  return writeTransaction(
    db,
    () =>
      statement(db, 'UPDATE claims INDEXED BY claims_without_service SET service = ? WHERE service IS NULL').run(
        service,
      ).changes,
  );
}
