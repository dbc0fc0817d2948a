/**
 * What the updater tells the page (main/desk/updates): the settings, the version running, when the feed
 * last answered, and the state it is in. Reasons and waits are codes, worded by the page's `updates`
 * catalogue, so they follow a change of language.
 */
import { z } from 'zod';
import { UpdateSettings } from './settings';

const Instant = z.iso.datetime();

/** Why an install that staff agreed to waits: a claim is being sent, or one is open in the claim editor. */
export const InstallBlocker = z.enum(['sending', 'editing']);
export type InstallBlocker = z.infer<typeof InstallBlocker>;

/** What went wrong, by kind; `detail` carries the updater's own words for whoever supports the desk. */
export const UpdateFailureReason = z.enum([
  /** The feed could not be reached (no connection, a name that does not resolve, a refused connection). */
  'unreachable',
  /** The feed answered, but holds no latest.yml / latest-mac.yml / latest-linux.yml. */
  'feed-missing',
  /** The feed's file is not a valid description of a release (version, files, checksums). */
  'feed-invalid',
  /** The feed answered with an error (a 5xx, a 403). */
  'feed-error',
  /** The downloaded file does not match the checksum the feed published: it was not kept. */
  'checksum',
  /** The feed has no signature (`.sig`) for its release description or the file downloaded: refused. */
  'signature-missing',
  /** The signature is not one of a ClaimDesk release key (another key, or not a signature at all): refused. */
  'signature-wrong',
  /** The file was changed after the release was signed: refused, and the download thrown away. */
  'signature-tampered',
  /** This copy of ClaimDesk cannot update itself (not an installed build, or its update configuration is missing). */
  'not-installed',
  'other',
]);
export type UpdateFailureReason = z.infer<typeof UpdateFailureReason>;

export const UpdateFailure = z.object({ reason: UpdateFailureReason, detail: z.string().max(500) });
export type UpdateFailure = z.infer<typeof UpdateFailure>;

const Version = z.string().min(1).max(100);

export const UpdateState = z.discriminatedUnion('phase', [
  /** This host has no updater: browser mode (updates come with the desktop app). */
  z.object({ phase: z.literal('unavailable') }),
  z.object({ phase: z.literal('off') }),
  /** On, and no check has run yet since start or since the settings changed. */
  z.object({ phase: z.literal('idle') }),
  z.object({ phase: z.literal('checking') }),
  /** The feed answered, and offers nothing newer than the version running. */
  z.object({ phase: z.literal('up-to-date'), checkedAt: Instant }),
  z.object({ phase: z.literal('downloading'), version: Version, percent: z.number().int().min(0).max(100) }),
  /**
   * Downloaded and verified. `waitingFor` is null until staff agree to install; then it lists what the
   * install waits for (never empty: with nothing to wait for, the install starts).
   */
  z.object({ phase: z.literal('ready'), version: Version, waitingFor: z.array(InstallBlocker).min(1).nullable() }),
  /** ClaimDesk is closing to install it, and starts again after. */
  z.object({ phase: z.literal('installing'), version: Version }),
  z.object({
    phase: z.literal('failed'),
    stage: z.enum(['check', 'download', 'install']),
    failure: UpdateFailure,
    failedAt: Instant,
  }),
]);
export type UpdateState = z.infer<typeof UpdateState>;
export type UpdatePhase = UpdateState['phase'];

/**
 * Where updates come from, read-only for the page: the address built into this copy (electron-builder's
 * `publish` entry), or one an administrator set in `update-policy.json` beside the app. `none`: neither
 * (not an installed build, or a policy file that is not valid — `problem` says which).
 */
export const UpdateFeed = z.object({
  source: z.enum(['build', 'policy', 'none']),
  url: z.string().max(2000).nullable(),
  problem: z.enum(['not-installed', 'policy-invalid']).nullable(),
});
export type UpdateFeed = z.infer<typeof UpdateFeed>;

export const UpdateStatus = z.object({
  settings: UpdateSettings,
  feed: UpdateFeed,
  /** The version running; null where there is no updater. */
  currentVersion: Version.nullable(),
  /** When the feed last answered a check (an answer earns "up to date"; a failure does not). */
  lastCheckedAt: Instant.nullable(),
  state: UpdateState,
  /**
   * While a downloaded version waits for staff: when the limit to "Later" runs out (it then installs at the
   * next start after it, main/desk/updates/deferral.ts). Absent or null when nothing waits.
   */
  installsAfter: Instant.nullable().optional(),
});
export type UpdateStatus = z.infer<typeof UpdateStatus>;
