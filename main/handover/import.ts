/**
 * Reading a hand-over file on a desk. Another desk's file: its claims are written as they were (same ids,
 * same content and amounts, drafts as drafts, queued as queued, for this desk's sync to send), belonging to
 * the service this desk works with. A file is meant for one desk, yet nothing stops it being read on two (or
 * on this one again after Forget this device, a reinstall or a restore): so every claim it brings is checked
 * with the insurer before it is sent, like a claim taken back, and one the insurer already lists is adopted. This desk's own file coming back: its claims are this desk's again
 * (the only way to take them back), marked taken back so that none is sent before the insurer's batch shows
 * the other desk did not send it (main/sync/outbox/claim-outbox.ts takenBackToCheck). Refused whole, nothing written: a file
 * already imported or already taken back, a file holding a claim this desk already has, demo claims on a real
 * desk or the other way.
 */
import { holdIfAuthorizationClaimed } from '../claims/authorization-claims';
import { refreshReferralHold } from '../claims/referral';
import { takeBackClaims } from '../claims/state';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import { say, wording } from '../i18n/words';
import type { HandoverImported } from '../../shared/domain/handover';
import type { HandoverDeps } from './export';
import { HANDOVER_FORMAT_VERSION, openHandover, type OpenFailure } from './file-format';
import { readPayload } from './payload';
import { failureOf, HandoverRefusal, labels, refused, when, type HandoverError, type HandoverResult } from './refusal';
import { handoverRecord, insertClaims, presentClaims, recordHandover, recordTakenBack, toHandoverClaim } from './rows';

export interface HandoverFile {
  readonly fileName: string;
  readonly content: Buffer;
}

function unopened(failure: OpenFailure, file: string): { ok: false; error: HandoverError } {
  switch (failure.reason) {
    case 'not-handover':
      return refused('not-handover-file', say('handover.notAFile', { file }));
    case 'unsupported-version':
      return refused(
        'handover-version',
        say('handover.newerVersion', { file, version: failure.version, supported: HANDOVER_FORMAT_VERSION }),
      );
    case 'wrong-passphrase':
      return refused('wrong-passphrase', say('handover.wrongPassphrase', { file }));
    case 'damaged':
      return refused('handover-damaged', say('handover.damaged', { file }));
  }
}

/** The audit's note of the claims held for their referral letter (English, as the audit's details are). */
const waitingWords = (waiting: number): string => (waiting > 0 ? `; ${waiting} waiting on their referral letter` : '');

export async function importHandover(
  ctx: HandoverDeps,
  file: HandoverFile,
  passphrase: string,
): Promise<HandoverResult<HandoverImported>> {
  const { db } = ctx;
  const opened = await openHandover(file.content, passphrase);
  if (!opened.ok) return unopened(opened, file.fileName);
  const payload = readPayload(opened.payload);
  // Sealed with the passphrase but not a payload this version knows: as good as damaged.
  if (!payload) return unopened({ reason: 'damaged' }, file.fileName);
  const claims = payload.claims.map(toHandoverClaim);

  try {
    const imported = writeTransaction(db, (): HandoverImported => {
      const at = ctx.now().toISOString();
      const audit = (detail: string): void =>
        void recordAudit(
          db,
          { action: 'handover.import', outcome: 'ok', subject: `hand-over ${payload.id}`, detail },
          ctx,
        );
      const earlier = handoverRecord(db, payload.id);
      if (earlier?.direction === 'exported' && earlier.takenBackAt === null) {
        const taken = takeBackClaims(db, payload.id, at, wording('sync.takenBackCheck'));
        recordTakenBack(db, payload.id, at);
        // Held or released under the desk's rule and member cache as they are now, not as when they left.
        const waiting = payload.claims.filter((claim) => refreshReferralHold(ctx, claim.id)).length;
        audit(`taken back: ${taken} claim(s)` + waitingWords(waiting));
        return { kind: 'taken-back', handoverId: payload.id, claims };
      }
      if (earlier) {
        const [code, key] =
          earlier.direction === 'exported'
            ? (['already-taken-back', 'handover.alreadyTakenBack'] as const)
            : (['already-imported', 'handover.alreadyImported'] as const);
        throw new HandoverRefusal({ code, message: say(key, { date: when(earlier.takenBackAt ?? earlier.at) }) });
      }
      if (payload.demo !== ctx.demo) {
        const message = say(payload.demo ? 'handover.demoClaims' : 'handover.demoDesk');
        throw new HandoverRefusal({ code: 'demo-mix', message });
      }
      const present = presentClaims(db, payload.claims);
      if (present.length > 0) {
        throw new HandoverRefusal({
          code: 'claims-present',
          message: say('handover.claimsPresent', { claims: labels(present) }),
        });
      }
      insertClaims(db, payload.claims, { service: ctx.service, at, message: wording('sync.importedCheck') });
      // One visit, one claim: a queued claim on an authorization this desk has a claim for waits for staff.
      const held = payload.claims.filter((claim) => holdIfAuthorizationClaimed(ctx, claim.id, at)).length;
      // A queued claim on a benefit this desk knows is Referral, with no letter marked nor waived, waits for it.
      const waiting = payload.claims.filter((claim) => refreshReferralHold(ctx, claim.id)).length;
      recordHandover(db, { id: payload.id, direction: 'imported', at, claimCount: claims.length, file: null });
      audit(
        `${claims.length} claim(s) from desk ${payload.desk}, made ${payload.exportedAt}` +
          (held > 0 ? `; ${held} held: their authorization already has a claim here` : '') +
          waitingWords(waiting),
      );
      return { kind: 'imported', handoverId: payload.id, claims };
    });
    return { ok: true, value: imported };
  } catch (error) {
    return failureOf(error);
  }
}
