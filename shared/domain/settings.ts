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

// ── Updates (main/app/updates): the feed ClaimDesk updates itself from, off until an administrator turns it on. ──

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What is wrong with an update feed address, as a rule code; undefined when it is fine. */
function feedUrlProblem(text: string): RuleCode | undefined {
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

const FeedUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((text, context) => {
    const found = feedUrlProblem(text);
    if (found) context.addIssue({ code: 'custom', message: rule(found) });
  });

export const UpdateSettings = z
  .object({
    /** Whether ClaimDesk checks the feed (daily, and a little after it starts) and downloads what it offers. */
    enabled: z.boolean(),
    /** The generic feed's address: the folder holding latest.yml / latest-mac.yml / latest-linux.yml. */
    feedUrl: FeedUrl.nullable(),
  })
  .refine((settings) => !settings.enabled || settings.feedUrl !== null, {
    message: rule('updates.feedUrlMissing'),
    path: ['feedUrl'],
  });
export type UpdateSettings = z.infer<typeof UpdateSettings>;

export const DeskSettings = z.object({
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
  /** The locked screen (see shared/domain/lock.ts). */
  lock: LockSettings,
});
export type DeskSettings = z.infer<typeof DeskSettings>;
export type SettingKey = keyof DeskSettings;
export const SETTING_KEYS = Object.keys(DeskSettings.shape) as SettingKey[];

export const DEFAULT_SETTINGS: DeskSettings = {
  deskName: '',
  staffName: '',
  batchRule: DEFAULT_BATCH_RULE,
  serviceUrl: null,
  claimPath: null,
  serviceTimeZone: 'UTC',
  lineAmounts: 'unit',
  countryCode: DEFAULT_COUNTRY_CODE,
  language: DEFAULT_LANGUAGE,
  updates: { enabled: false, feedUrl: null },
  lock: DEFAULT_LOCK_SETTINGS,
};

/** A stored setting that could not be read and was replaced by its default. */
export const SettingProblem = z.object({ key: z.string(), message: z.string() });
export type SettingProblem = z.infer<typeof SettingProblem>;
