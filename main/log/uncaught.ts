/**
 * An exception nothing caught, or a promise rejected with nobody waiting, in the main
 * process (Electron) or the server (browser mode): logged with its stack and told to
 * staff, and ClaimDesk keeps running. Node would otherwise end the process, and with it
 * the window and anything in flight; saved work is safe either way (every write is a
 * SQLite transaction, committed whole or not at all), so staying up loses nothing that
 * ending would keep. A storm of them (more than `stormLimit` within `stormMs`) means
 * something is badly wrong: ClaimDesk then quits the ordinary way, stopping the core first.
 */
import type { Log } from './logger';
import type { StaffAlerts } from './staff-alerts';

/** The part of Node's process this module uses. */
export interface ProcessLike {
  on(event: 'uncaughtException', listener: (error: Error, origin: string) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

export interface UncaughtOptions {
  readonly log: Log;
  readonly alerts: StaffAlerts;
  /** Quits the ordinary way (the core stopped first). */
  readonly quit: () => void;
  readonly now?: () => number;
  readonly stormLimit?: number;
  readonly stormMs?: number;
}

export function catchUncaught(proc: ProcessLike, options: UncaughtOptions): void {
  const { log, alerts, quit, now = Date.now, stormLimit = 10, stormMs = 60_000 } = options;
  let recent: number[] = [];
  let quitting = false;

  function caught(what: string, error: unknown): void {
    log.error(what, error);
    alerts.raise('unexpected-error');
    const at = now();
    recent = [...recent.filter((t) => at - t < stormMs), at];
    if (recent.length > stormLimit && !quitting) {
      quitting = true;
      log.error(`${recent.length} unexpected errors within ${stormMs / 1000} s: ClaimDesk stops the core and quits`);
      quit();
    }
  }

  proc.on('uncaughtException', (error, origin) => caught(`Uncaught exception (${origin})`, error));
  proc.on('unhandledRejection', (reason) => caught('Unhandled promise rejection', reason));
}
