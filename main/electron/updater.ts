/**
 * The desktop app's updater port (main/desk/updates/port.ts) over electron-updater's `autoUpdater`: a
 * generic feed set before every check (the build's or the policy file's address), no download until the
 * core asks, and never an install on an ordinary quit — only `install`, which staff confirmed.
 *
 * electron-updater checks a download against the sha512 its feed published; that feed is not trusted on
 * its own word. The release verifier (main/desk/updates/verify.ts) checks the feed's latest*.yml against
 * its signature before electron-updater's answer counts (same version, only files the signed manifest
 * lists), then the downloaded files on disk against their own signatures, and once more just before the
 * installer starts (the file waited in a cache folder meanwhile). A refused download is deleted and never
 * reaches `install`; the refusal is logged (file names and key ids only).
 *
 * Its failures become a reason the page words and the updater's own sentence, cut short, for support.
 * A check that answers null (electron-updater skips checking in a build that is not installed) is a
 * failure, never "up to date": nothing was asked.
 */
import { CancellationToken, type UpdateInfo } from 'electron-updater';
import type { UpdateFailure, UpdateFailureReason } from '../../shared/domain/updates';
import { rmSync } from 'node:fs';
import { basename } from 'node:path';
import type { PortResult, UpdaterPort } from '../desk/updates/port';
import { sha512OfFileSync } from '../desk/updates/signature';
import { inRollout } from '../desk/updates/rollout';
import { channelName, type ReleaseVerifier, type SignedManifest, type VerifiedFile } from '../desk/updates/verify';

/** The part of electron-updater's AppUpdater this module uses. */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  /** The channel's file name stem (`latest`, `pilot`); setting it allows downgrades, which the port turns off again. */
  channel: string | null;
  allowDowngrade: boolean;
  isUserWithinRollout: (info: UpdateInfo) => boolean | Promise<boolean>;
  readonly currentVersion: { readonly version: string };
  setFeedURL(options: { readonly provider: 'generic'; readonly url: string }): void;
  checkForUpdates(): Promise<{
    readonly isUpdateAvailable: boolean;
    readonly updateInfo: {
      readonly version: string;
      readonly files: readonly { readonly url: string; readonly sha512: string }[];
    };
  } | null>;
  downloadUpdate(cancellationToken?: CancellationToken): Promise<string[]>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'download-progress', listener: (progress: { readonly percent: number }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeListener(event: 'download-progress', listener: (progress: { readonly percent: number }) => void): unknown;
  removeListener(event: 'error', listener: (error: Error) => void): unknown;
}

const DETAIL_LENGTH = 300;

/** Errors of the network itself (Node's codes, and Chromium's net::ERR_… that Electron's `net` reports). */
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/;

const REASON_OF_CODE: Readonly<Record<string, UpdateFailureReason>> = {
  ERR_UPDATER_CHANNEL_FILE_NOT_FOUND: 'feed-missing',
  ERR_UPDATER_INVALID_UPDATE_INFO: 'feed-invalid',
  ERR_UPDATER_INVALID_VERSION: 'feed-invalid',
  ERR_UPDATER_NO_FILES_PROVIDED: 'feed-invalid',
  ERR_UPDATER_NO_CHECKSUM: 'feed-invalid',
  ERR_CHECKSUM_MISMATCH: 'checksum',
};

function reasonOf(error: { code?: unknown; statusCode?: unknown; message: string }): UpdateFailureReason {
  const code = typeof error.code === 'string' ? error.code : '';
  const known = REASON_OF_CODE[code];
  if (known) return known;
  if (
    UNREACHABLE.test(code) ||
    /net::ERR_(NAME_NOT_RESOLVED|CONNECTION|INTERNET_DISCONNECTED|TIMED_OUT|ADDRESS_UNREACHABLE)/.test(error.message)
  ) {
    return 'unreachable';
  }
  if (typeof error.statusCode === 'number') return 'feed-error';
  // An installed build keeps app-update.yml beside the app; without it electron-updater cannot keep a download.
  if (code === 'ENOENT' && error.message.includes('app-update.yml')) return 'not-installed';
  return 'other';
}

/** The reason, and the first line of the updater's words (they can carry a stack or a whole HTTP body). */
export function describeFailure(error: unknown): UpdateFailure {
  const found = error instanceof Error ? error : new Error(String(error));
  const firstLine = found.message.split('\n', 1)[0] ?? '';
  return { reason: reasonOf(found), detail: firstLine.slice(0, DETAIL_LENGTH) };
}

const failure = (reason: UpdateFailureReason, detail: string): { ok: false; failure: UpdateFailure } => ({
  ok: false,
  failure: { reason, detail },
});

const SIGNATURE_REASONS: ReadonlySet<UpdateFailureReason> = new Set([
  'signature-missing',
  'signature-wrong',
  'signature-tampered',
]);

export interface UpdaterPortOptions {
  readonly verifier: ReleaseVerifier;
  /** An update refused for its signature, for the log. */
  readonly onRefused?: (failure: UpdateFailure) => void;
  /** This desk's id (rollout.ts), read when a staged release needs it. */
  readonly deskId: () => string;
}

export function createUpdaterPort(updater: AutoUpdaterLike, options: UpdaterPortOptions): UpdaterPort {
  const { verifier } = options;
  // The core decides when to download; an update is never installed just because staff quit.
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  /** The feed and signed manifest of the last check that found an update; a download is verified against it. */
  let found: { readonly feedUrl: string; readonly manifest: SignedManifest } | undefined;
  /** The files of the last download whose signatures held: the only ones `install` lets electron-updater run. */
  let verifiedFiles: readonly VerifiedFile[] | undefined;

  /** The installer's files are still the bytes verified (read again, synchronously, right before the install). */
  const stillVerified = (): PortResult<null> => {
    if (verifiedFiles === undefined) return failure('other', 'no verified update to install');
    for (const file of verifiedFiles) {
      let now: string;
      try {
        now = sha512OfFileSync(file.path).toString('base64');
      } catch (error) {
        return { ok: false, failure: describeFailure(error) };
      }
      if (now !== file.sha512) {
        return failure('signature-tampered', `${basename(file.path)} changed after it was verified; not installed`);
      }
    }
    return { ok: true, value: null };
  };

  const logged = <T>(result: PortResult<T>): PortResult<T> => {
    if (!result.ok && SIGNATURE_REASONS.has(result.failure.reason)) options.onRefused?.(result.failure);
    return result;
  };

  return {
    currentVersion: updater.currentVersion.version,

    async check(feedUrl, channel): Promise<PortResult<string | null>> {
      found = undefined;
      verifiedFiles = undefined;
      try {
        const signed = await verifier.manifest(feedUrl, channel);
        if (!signed.ok) return logged(signed);
        updater.setFeedURL({ provider: 'generic', url: feedUrl });
        updater.channel = channelName(channel);
        // A pilot desk moved back to stable waits for stable to pass its version: never an older build.
        updater.allowDowngrade = false;
        // The signed manifest's share, not the feed's word, decides; and by the desk's id, not electron-updater's.
        const { stagingPercentage } = signed.value;
        updater.isUserWithinRollout = () => inRollout(options.deskId(), stagingPercentage);
        const answer = await updater.checkForUpdates();
        if (answer === null)
          return failure('not-installed', 'electron-updater did not check: this build is not installed');
        const { version, files } = answer.updateInfo;
        // The feed answered electron-updater something other than what it signed.
        if (version !== signed.value.version || files.some((file) => !signed.value.sha512s.has(file.sha512))) {
          return logged(failure('signature-tampered', `the feed's release description changed after it was verified`));
        }
        if (!answer.isUpdateAvailable) return { ok: true, value: null };
        found = { feedUrl, manifest: signed.value };
        return { ok: true, value: version };
      } catch (error) {
        return { ok: false, failure: describeFailure(error) };
      }
    },

    async download(onProgress, signal): Promise<PortResult<null>> {
      const cancellation = new CancellationToken();
      const cancel = (): void => cancellation.cancel();
      const progress = ({ percent }: { readonly percent: number }): void => onProgress(percent);
      signal.addEventListener('abort', cancel);
      updater.on('download-progress', progress);
      try {
        if (found === undefined) return failure('other', 'no verified update to download');
        const paths = await updater.downloadUpdate(cancellation);
        const verified = await verifier.downloads(found.feedUrl, found.manifest, paths);
        if (verified.ok) {
          verifiedFiles = verified.value;
          return { ok: true, value: null };
        }
        // electron-updater would offer a file it kept again: a refused one is not kept.
        for (const path of paths) rmSync(path, { force: true });
        return logged(verified);
      } catch (error) {
        return { ok: false, failure: describeFailure(error) };
      } finally {
        updater.removeListener('download-progress', progress);
        signal.removeEventListener('abort', cancel);
      }
    },

    install(): PortResult<null> {
      const checked = stillVerified();
      if (!checked.ok) return logged(checked);
      // electron-updater reports a failure to start the installer as an 'error' event, not a throw.
      let refused: unknown;
      const onError = (error: Error): void => {
        refused ??= error;
      };
      updater.on('error', onError);
      try {
        // Silent: the installer runs without its wizard, and starts ClaimDesk again when done.
        updater.quitAndInstall(true, true);
      } catch (error) {
        refused ??= error;
      } finally {
        updater.removeListener('error', onError);
      }
      return refused === undefined ? { ok: true, value: null } : { ok: false, failure: describeFailure(refused) };
    },
  };
}
