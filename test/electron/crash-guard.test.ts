/**
 * The screen's guard, with a stand-in for Electron's WebContents: a page whose process
 * ends, or that hangs past its grace time, is reloaded, logged and told to staff; one that
 * recovers is left alone; one that keeps failing is given up on.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardScreen, type GoneDetails, type GuardedContentsLike } from '../../main/electron/crash-guard';
import { createLogger } from '../../main/log/logger';
import { createStaffAlerts } from '../../main/log/staff-alerts';
import { tempDir } from '../support/sync-world';

class FakeContents extends EventEmitter implements GuardedContentsLike {
  destroyed = false;
  readonly reload = vi.fn<() => void>();
  readonly forcefullyCrashRenderer = vi.fn<() => void>(() => this.gone({ reason: 'killed', exitCode: 9 }));
  isDestroyed(): boolean {
    return this.destroyed;
  }
  gone(details: GoneDetails): void {
    this.emit('render-process-gone', {}, details);
  }
}

let dir: string;
beforeEach(() => {
  dir = tempDir();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-24T07:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

function guarded() {
  const contents = new FakeContents();
  const logger = createLogger({ dir });
  const alerts = createStaffAlerts();
  const giveUp = vi.fn();
  guardScreen(contents, {
    log: logger.scope('screen'),
    alerts,
    giveUp,
    hangMs: 10_000,
    restartLimit: 3,
    restartWindowMs: 60_000,
  });
  const log = (): string =>
    logger
      .files()
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('');
  return { contents, alerts, giveUp, log };
}

describe('the screen guard', () => {
  it('reloads a screen whose process crashed, and tells staff why it was reloaded', () => {
    const { contents, alerts, log } = guarded();
    contents.gone({ reason: 'crashed', exitCode: 139 });

    expect(contents.reload).toHaveBeenCalledOnce();
    expect(alerts.list().map((alert) => alert.kind)).toEqual(['screen-restarted']);
    expect(log()).toMatch(
      /\[error\] +\(screen\) The screen's process ended \(crashed, exit code 139\); reloading the screen/,
    );
  });

  it('leaves a screen that closed cleanly, or whose window is gone, alone', () => {
    const { contents, alerts } = guarded();
    contents.gone({ reason: 'clean-exit', exitCode: 0 });
    contents.destroyed = true;
    contents.gone({ reason: 'crashed', exitCode: 139 });
    expect(contents.reload).not.toHaveBeenCalled();
    expect(alerts.list()).toEqual([]);
  });

  it('waits for a hung screen to recover, and leaves it alone when it does', () => {
    const { contents, alerts, log } = guarded();
    contents.emit('unresponsive');
    vi.advanceTimersByTime(9_999);
    contents.emit('responsive');
    vi.advanceTimersByTime(60_000);

    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    expect(contents.reload).not.toHaveBeenCalled();
    expect(alerts.list()).toEqual([]);
    expect(log()).toMatch(
      /The screen stopped responding; it is restarted unless it responds within 10 s\n.*The screen responds again\n$/,
    );
  });

  it('ends the process of a screen hung past its grace time, and reloads it', () => {
    const { contents, alerts, log } = guarded();
    contents.emit('unresponsive');
    contents.emit('unresponsive');
    vi.advanceTimersByTime(10_000);

    expect(contents.forcefullyCrashRenderer).toHaveBeenCalledOnce();
    expect(contents.reload).toHaveBeenCalledOnce();
    expect(alerts.list().map((alert) => [alert.kind, alert.count])).toEqual([['screen-restarted', 1]]);
    expect(log()).toContain("The screen's process ended (it had stopped responding); reloading the screen");
  });

  it('gives up on a screen that keeps failing, instead of reloading it for ever', () => {
    const { contents, giveUp, log } = guarded();
    for (let n = 0; n < 3; n++) {
      contents.gone({ reason: 'oom', exitCode: 1 });
      vi.advanceTimersByTime(10_000);
    }
    expect(contents.reload).toHaveBeenCalledTimes(3);
    expect(giveUp).not.toHaveBeenCalled();

    contents.gone({ reason: 'oom', exitCode: 1 });
    expect(contents.reload).toHaveBeenCalledTimes(3);
    expect(giveUp).toHaveBeenCalledOnce();
    expect(log()).toContain(
      "The screen's process ended again (oom, exit code 1): 4 times within 60 s; not reloading it",
    );
  });

  it('counts only the failures of the last minute', () => {
    const { contents, giveUp } = guarded();
    for (let n = 0; n < 6; n++) {
      contents.gone({ reason: 'crashed', exitCode: 139 });
      vi.advanceTimersByTime(25_000);
    }
    expect(contents.reload).toHaveBeenCalledTimes(6);
    expect(giveUp).not.toHaveBeenCalled();
  });
});
