/**
 * `npm run serve` as a process: it prints the ready line (with the address and
 * token) only once it listens, serves the contract there, says it is a demo
 * once its desk runs (after the ready line: the desk starts behind the server),
 * and stops cleanly on SIGTERM.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeJson } from '../../shared/ops/codec';
import { tempDir } from '../support/sync-world';
import { startServe, type ServeProcess } from './serve-process';

const dirs: string[] = [];
const running: ServeProcess[] = [];
afterEach(() => {
  for (const serve of running.splice(0)) if (serve.child.exitCode === null) serve.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the serve command', () => {
  it('prints the ready line once listening, serves the demo, and stops on SIGTERM', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const serve = startServe(path.join(dir, 'data'), dir);
    running.push(serve);
    const ready = await serve.ready;
    await serve.printed(/^Simulated service \(test hooks under \/__sim\/\): http:\/\/127\.0\.0\.1:\d+$/);
    const stdout = serve.stdout();
    expect(stdout).toMatch(/^DEMO: /m);
    expect(stdout.indexOf('ClaimDesk browser mode:')).toBeLessThan(stdout.indexOf('DEMO: '));

    const url = new URL(ready);
    const token = url.hash.replace('#token=', '');
    const answer = await fetch(`${url.origin}/api/ops/settings.get`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(decodeJson(await answer.text())).toMatchObject({ ok: true, value: { mode: 'demo' } });

    serve.child.kill('SIGTERM');
    expect(await serve.exited).toBe(0);
    expect(serve.stdout()).toContain('ClaimDesk stopped.');
  });

  it('says why on stderr and ends with exit code 1 when its desk cannot start behind the address', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir, { recursive: true });
    // Not a database, no backup, no key: the store refuses to open.
    fs.writeFileSync(path.join(dataDir, 'claimdesk.sqlite'), 'not a database '.repeat(400));
    const serve = startServe(dataDir, dir);
    running.push(serve);
    await serve.ready;
    expect(await serve.exited).toBe(1);
    expect(serve.stderr()).toMatch(
      /^serve: ClaimDesk's data in .+ is encrypted, but the key that opens it .+ is missing/m,
    );
    expect(serve.stdout()).not.toMatch(/^DEMO: /m);
    expect(fs.existsSync(path.join(dataDir, 'claimdesk.lock'))).toBe(false);
  });
});
