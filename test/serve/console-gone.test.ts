/**
 * Browser mode whose console pipes are gone (started by a program that has since exited): every console write
 * fails with EPIPE. It goes on logging to its file, says once that the console is off, does not spin writing
 * that failure, and SIGTERM still ends it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_DIR, LOG_FILE } from '../../main/log/logger';
import { tempDir } from '../support/sync-world';
import { waitFor } from '../support/wait-for';
import { callOperation, startServe, type ServeProcess } from './serve-process';

const dirs: string[] = [];
const running: ServeProcess[] = [];
afterEach(() => {
  for (const serve of running.splice(0)) if (serve.child.exitCode === null) serve.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const GONE = /\[warn\] +the console is gone \(EPIPE\): the log is written to this file only from now on$/;

describe('browser mode without its console', () => {
  it('logs to its file only, once saying so, and stops on SIGTERM', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    dirs.push(dir);
    const dataDir = path.join(dir, 'data');
    const serve = startServe(dataDir, dir);
    running.push(serve);
    const ready = await serve.ready;

    // The parent that read its output goes away.
    serve.child.stdout.destroy();
    serve.child.stderr.destroy();
    expect(await callOperation(ready, 'members.lookup', { cardNo: 'CD-1000017' })).toMatchObject({ ok: true });
    serve.child.kill('SIGTERM');
    // Its stop writes "ClaimDesk stopped." to the gone console: that write must not keep it running.
    let code: number | null | undefined;
    void serve.exited.then((exit) => (code = exit));
    await waitFor(() => code !== undefined, 20_000, 'the process to end after SIGTERM');
    expect(code).toBe(0);

    const lines = fs
      .readFileSync(path.join(dataDir, LOG_DIR, LOG_FILE), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines.some((line) => /\(desk\) members\.lookup done/.test(line))).toBe(true);
    expect(lines.some((line) => /ClaimDesk stops$/.test(line))).toBe(true);
    expect(lines.filter((line) => GONE.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /Uncaught|EPIPE/.test(line) && !GONE.test(line))).toEqual([]);
    // A run's worth of lines, not a storm of one error.
    expect(lines.length).toBeLessThan(60);
  });
});
