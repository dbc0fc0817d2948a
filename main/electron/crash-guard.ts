/**
 * The screen's guard: a page whose process ends (a crash, running out of memory, killed)
 * is loaded again, and one that hangs for `hangMs` after Electron says it stopped
 * responding has its process ended and is loaded again the same way. Each time the log
 * says why and staff are told (a staff alert, which the page reads when it starts again:
 * "ClaimDesk restarted the screen after a problem; your work was kept"). Work in progress
 * lives in the core (the visit, the claim being written), so nothing typed is lost with
 * the page. A screen that keeps failing (more than `restartLimit` times within
 * `restartWindowMs`) is not reloaded again: `giveUp` tells staff and quits the ordinary way.
 * The main process's own uncaught errors are caught by main/log/uncaught.ts.
 */
import type { Log } from '../log/logger';
import type { StaffAlerts } from '../log/staff-alerts';

export interface GoneDetails {
  readonly reason: string;
  readonly exitCode: number;
}

/** The part of Electron's WebContents this module uses. */
export interface GuardedContentsLike {
  on(event: 'render-process-gone', listener: (event: unknown, details: GoneDetails) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  isDestroyed(): boolean;
  reload(): void;
  forcefullyCrashRenderer(): void;
}

export interface ScreenGuardOptions {
  readonly log: Log;
  readonly alerts: StaffAlerts;
  /** The screen keeps failing: tell staff, and quit. */
  readonly giveUp: () => void;
  readonly hangMs?: number;
  readonly restartLimit?: number;
  readonly restartWindowMs?: number;
  readonly now?: () => number;
}

export function guardScreen(contents: GuardedContentsLike, options: ScreenGuardOptions): void {
  const { log, alerts, giveUp, hangMs = 10_000, restartLimit = 3, restartWindowMs = 60_000, now = Date.now } = options;
  let hang: ReturnType<typeof setTimeout> | undefined;
  let endedForHanging = false;
  let restarts: number[] = [];

  const calm = (): void => {
    clearTimeout(hang);
    hang = undefined;
  };

  contents.on('render-process-gone', (_event, { reason, exitCode }) => {
    calm();
    const why = endedForHanging ? 'it had stopped responding' : `${reason}, exit code ${exitCode}`;
    endedForHanging = false;
    // A clean exit is the window closing; a destroyed page has nothing to reload.
    if (reason === 'clean-exit' || contents.isDestroyed()) return;
    const at = now();
    restarts = [...restarts.filter((time) => at - time < restartWindowMs), at];
    if (restarts.length > restartLimit) {
      log.error(
        `The screen's process ended again (${why}): ${restarts.length} times within ${restartWindowMs / 1000} s; not reloading it`,
      );
      giveUp();
      return;
    }
    log.error(`The screen's process ended (${why}); reloading the screen`);
    alerts.raise('screen-restarted');
    contents.reload();
  });

  contents.on('unresponsive', () => {
    if (hang !== undefined) return;
    log.warn(`The screen stopped responding; it is restarted unless it responds within ${hangMs / 1000} s`);
    hang = setTimeout(() => {
      hang = undefined;
      if (contents.isDestroyed()) return;
      endedForHanging = true;
      contents.forcefullyCrashRenderer();
    }, hangMs);
  });

  contents.on('responsive', () => {
    if (hang === undefined) return;
    calm();
    log.info('The screen responds again');
  });
}
