/** Uncaught errors in the main process or the server: logged, told to staff, and the process keeps running. */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../main/log/logger';
import { createStaffAlerts } from '../../main/log/staff-alerts';
import { catchUncaught } from '../../main/log/uncaught';
import { tempDir } from '../support/sync-world';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function setUp(now: () => number = () => 0) {
  const dir = tempDir();
  dirs.push(dir);
  const logger = createLogger({ dir });
  const alerts = createStaffAlerts(() => new Date('2026-11-24T07:30:00Z'));
  const proc = new EventEmitter();
  const quit = vi.fn();
  catchUncaught(proc, { log: logger.scope('main'), alerts, quit, now, stormLimit: 3, stormMs: 60_000 });
  const log = (): string =>
    logger
      .files()
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('');
  return { proc, alerts, quit, log, file: path.join(dir, 'claimdesk.log') };
}

describe('uncaught errors', () => {
  it('logs an uncaught exception with its stack, redacted, tells staff once however often, and keeps running', () => {
    const { proc, alerts, quit, log } = setUp();
    proc.emit('uncaughtException', new RangeError('bad offset in the answer, token=s3cr3t'), 'uncaughtException');
    proc.emit('unhandledRejection', new Error('the service went away'));

    expect(log()).toMatch(
      /\[error\] +\(main\) Uncaught exception \(uncaughtException\) RangeError: bad offset in the answer, token=\[redacted\]\n\s+at /,
    );
    expect(log()).toMatch(/\(main\) Unhandled promise rejection Error: the service went away/);
    expect(alerts.list()).toEqual([
      {
        id: 1,
        kind: 'unexpected-error',
        firstAt: '2026-11-24T07:30:00.000Z',
        lastAt: '2026-11-24T07:30:00.000Z',
        count: 2,
      },
    ]);
    expect(quit).not.toHaveBeenCalled();
  });

  it('logs a rejection that is not an error as it is', () => {
    const { proc, log } = setUp();
    proc.emit('unhandledRejection', { status: 503, token: 'abc123' });
    expect(log()).toContain("Unhandled promise rejection { status: 503, token: '[redacted]' }");
  });

  it('quits the ordinary way, once, when errors come in a storm', () => {
    let clock = 0;
    const { proc, quit, log } = setUp(() => clock);
    for (const at of [0, 70_000, 80_000, 90_000]) {
      clock = at;
      proc.emit('uncaughtException', new Error(`at ${at}`), 'uncaughtException');
    }
    expect(quit).not.toHaveBeenCalled();
    clock = 100_000;
    proc.emit('uncaughtException', new Error('one too many'), 'uncaughtException');
    proc.emit('uncaughtException', new Error('and another'), 'uncaughtException');
    expect(quit).toHaveBeenCalledOnce();
    expect(log()).toContain('4 unexpected errors within 60 s: ClaimDesk stops the core and quits');
  });
});

describe('the problems told to staff', () => {
  it('counts a kind again rather than repeating it, keeps kinds apart, and forgets what staff dismiss', () => {
    let now = new Date('2026-11-24T07:30:00Z');
    const alerts = createStaffAlerts(() => now);
    const heard: number[][] = [];
    const stop = alerts.onChange((list) => heard.push(list.map((alert) => alert.count)));

    alerts.raise('screen-restarted');
    now = new Date('2026-11-24T07:31:00Z');
    alerts.raise('store');
    alerts.raise('screen-restarted');
    expect(alerts.list()).toEqual([
      {
        id: 1,
        kind: 'screen-restarted',
        firstAt: '2026-11-24T07:30:00.000Z',
        lastAt: '2026-11-24T07:31:00.000Z',
        count: 2,
      },
      { id: 2, kind: 'store', firstAt: '2026-11-24T07:31:00.000Z', lastAt: '2026-11-24T07:31:00.000Z', count: 1 },
    ]);

    alerts.dismiss(1);
    alerts.dismiss(1);
    expect(alerts.list().map((alert) => alert.kind)).toEqual(['store']);
    alerts.raise('screen-restarted');
    expect(alerts.list().map((alert) => [alert.id, alert.kind])).toEqual([
      [2, 'store'],
      [3, 'screen-restarted'],
    ]);
    stop();
    alerts.raise('sync');
    expect(heard).toEqual([[1], [1, 1], [2, 1], [1], [1, 1]]);
  });
});
