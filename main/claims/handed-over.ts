/**
 * A claim handed to another desk (main/handover, migration 13) is that desk's to send: here it can be neither
 * edited nor queued until the same hand-over file is imported back on this desk.
 */
import type { ClaimError } from '../../shared/domain/claims';
import { DESK_TIME_ZONE, formatDateTime } from '../../shared/i18n/format';
import { coreLanguage, say } from '../i18n/words';
import type { Db } from '../store/database';
import { statement } from '../store/statements';

/** Why the claim cannot be changed or queued here, or undefined when it was not handed over. */
export function handedOverReason(db: Db, id: string): ClaimError | undefined {
  const at = statement(db, 'SELECT handed_over_at FROM claims WHERE id = ?').pluck().get(id) as
    string | null | undefined;
  if (at === null || at === undefined) return undefined;
  const date = formatDateTime(at, coreLanguage(), DESK_TIME_ZONE);
  return { code: 'claim-locked', message: say('handover.handedOver', { date }) };
}
