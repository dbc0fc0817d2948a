/**
 * Handing this desk's unsent claims to another desk: every draft and queued claim of the service the desk
 * works with goes into one sealed file (file-format.ts), and in the same transaction is marked handed
 * over, so from then on only the desk that imports the file sends it. Refused whole while any claim of the
 * service is in doubt (it may be on the insurer already: settled first, it is either sent or queued again).
 */
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../store/audit';
import { writeTransaction } from '../store/database';
import { say } from '../i18n/words';
import { latestReadId } from '../sync/listings/batch-reads';
import type { ClaimDeps } from '../claims/context';
import { batchNoFor } from '../claims/batch-rule';
import { markHandedOver } from '../claims/state';
import { DEFAULT_BATCH_RULE } from '../../shared/domain/claims';
import type { HandoverClaim, HandoverRecord } from '../../shared/domain/handover';
import { handoverSealer, type KdfParams } from './file-format';
import { PAYLOAD_FORMAT, type HandoverPayload } from './payload';
import { failureOf, HandoverRefusal, labels, type HandoverResult } from './refusal';
import {
  claimsInDoubt,
  handoverFile,
  handoverRecord,
  handoverRecords,
  recordHandover,
  toHandoverClaim,
  unsentClaims,
} from './rows';

/** A hand-over use case's deps: the claims' (the store and the audit context), and whether the desk runs the demo (its claims never reach a real desk). */
export interface HandoverDeps extends ClaimDeps {
  readonly demo: boolean;
  /**
   * The passphrase's key derivation cost for a file made here: the desk's (KDF_PARAMS, about a second) unless
   * given. The cost is written in the file, so a file made cheaper is read as cheaply: for tests of what a
   * hand-over does, not of how hard its passphrase is to guess (file-format.test.ts is about that).
   */
  readonly kdf?: KdfParams;
}

export interface MadeFile {
  readonly handoverId: string;
  readonly fileName: string;
  readonly file: Buffer;
  readonly claims: readonly HandoverClaim[];
}

/** `claimdesk-handover-20261124T0405Z.cdhandover`: when it was made, in UTC, said so by the Z. */
export const handoverFileName = (at: string): string =>
  `claimdesk-handover-${at.slice(0, 16).replace(/[-:]/g, '')}Z.cdhandover`;

export async function exportHandover(ctx: HandoverDeps, passphrase: string): Promise<HandoverResult<MadeFile>> {
  const { db } = ctx;
  // The key first, off the main thread; the file is sealed inside the transaction that marks its claims.
  const seal = await handoverSealer(passphrase, ctx.kdf);
  try {
    const made = writeTransaction(db, (): MadeFile => {
      const inDoubt = claimsInDoubt(db, ctx.service);
      if (inDoubt.length > 0) {
        throw new HandoverRefusal({
          code: 'claims-in-doubt',
          message: say('handover.inDoubt', { claims: labels(inDoubt) }),
        });
      }
      const rule = ctx.batchRule ?? DEFAULT_BATCH_RULE;
      const claims = unsentClaims(db, ctx.service, (attendanceDate) => batchNoFor(rule, attendanceDate));
      if (claims.length === 0) {
        throw new HandoverRefusal({ code: 'nothing-to-hand-over', message: say('handover.nothingToHandOver') });
      }
      const id = randomUUID();
      const at = ctx.now().toISOString();
      const payload: HandoverPayload = {
        format: PAYLOAD_FORMAT,
        id,
        exportedAt: at,
        desk: ctx.desk,
        demo: ctx.demo,
        claims,
      };
      const file = seal(Buffer.from(JSON.stringify(payload), 'utf8'));
      markHandedOver(
        db,
        claims.map((claim) => claim.id),
        { handoverId: id, at, baselineRead: latestReadId(db) },
      );
      recordHandover(db, { id, direction: 'exported', at, claimCount: claims.length, file });
      const documents = claims.reduce((sum, claim) => sum + claim.documents.length, 0);
      recordAudit(
        db,
        {
          action: 'handover.export',
          outcome: 'ok',
          subject: `hand-over ${id}`,
          detail: `${claims.length} claim(s), ${documents} document(s), ${file.length} bytes`,
        },
        ctx,
      );
      return { handoverId: id, fileName: handoverFileName(at), file, claims: claims.map(toHandoverClaim) };
    });
    return { ok: true, value: made };
  } catch (error) {
    return failureOf(error);
  }
}

/** A file this desk made, to save it again: its name and bytes; undefined once its claims were taken back. */
export function keptHandoverFile(
  { db }: Pick<HandoverDeps, 'db'>,
  id: string,
): { fileName: string; file: Buffer } | undefined {
  const record = handoverRecord(db, id);
  const file = handoverFile(db, id);
  return record && file ? { fileName: handoverFileName(record.at), file } : undefined;
}

/** Every hand-over file made or read on this desk, newest first. */
export const handoverRecordsOf = ({ db }: Pick<HandoverDeps, 'db'>): HandoverRecord[] => handoverRecords(db);
