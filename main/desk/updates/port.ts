/**
 * What the core needs from a host's updater (the desktop app's is main/electron/updater.ts, over
 * electron-updater). No method throws or rejects: failures are data, with a reason the page words.
 */
import type { UpdateChannel } from '../../../shared/domain/settings';
import type { UpdateFailure } from '../../../shared/domain/updates';

export type PortResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: UpdateFailure };

export interface UpdaterPort {
  /** The version running. */
  readonly currentVersion: string;
  /**
   * Asks the feed at `feedUrl`: the newer version it offers, or null when it offers none (the feed answered).
   * The feed's release description (the channel's manifest) counts only with a valid signature of a release key;
   * a release staged to a share of desks this desk is not in (rollout.ts) is nothing newer.
   */
  check(feedUrl: string, channel: UpdateChannel): Promise<PortResult<string | null>>;
  /**
   * Downloads what the last check found and verifies its checksum and signature (a refused file is thrown
   * away); reports whole percents; `signal` cancels.
   */
  download(onProgress: (percent: number) => void, signal: AbortSignal): Promise<PortResult<null>>;
  /** Starts the installer of the downloaded version; ClaimDesk quits (stopping the core first) and starts again. */
  install(): PortResult<null>;
}

/**
 * Asks staff whether to install `version` now, in a native dialog of the main process: the page can ask for
 * an install, never start one. Answers false when they decline or close the dialog.
 */
export type ConfirmInstall = (version: string) => Promise<boolean>;
