/**
 * `npm run serve` as a process: it prints the ready line (with the address and
 * token) only once it listens, serves the contract there, says it is a demo,
 * and stops cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { READY_PREFIX } from '../../main/serve/browser-mode';
import { decodeJson } from '../../shared/ops/codec';
import { tempDir } from '../support/sync-world';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the serve command', () => {
  it('prints the ready line once listening, serves the demo, and stops on SIGTERM', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'main/serve/cli.ts', '--data-dir', path.join(dir, 'data'), '--static-dir', dir],
      { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, CLAIMDESK_PORT: '0' } },
    );
    children.push(child);
    let stdout = '';
    // 'close', not 'exit': it comes after the child's output has all been read (the last line is checked below).
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    const ready = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const line = stdout.split('\n').find((l) => l.startsWith(READY_PREFIX));
        if (line) resolve(line.slice(READY_PREFIX.length));
      });
      void exited.then((code) => reject(new Error(`serve exited (${code}) before it was ready:\n${stdout}`)));
    });
    expect(stdout).toMatch(/^DEMO: /m);
    expect(stdout).toMatch(/^Simulated service \(test hooks under \/__sim\/\): http:\/\/127\.0\.0\.1:\d+$/m);

    const url = new URL(ready);
    const token = url.hash.replace('#token=', '');
    const answer = await fetch(`${url.origin}/api/ops/settings.get`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(decodeJson(await answer.text())).toMatchObject({ ok: true, value: { mode: 'demo' } });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout).toContain('ClaimDesk stopped.');
  });
});
