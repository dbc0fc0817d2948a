/**
 * What the core needs from a host's updater (the desktop app's is main/electron/updater.ts, over
 * electron-updater). No method throws or rejects: failures are data, with a reason the page words.
 */
import type { UpdateFailure } from '../../../shared/domain/updates';

export type PortResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: UpdateFailure };

export interface UpdaterPort {
  /** The version running. */
  readonly currentVersion: string;
  /** Asks the feed at `feedUrl`: the newer version it offers, or null when it offers none (the feed answered). */
  check(feedUrl: string): Promise<PortResult<string | null>>;
  /** Downloads what the last check found and verifies its checksum; reports whole percents; `signal` cancels. */
  download(onProgress: (percent: number) => void, signal: AbortSignal): Promise<PortResult<null>>;
  /** Starts the installer of the downloaded version; ClaimDesk quits (stopping the core first) and starts again. */
  install(): PortResult<null>;
}
