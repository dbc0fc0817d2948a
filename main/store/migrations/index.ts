/**
 * Every migration, in order. Append only: a shipped migration is never edited or
 * removed, and versions are 1, 2, 3… without gaps (a test checks).
 */
import type { Migration } from './migration';
import { initialSchema } from './001-initial';
import { tariffSearch } from './002-tariff-search';
import { claimsInDoubt } from './003-claims-in-doubt';
import { tariffIndexBuffer } from './004-tariff-index-buffer';
import { tariffIndexWithoutPositions } from './005-tariff-index-without-positions';
import { batchSnapshots } from './006-batch-snapshots';
import { workInProgress } from './007-work-in-progress';
import { diagnosisList } from './008-diagnosis-list';
import { claimService } from './009-claim-service';
import { storeNotices } from './010-store-notices';
import { retention } from './011-retention';
import { insurerStatus } from './012-insurer-status';
import { handover } from './013-handover';
import { takenBack } from './014-taken-back';
import { knownClaimNos } from './015-known-claim-nos';
import { lookAlikes } from './016-look-alikes';
import { referralLetters } from './017-referral-letters';
import { blocksByAuthorization } from './018-blocks-by-authorization';
import { offsiteBackup } from './019-offsite-backup';
import { people } from './020-people';
import { demoInsurer } from './021-demo-insurer';
import { preAuthorizations } from './022-pre-authorizations';
import { daySheet } from './023-day-sheet';

export const migrations: readonly Migration[] = [
  initialSchema,
  tariffSearch,
  claimsInDoubt,
  tariffIndexBuffer,
  tariffIndexWithoutPositions,
  batchSnapshots,
  workInProgress,
  diagnosisList,
  claimService,
  storeNotices,
  retention,
  insurerStatus,
  handover,
  takenBack,
  knownClaimNos,
  lookAlikes,
  referralLetters,
  blocksByAuthorization,
  offsiteBackup,
  people,
  demoInsurer,
  preAuthorizations,
  daySheet,
];
export const LATEST_VERSION = migrations.length;
