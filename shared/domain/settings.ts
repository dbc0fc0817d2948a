/**
 * The desk's settings kept in the store: one zod schema and one default per key.
 * Each value is stored as JSON and parsed with its schema on read; a value that
 * fails falls back to the default (and is reported), so a damaged setting never
 * stops the desk. The service token is not a setting: the shell keeps it in the
 * operating system's secret store.
 */
import { z } from 'zod';
import { CLAIM_SUBMIT_PATHS } from '../wire/endpoints';
import { BatchRule, DEFAULT_BATCH_RULE, LineAmounts } from './claims';
import { DEFAULT_QUANTITY_THRESHOLD, QUANTITY_THRESHOLD_LIMITS } from './claim-checks';
import { rule } from './problems';
import type { RuleCode } from './rule-wording';
import { CountryCode, DEFAULT_COUNTRY_CODE } from './typed-input';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { DEFAULT_LOCK_SETTINGS, LockSettings } from './lock';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TimeZone = z.string().refine(isTimeZone, rule('timeZone.unknown'));

const Name = z.string().trim().max(80);

// ── Updates (main/desk/updates): off until an administrator turns them on; the feed is the build's or a policy file's. ──

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What is wrong with an update feed address, as a rule code; undefined when it is fine. */
export function feedUrlProblem(text: string): RuleCode | undefined {
  if (!URL.canParse(text)) return 'updates.feedUrlNotFull';
  const url = new URL(text);
  // An update is code that will run: it may come in clear only from this machine (tests, a local mirror).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    return 'updates.feedUrlNotHttps';
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    return 'updates.feedUrlHasExtras';
  }
  return undefined;
}

/**
 * Which releases a desk takes: `stable` (the feed's latest*.yml) or `pilot` (pilot*.yml: a few desks get a release
 * first). electron-builder writes one manifest per channel (docs/releasing.md, "Channels and staged rollout").
 */
export const UPDATE_CHANNELS = ['stable', 'pilot'] as const;
export const UpdateChannel = z.enum(UPDATE_CHANNELS);
export type UpdateChannel = z.infer<typeof UpdateChannel>;

/** How many days staff may answer "Later" to a downloaded update; after that it installs at the next start. */
export const DEFER_DAYS_LIMITS = { min: 0, max: 30 } as const;
export const DEFAULT_DEFER_DAYS = 7;
export const DeferDays = z.number().int().min(DEFER_DAYS_LIMITS.min).max(DEFER_DAYS_LIMITS.max);

export const UpdateSettings = z.object({
  /** Whether ClaimDesk checks the feed (daily, and a little after it starts) and downloads what it offers. */
  enabled: z.boolean(),
  /** Defaults fill a value stored before the key existed (`{ "enabled": true }` stays on, on the stable channel). */
  channel: UpdateChannel.default('stable'),
  deferDays: DeferDays.default(DEFAULT_DEFER_DAYS),
});
export type UpdateSettings = z.infer<typeof UpdateSettings>;
/** What the page may change: turning updates on or off, and the other parts only when it names them. */
export const UpdateSettingsChange = z.strictObject({
  enabled: z.boolean(),
  channel: UpdateChannel.optional(),
  deferDays: DeferDays.optional(),
});
export type UpdateSettingsChange = z.infer<typeof UpdateSettingsChange>;
/**
 * The update parts settings.update may carry, none filled by a default: a change naming only `enabled` must not
 * put the channel and the deferral back to their defaults (the use case merges it with the stored value).
 */
export const UpdateSettingsPart = z.object({
  enabled: z.boolean().optional(),
  channel: UpdateChannel.optional(),
  deferDays: DeferDays.optional(),
});
export type UpdateSettingsPart = z.infer<typeof UpdateSettingsPart>;

// ── Retention (main/retention): how long patient data stays on this computer, in days. ──

/**
 * Every period is bounded so that the audit trail (at least 366 days) always outlives the data it speaks of
 * (at most 365 days): the audit trail is kept longest by construction, not by a rule staff could break.
 */
/** Each period's bounds, in whole days (the settings screen says them too). */
export const RETENTION_LIMITS = {
  documentDays: { min: 1, max: 365 },
  recentMemberDays: { min: 1, max: 365 },
  unusedVisitDays: { min: 1, max: 365 },
  corruptDays: { min: 1, max: 365 },
  auditDays: { min: 366, max: 3653 },
} as const;
export type RetentionPeriod = keyof typeof RETENTION_LIMITS;

const Days = (period: RetentionPeriod) =>
  z.number().int().min(RETENTION_LIMITS[period].min).max(RETENTION_LIMITS[period].max);

export const RetentionSettings = z.object({
  /** A document's content (the scan), this many days after the insurer confirmed its upload; its record stays. */
  documentDays: Days('documentDays'),
  /** A member looked up (name, birth date, benefits), this many days after the last lookup. */
  recentMemberDays: Days('recentMemberDays'),
  /** A visit or authorization that no claim refers to, this many days after it was started or obtained. */
  unusedVisitDays: Days('unusedVisitDays'),
  /** A damaged data file kept in `corrupt/` for support, this many days after it was last written. */
  corruptDays: Days('corruptDays'),
  /** An audit entry, this many days after it was written. */
  auditDays: Days('auditDays'),
});
export type RetentionSettings = z.infer<typeof RetentionSettings>;

/** See docs/it-guide.md, "How long data is kept", for why these. */
export const DEFAULT_RETENTION: RetentionSettings = {
  documentDays: 30,
  recentMemberDays: 14,
  unusedVisitDays: 90,
  corruptDays: 30,
  auditDays: 2557,
};

// ── Status follow-up (main/sync/follow-up/status-follow-up.ts): which sent claims are read back from the insurer, and how often. ──

export const FOLLOW_UP_LIMITS = {
  maxAgeDays: { min: 1, max: 365 },
  intervalHours: { min: 1, max: 168 },
} as const;
export type FollowUpField = keyof typeof FOLLOW_UP_LIMITS;

const FollowUpNumber = (field: FollowUpField) =>
  z.number().int().min(FOLLOW_UP_LIMITS[field].min).max(FOLLOW_UP_LIMITS[field].max);

export const FollowUpSettings = z.object({
  /** Claims sent at most this many days ago have their batches read back; older ones keep their last status. */
  maxAgeDays: FollowUpNumber('maxAgeDays'),
  /** A batch is read back again once its last read is this many hours old ("Sync now" reads at once). */
  intervalHours: FollowUpNumber('intervalHours'),
});
export type FollowUpSettings = z.infer<typeof FollowUpSettings>;

export const DEFAULT_FOLLOW_UP: FollowUpSettings = { maxAgeDays: 90, intervalHours: 6 };

// ── Documents (main/claims/document-fit.ts, referral.ts) ──

const MIB = 1024 * 1024;
/**
 * The largest document the desk stores, in bytes: 1 MB by default, counted as the desk shows sizes everywhere
 * (1 MB = 1,048,576 bytes, shared/i18n/format.ts formatSize), so the limit a message names is the figure staff
 * see beside their file. Images above it are scaled down; a PDF above it is refused. At most 10 MB, the largest
 * the insurer's service takes; the Settings screen offers DOCUMENT_SIZE_CHOICES.
 */
export const DOCUMENT_SIZE_LIMITS = { min: 256 * 1024, max: 10 * MIB } as const;
export const DEFAULT_DOCUMENT_SIZE_LIMIT = MIB;
export const DOCUMENT_SIZE_CHOICES: readonly number[] = [512 * 1024, MIB, 2 * MIB, 5 * MIB, 10 * MIB];

/** A claim on a Referral benefit without its letter: held until it is attached (`hold`), or only warned of. */
export const ReferralLetterRule = z.enum(['hold', 'warn']);
export type ReferralLetterRule = z.infer<typeof ReferralLetterRule>;

// ── Hand-over (main/handover/upload-spool.ts) ──

/**
 * The largest hand-over file a desk takes in, in bytes (the upload's parts in all): a file holds claims and
 * their scans, so 64 MiB by default; the Settings screen offers HANDOVER_UPLOAD_CHOICES.
 */
export const HANDOVER_UPLOAD_LIMITS = { min: 8 * MIB, max: 1024 * MIB } as const;
export const DEFAULT_HANDOVER_UPLOAD_LIMIT = 64 * MIB;
export const HANDOVER_UPLOAD_CHOICES: readonly number[] = [32 * MIB, 64 * MIB, 128 * MIB, 256 * MIB, 512 * MIB];

// ── Tariffs (main/tariffs/refresh-hold.ts) ──

/** A full download that would remove more than this share (%) of the cached tariffs waits for staff (100: never). */
export const TARIFF_DROP_HOLD_LIMITS = { min: 1, max: 100 } as const;
export const DEFAULT_TARIFF_DROP_HOLD_PERCENT = 50;

// ── Off-PC backups (main/store/offsite-backup.ts) and the log (main/log/logger.ts) ──

/** How often the newest backup is copied to the IT folder, in whole hours. */
export const BACKUP_EVERY_HOURS_LIMITS = { min: 1, max: 168 } as const;

export const BackupSettings = z.object({
  /**
   * The folder IT chose for copies of the backups (a network share, a USB disk), an absolute path; null: no copies
   * leave this computer. Each desk writes into its own subfolder of it; "Send to IT" writes there too.
   */
  folder: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .refine((text) => /^(\/|\\\\|[A-Za-z]:[\\/])/.test(text), rule('backup.folderNotFull'))
    .nullable(),
  /** A copy is made once the last good one is this many hours old (see BACKUP_EVERY_HOURS_LIMITS). */
  everyHours: z.number().int().min(BACKUP_EVERY_HOURS_LIMITS.min).max(BACKUP_EVERY_HOURS_LIMITS.max),
});
export type BackupSettings = z.infer<typeof BackupSettings>;
export const DEFAULT_BACKUP: BackupSettings = { folder: null, everyHours: 24 };

/** The least level the log file keeps: warnings only, the day's work (default), or everything (for support). */
export const LogLevelSetting = z.enum(['warn', 'info', 'debug']);
export type LogLevelSetting = z.infer<typeof LogLevelSetting>;
export const LogSettings = z.object({ level: LogLevelSetting });
export type LogSettings = z.infer<typeof LogSettings>;

export const DeskSettings = z.object({
  /** The clinic's name, at the head of a printed claim form and receipt (the service gives no provider's name). */
  clinicName: Name,
  /** Shown in the audit trail: which reception desk did it. */
  deskName: Name,
  /** The staff member at the desk, recorded on every audit entry. */
  staffName: Name,
  /** How batch numbers are chosen for new claims (see main/claims/batch-rule.ts). */
  batchRule: BatchRule,
  /** The insurer service's base address; null until configured. */
  serviceUrl: z.url({ protocol: /^https?$/ }).nullable(),
  /** Which claim submission path the service accepted; null until detected. */
  claimPath: z.enum(CLAIM_SUBMIT_PATHS).nullable(),
  /** The zone the service's timestamps (e.g. otp_expire_at) are written in. */
  serviceTimeZone: TimeZone,
  /**
   * How breakup amounts are written: unit prices or line totals (main/claims/line-amounts.ts). Changed only by
   * staff, never by ClaimDesk itself; it applies to claims sent after the change.
   */
  lineAmounts: LineAmounts,
  /** The desk's country code: a phone number typed the local way ("0712 345 678") gets it in front. */
  countryCode: CountryCode,
  /** The language of the page, the printed claim form and the core's messages; switched without a restart. */
  language: z.enum(LANGUAGES),
  /** Updates of the desktop app (see UpdateSettings). */
  updates: UpdateSettings,
  /** How long patient data is kept (see RetentionSettings). */
  retention: RetentionSettings,
  /** The locked screen (see shared/domain/lock.ts). */
  lock: LockSettings,
  /** Reading the insurer's status of sent claims (see FollowUpSettings). */
  statusFollowUp: FollowUpSettings,
  /**
   * The insurer accepts several claims per authorization, so queueing a second claim on one is allowed. Off:
   * an authorization is one visit, and a second claim on it is a duplicate (main/claims/authorization-claims.ts).
   */
  severalClaimsPerAuthorization: z.boolean(),
  /** The largest document stored, in bytes (see DOCUMENT_SIZE_LIMITS). */
  documentSizeLimit: z.number().int().min(DOCUMENT_SIZE_LIMITS.min).max(DOCUMENT_SIZE_LIMITS.max),
  /** What a missing referral letter does to a queued claim on a Referral benefit (see ReferralLetterRule). */
  referralLetter: ReferralLetterRule,
  /** A claim line's quantity above this is a warning before sending (shared/domain/claim-checks.ts). */
  quantityThreshold: z.number().int().min(QUANTITY_THRESHOLD_LIMITS.min).max(QUANTITY_THRESHOLD_LIMITS.max),
  /** A full tariff download removing more than this share (%) of the cache is held for staff to confirm. */
  tariffDropHoldPercent: z.number().int().min(TARIFF_DROP_HOLD_LIMITS.min).max(TARIFF_DROP_HOLD_LIMITS.max),
  /** The largest hand-over file taken in, in bytes (see HANDOVER_UPLOAD_LIMITS). */
  handoverUploadLimit: z.number().int().min(HANDOVER_UPLOAD_LIMITS.min).max(HANDOVER_UPLOAD_LIMITS.max),
  /** Copies of the backups to a folder IT chose (see BackupSettings). */
  backup: BackupSettings,
  /** The log file (see LogSettings); applied to the running log at once. */
  log: LogSettings,
});
export type DeskSettings = z.infer<typeof DeskSettings>;
export type SettingKey = keyof DeskSettings;
export const SETTING_KEYS = Object.keys(DeskSettings.shape) as SettingKey[];

export const DEFAULT_SETTINGS: DeskSettings = {
  clinicName: '',
  deskName: '',
  staffName: '',
  batchRule: DEFAULT_BATCH_RULE,
  serviceUrl: null,
  claimPath: null,
  serviceTimeZone: 'UTC',
  lineAmounts: 'unit',
  countryCode: DEFAULT_COUNTRY_CODE,
  language: DEFAULT_LANGUAGE,
  updates: { enabled: false, channel: 'stable', deferDays: DEFAULT_DEFER_DAYS },
  retention: DEFAULT_RETENTION,
  lock: DEFAULT_LOCK_SETTINGS,
  statusFollowUp: DEFAULT_FOLLOW_UP,
  severalClaimsPerAuthorization: false,
  documentSizeLimit: DEFAULT_DOCUMENT_SIZE_LIMIT,
  referralLetter: 'hold',
  quantityThreshold: DEFAULT_QUANTITY_THRESHOLD,
  tariffDropHoldPercent: DEFAULT_TARIFF_DROP_HOLD_PERCENT,
  handoverUploadLimit: DEFAULT_HANDOVER_UPLOAD_LIMIT,
  backup: DEFAULT_BACKUP,
  log: { level: 'info' },
};

/** A stored setting that could not be read and was replaced by its default. */
export const SettingProblem = z.object({ key: z.string(), message: z.string() });
export type SettingProblem = z.infer<typeof SettingProblem>;
