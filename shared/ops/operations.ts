/**
 * Every operation the renderer may call, and every event it may hear. Main
 * registers one handler per entry by walking this table (the table is the
 * allow-list), validates each input and output against it, and both hosts —
 * Electron IPC and the browser mode's HTTP — carry exactly these.
 * No operation returns the bearer token. While the desk is locked only the operations
 * marked WHILE_LOCKED are answered (the lock, the frame around it, sync; no patient
 * data); the rest are refused with `locked` (define.ts).
 */
import { z } from 'zod';
import {
  AuthorizationChoice,
  AuthorizationView,
  BlockInput,
  BlockView,
  DoctorEntry,
  MemberLookup,
  RecentMember,
  CardSuggestion,
  StartVisitInput,
  VerifyOtpInput,
  VisitInProgress,
  VisitView,
} from '../domain/care';
import {
  AmountCheck,
  ClaimEditorDraft,
  ClaimInput,
  ClaimListItem,
  ClaimListQuery,
  ClaimView,
  DocumentKind,
  DocumentSummary,
  DoctorInput,
  OutboxCounts,
} from '../domain/claims';
import { CardNoText } from '../domain/typed-input';
import { DemoHints } from '../domain/demo';
import { Identifier } from '../wire/primitives';
import { ClaimFacts, SendAnyway } from '../domain/claim-checks';
import { DeskSettings, UpdateSettingsChange, UpdateSettingsPart } from '../domain/settings';
import { SyncStatus } from '../domain/sync';
import { UpdateStatus } from '../domain/updates';
import {
  HeldTariffRefresh,
  TariffCacheInfo,
  TariffEntry,
  TariffRefreshProgress,
  TariffSearchOptions,
} from '../domain/tariffs';
import { ClaimSummary } from '../wire/claims';
import { ServiceMode } from '../core-status';
import {
  DiagnosisEntry,
  DiagnosisImport,
  DiagnosisImportOutcome,
  DiagnosisListInfo,
  DiagnosisLookup,
  DiagnosisSearch,
} from '../domain/diagnoses';
import { AboutDesk, AppState } from '../domain/app-state';
import { StoreNoticeView } from '../domain/store-notices';
import { DiagnosticsPreview, DiagnosticsSaved, StaffAlert } from '../domain/diagnostics';
import { OffsiteBackupStatus } from '../domain/offsite-backup';
import { ForgetCheck } from '../domain/forget';
import { LockStatus, PinText } from '../domain/lock';
import { AddPersonInput, PeopleView, PersonId, RenamePersonInput, RetirePersonInput } from '../domain/people';
import { BatchClosing, BatchSummary, ClaimsReport, ReportQuery } from '../domain/reports';
import {
  HandoverExported,
  HandoverExportInput,
  HandoverImported,
  HandoverImportInput,
  HandoverRecord,
  HandoverUploaded,
  HandoverUploadInput,
} from '../domain/handover';
import { NoInput, op, WHILE_LOCKED } from './define';

const CardNo = z.object({ cardNo: CardNoText });
const Limit = z.object({ limit: z.number().int().min(1).max(500).optional() });
const ClaimId = z.object({ id: z.string().min(1) });
const DocumentId = z.object({ id: z.number().int() });

/** Settings as the page sees them: everything but the token, which is only ever said to be set. */
export const SettingsView = DeskSettings.extend({
  mode: ServiceMode,
  hasToken: z.boolean(),
  dataDir: z.string(),
  /** A new service address or token is saved; it takes effect when ClaimDesk restarts. */
  restartNeeded: z.boolean(),
  /**
   * The policy IT set (main/desk/policy): each setting path it locks with where it was set (the file's path or the
   * registry key), why a policy was refused, IT's contact, the only service address allowed, whether the token must
   * be typed on this PC (enrolment), and why the service settings saved were not used under it.
   */
  policy: z.object({
    locked: z.record(z.string(), z.string()),
    problem: z.string().nullable(),
    contact: z.string().nullable().optional(),
    serviceUrl: z.string().nullable().optional(),
    enrolmentRequired: z.boolean().optional(),
    serviceRefused: z.string().nullable().optional(),
  }),
  /** The copies to the IT folder (main/store/offsite-backup.ts): the last success, the last failure, stale or not. */
  offsiteBackup: OffsiteBackupStatus.extend({ failureWords: z.string().nullable() }),
  /** An encrypted desk on the insurer's service with no recovery key issued yet: its backups cannot be moved (main/core/core.ts). */
  recoveryKeyMissing: z.boolean(),
});
export type SettingsView = z.infer<typeof SettingsView>;

const SettingsPatch = DeskSettings.partial().extend({
  updates: UpdateSettingsPart.optional(),
  /** A new token; never sent back. Empty string clears it. */
  token: z.string().max(4096).optional(),
});

/** An empty token tests the token already saved, but only against the address it was saved with. */
const ConnectionCheck = z.object({ serviceUrl: z.url(), token: z.string().max(4096) });
export const ConnectionReport = z.object({
  reachable: z.boolean(),
  message: z.string(),
  tariffCount: z.number().optional(),
});

const RemoteClaimQuery = z.union([
  z.object({ batchNo: z.string().trim().min(1) }),
  z.object({ claimNo: z.string().trim().min(1) }),
]);

export const operations = {
  'settings.get': op(NoInput, SettingsView, WHILE_LOCKED),
  'settings.update': op(SettingsPatch, SettingsView),
  'settings.testConnection': op(ConnectionCheck, ConnectionReport),

  'members.lookup': op(CardNo, MemberLookup),
  'members.photo': op(CardNo, z.object({ photo: z.string().nullable() })),
  'members.recent': op(Limit, z.array(RecentMember)),
  'members.suggestCard': op(CardNo, CardSuggestion.nullable()),

  'visits.start': op(StartVisitInput, VisitView),
  'visits.verify': op(VerifyOtpInput, AuthorizationView),
  'visits.get': op(z.object({ visitRequestId: z.string() }), VisitView),
  /** The visit to come back to after a screen switch or a reload (waiting for its code, or authorized), or null. */
  'visits.current': op(NoInput, VisitInProgress.nullable()),
  /** Staff move on (next member, another card): no visit is in progress any more. */
  'visits.close': op(NoInput, z.object({ closed: z.number().int() })),

  'authorizations.enter': op(z.object({ authorizationNo: Identifier }), AuthorizationView),
  /** The newest authorizations, each with the claim it already has (null when none). */
  'authorizations.recent': op(Limit, z.array(AuthorizationChoice)),
  'benefits.block': op(BlockInput, BlockView),

  'doctors.list': op(NoInput, z.array(DoctorEntry)),
  'doctors.save': op(DoctorInput, DoctorEntry),

  'claims.save': op(ClaimInput, ClaimView),
  /** Warnings (claim-checks.ts) refuse the claim (`needs-confirmation`) unless staff send anyway, with a reason. */
  'claims.queue': op(ClaimId.extend({ sendAnyway: SendAnyway.optional() }), ClaimView),
  'claims.requeue': op(ClaimId, ClaimView),
  /** Staff: the claims another desk sent that this one was held over are a different visit; queued again. */
  'claims.differentVisit': op(ClaimId, ClaimView),
  /** Staff send a claim on a Referral benefit without its referral letter, saying why (audited). */
  'claims.sendWithoutDocument': op(ClaimId.extend({ reason: z.string().trim().min(1).max(200) }), ClaimView),
  /** Staff: a draft that will not be sent goes, with its lines and documents (audited). */
  'claims.deleteDraft': op(ClaimId, z.object({ deleted: z.literal(true) })),
  /** Staff: "Edit" on a queued claim not yet being sent takes it back to a draft. */
  'claims.backToDraft': op(ClaimId, ClaimView),
  'claims.get': op(ClaimId, ClaimView),
  /** The draft being written for an authorization's visit (main/claims/authorization-claims.ts), or null. */
  'claims.draftFor': op(z.object({ authorizationNo: z.string().max(64) }), ClaimId.nullable()),
  'claims.list': op(ClaimListQuery, z.array(ClaimListItem)),
  'claims.counts': op(NoInput, OutboxCounts),
  /** The insurer's arithmetic: how amounts are sent, how it reads them, and the claims to follow up. */
  'claims.amountCheck': op(NoInput, AmountCheck),
  'claims.resolveInDoubt': op(
    z.object({ id: z.string(), resolution: z.union([z.object({ claimNo: z.string() }), z.literal('not-on-service')]) }),
    ClaimView,
  ),
  'claims.remote': op(RemoteClaimQuery, z.array(ClaimSummary)),
  /**
   * The claim being written, as typed: kept by the core across screen switches, reloads and restarts. Taken
   * while locked too (the last keystrokes' stash may land after the lock; it answers nothing of the draft).
   */
  'claims.stashDraft': op(ClaimEditorDraft, z.object({ stashed: z.literal(true) }), WHILE_LOCKED),
  'claims.stashedDraft': op(NoInput, ClaimEditorDraft.nullable()),
  'claims.dropStashedDraft': op(NoInput, z.object({ dropped: z.literal(true) })),
  /** What the checks before sending read beyond the claim (claim-facts.ts), for the editor to check as staff type. */
  'claims.facts': op(
    z.object({
      authorizationNo: z.string().max(64),
      tariffIds: z.array(z.string().max(64)).max(200),
      diagnosisCodes: z.array(z.string().max(64)).max(50).default([]),
    }),
    ClaimFacts,
  ),

  'documents.attach': op(
    z.object({
      claimId: z.string(),
      fileName: z.string().min(1).max(255),
      contentBase64: z.string(),
      /** Staff marked it as the claim's referral letter. */
      kind: DocumentKind.optional(),
    }),
    DocumentSummary,
  ),
  'documents.list': op(z.object({ claimId: z.string() }), z.array(DocumentSummary)),
  'documents.remove': op(DocumentId, z.object({ removed: z.literal(true) })),
  'documents.confirmUploaded': op(DocumentId, DocumentSummary),
  'documents.retry': op(DocumentId, DocumentSummary),

  'tariffs.search': op(TariffSearchOptions.extend({ query: z.string().max(200) }), z.array(TariffEntry)),
  'tariffs.info': op(NoInput, TariffCacheInfo),
  'tariffs.refresh': op(z.object({ full: z.boolean().optional() }), TariffCacheInfo),
  /** The full download held for staff because it would remove too much of the cache; null when none is. */
  'tariffs.held': op(NoInput, HeldTariffRefresh.nullable()),
  /** Writes the held download `id` (refused once it is no longer the one held). */
  'tariffs.confirmHeld': op(z.object({ id: z.string().min(1) }), TariffCacheInfo),
  /** Forgets the held download `id`; the cache in use stays. */
  'tariffs.discardHeld': op(z.object({ id: z.string().min(1) }), TariffCacheInfo),

  'sync.now': op(NoInput, SyncStatus, WHILE_LOCKED),
  'sync.status': op(NoInput, SyncStatus, WHILE_LOCKED),

  /** Demo mode only (refused with `not-demo` otherwise): the demo cards, and the code the simulated SMS carried. */
  'demo.hints': op(NoInput, DemoHints),
  'diagnoses.search': op(DiagnosisSearch, z.array(DiagnosisEntry)),
  /** Whether a code typed at the desk is on the list (matched by its letters and digits). */
  'diagnoses.lookup': op(z.object({ code: z.string().max(200) }), DiagnosisLookup),
  'diagnoses.info': op(NoInput, DiagnosisListInfo),
  /** Replaces the list with a CSV file's (code,title); a file with problems is refused whole, by line. */
  'diagnoses.import': op(DiagnosisImport, DiagnosisImportOutcome),

  /** Updates of the desktop app (main/desk/updates); in browser mode the state is `unavailable`. */
  'updates.status': op(NoInput, UpdateStatus, WHILE_LOCKED),
  /** Turns updates on or off (turning them on checks at once); the feed is the build's or the policy file's, never the page's. */
  'updates.configure': op(UpdateSettingsChange, UpdateStatus),
  'updates.checkNow': op(NoInput, UpdateStatus),
  /**
   * Staff ask to install the downloaded version: the main process asks them to confirm in a native dialog
   * (`update-not-confirmed` when they do not). The page says whether the claim editor is open, and calls
   * again when that changes while the install waits; it waits too while claims are being sent.
   */
  'updates.install': op(z.object({ claimEditorOpen: z.boolean() }), UpdateStatus),
  /** Whether the first-run choice (the insurer's service, or the demo) is still to be made. */
  'app.state': op(NoInput, AppState, WHILE_LOCKED),
  /** The first-run choice "Try the demo", kept so later starts go straight in; refused (`not-demo`) off the demo. */
  'app.tryDemo': op(NoInput, AppState),
  /** The About dialog: the versions and the data folder. */
  'app.about': op(NoInput, AboutDesk, WHILE_LOCKED),
  /** What opening the data file found that staff have not read yet: a restore from a backup, an update, a failed backup. */
  'notices.list': op(NoInput, z.array(StoreNoticeView), WHILE_LOCKED),
  /** Staff have read a notice: it is not shown again. Answers the notices still to read. */
  'notices.acknowledge': op(z.object({ id: z.number().int() }), z.array(StoreNoticeView)),
  /** Builds the archive for support and lists what it holds; nothing is saved yet. */
  'diagnostics.preview': op(NoInput, DiagnosticsPreview),
  /** Saves the archive last previewed (`id`), unchanged: through the desktop's save dialog, or back for a download. */
  'diagnostics.export': op(z.object({ id: z.string() }), DiagnosticsSaved),
  /** The problems staff are told about (a screen restarted, an unexpected error, a background task that failed). */
  'diagnostics.alerts': op(NoInput, z.array(StaffAlert), WHILE_LOCKED),
  'diagnostics.dismissAlert': op(z.object({ id: z.number().int() }), z.array(StaffAlert)),
  /** Forget this device: what stops it (claims not sent or in doubt, documents not uploaded) and the word to type. */
  'forget.check': op(NoInput, ForgetCheck),
  /**
   * Erases everything ClaimDesk keeps on this computer and starts again at the first run; refused (`forget-blocked`,
   * `forget-word`) while something would be lost or the word typed is not the one shown.
   */
  'forget.confirm': op(z.object({ word: z.string().max(100) }), z.object({ forgotten: z.literal(true) })),
  /**
   * A new recovery key for this desk (at setup, or replacing the one IT holds): answered once, to be shown once and
   * written down; its envelope replaces the one in the data folder. Never logged. At setup, null when the desk has
   * one already (a desk moved here keeps the key IT holds).
   */
  'recovery.issue': op(
    z.object({ reason: z.enum(['setup', 'replace']) }),
    z.object({ recoveryKey: z.string().nullable() }),
  ),
  /**
   * Move a desk here from a backup: the backup (its `.recovery` file beside it, or `envelopeFile`) restored with
   * the recovery key into this computer's empty desk data folder (main/store/recovery/restore.ts); refused
   * (`mistyped-key` with its group, `wrong-key`, `folder-not-empty`, `damaged-backup`, `newer-schema`, …) with
   * nothing kept.
   */
  'recovery.restore': op(
    z.object({
      backupFile: z.string().trim().min(1).max(4096),
      envelopeFile: z.string().trim().min(1).max(4096).optional(),
      recoveryKey: z.string().max(200),
    }),
    z.object({ claimsToCheck: z.number().int(), documentsHeld: z.number().int(), envelopeWritten: z.boolean() }),
  ),

  // ── The locked screen (main/desk/lock): the PIN never comes back, and wrong ones are limited by the core. ──
  'lock.status': op(NoInput, LockStatus, WHILE_LOCKED),
  'lock.lock': op(NoInput, LockStatus, WHILE_LOCKED),
  /**
   * Signs `personId` in (main/desk/people; may be left out on a desk of one person). Refused with `wrong-pin`, or
   * `wait` after too many wrong ones of hers (the status then says until when), or `who` (say who first).
   */
  'lock.unlock': op(z.object({ pin: PinText, personId: PersonId.optional() }), LockStatus, WHILE_LOCKED),
  /**
   * The PIN of the person at the desk: `current` is needed (and checked as an unlock is) when she has one;
   * `pin-form` when the new one is not 4–12 digits. With no person yet it makes the first.
   */
  'lock.setPin': op(z.object({ current: PinText, pin: PinText }), LockStatus, WHILE_LOCKED),

  // ── Settings › People (main/desk/people): each change audited; a PIN is never answered. ──
  'people.list': op(NoInput, PeopleView),
  /** `name-taken` (an active person has the name, whatever its case), `pin-form`. */
  'people.add': op(AddPersonInput, PeopleView),
  'people.rename': op(RenamePersonInput, PeopleView),
  /** `retire-self` (the person at the desk), `retire-last` (the last active one), `not-found`. */
  'people.retire': op(RetirePersonInput, PeopleView),

  // ── The clinic's reports (main/reports): read only; the page prints them and makes their CSV. ──
  'reports.claims': op(ReportQuery, ClaimsReport),
  'reports.batches': op(NoInput, z.array(BatchSummary)),
  /** Refused with `not-found` when no claim holds that batch number. */
  'reports.batch': op(z.object({ batchNo: z.string().trim().min(1).max(64) }), BatchClosing),
  // ── Handing claims to another desk (main/handover): the file travels as base64, both ways. ──
  /** Seals every unsent claim into one file and marks them handed over; refused while a claim is in doubt. */
  'handover.export': op(HandoverExportInput, HandoverExported),
  /** One part of a file to import (it crosses in parts, see HANDOVER_PART_BYTES); the first starts the upload. */
  'handover.upload': op(HandoverUploadInput, HandoverUploaded),
  /** Reads the file uploaded: another desk's claims are imported, this desk's own file takes its claims back. */
  'handover.import': op(HandoverImportInput, HandoverImported),
  /** Every file made or read on this desk, newest first. */
  'handover.list': op(NoInput, z.array(HandoverRecord)),
  /** A file this desk made, again, to save once more. */
  'handover.file': op(z.object({ id: z.string() }), z.object({ fileName: z.string(), contentBase64: z.string() })),
  // ── The insurer's status of sent claims (main/sync/follow-up/status-follow-up.ts, main/claims/resubmit.ts) ──
  /**
   * Staff opened a batch: it is read back in the next run. `asked` is false while the engine is offline or
   * backing off (the run that ends it reads the batch).
   */
  'followUp.readBatch': op(z.object({ batchNo: Identifier }), z.object({ asked: z.boolean() })),
  /** Staff opened the claim: what the insurer said of it is no longer marked as new. */
  'followUp.looked': op(ClaimId, z.object({ looked: z.literal(true) })),
  /** The statuses the insurer has shown on this desk's claims, for the outbox's filter. */
  'followUp.statuses': op(NoInput, z.array(z.string())),
  /** A claim the insurer turned down, copied into a new draft that keeps the link; answers the draft. */
  'followUp.resubmit': op(ClaimId, ClaimView),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = z.input<Operations[N]['input']>;
export type OperationOutput<N extends OperationName> = z.output<Operations[N]['output']>;
export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

/** Events main pushes to the page. */
const events = {
  'sync.statusChanged': SyncStatus,
  'tariffs.refreshProgress': TariffRefreshProgress,
  /** The desktop menu's Settings item: the page opens its Settings screen. */
  'app.openSettings': z.object({}),
  'updates.statusChanged': UpdateStatus,
  /** The desktop menu's Help → About item: the page opens its About dialog. */
  'app.openAbout': z.object({}),
  /** The desktop menu's Export diagnostics item: the page shows what the archive holds, to save it. */
  'app.exportDiagnostics': z.object({}),
  /** The problems told to staff, whenever one is raised again or dismissed. */
  'diagnostics.alertsChanged': z.array(StaffAlert),
  /** The desk was locked or unlocked (here or in another window), a PIN was set, or a wrong one counted. */
  'lock.statusChanged': LockStatus,
} as const;
type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<N extends EventName> = z.output<Events[N]>;
export const EVENT_NAMES = Object.keys(events) as EventName[];
