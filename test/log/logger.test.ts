/** The log file: one line per entry in UTC, redacted, rotated at its size cap into a bounded number of files. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, LOG_FILE } from '../../main/log/logger';
import { tempDir } from '../support/sync-world';

let dir: string;
beforeEach(() => {
  dir = path.join(tempDir(), 'logs');
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

const read = (file: string): string => fs.readFileSync(file, 'utf8');

describe('the log file', () => {
  it('writes one line per entry with its UTC time, level and scope, from the level asked for', () => {
    const logger = createLogger({ dir, level: 'info' });
    logger.info('started', { mode: 'demo', nested: { list: [1, 2, 3] } });
    logger.scope('sync').warn('run failed');
    logger.debug('not written');

    expect(logger.files()).toEqual([path.join(dir, LOG_FILE)]);
    const lines = read(path.join(dir, LOG_FILE)).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\] \[info\] +started \{ mode: 'demo', nested: \{ list: \[ 1, 2, 3 \] \} \}$/,
    );
    expect(lines[1]).toMatch(/^\[[^\]]+Z\] \[warn\] +\(sync\) run failed$/);
  });

  it('takes a new level at once: debug entries appear, then only warnings and errors', () => {
    const logger = createLogger({ dir, level: 'info' });
    logger.debug('hidden at info');
    logger.setLevel('debug');
    logger.debug('shown at debug');
    logger.setLevel('warn');
    logger.info('hidden at warn');
    logger.error('errors always');

    const text = read(path.join(dir, LOG_FILE));
    expect(text).not.toContain('hidden at');
    expect(text).toContain('[debug] shown at debug');
    expect(text).toContain('[error] errors always');
  });

  it('never writes a secret or a full card number, however it is given', () => {
    const logger = createLogger({ dir });
    const token = 'tok-9a8b7c6d5e';
    logger.remember(token, 'secret');
    logger.info('member', { cardNo: 'CD-1000017' });
    logger.info('later, as text: CD-1000017');
    logger.warn('Bearer', token);
    logger.error(new Error(`verify failed for CD-1000017 with OTP 123456 (key ${token})`));
    logger.info('%s and %s', 'token=abcdef', token);

    const text = read(path.join(dir, LOG_FILE));
    for (const secret of [token, 'CD-1000017', '123456', 'abcdef']) expect(text).not.toContain(secret);
    expect(text).toContain("member { cardNo: '••••0017' }");
    expect(text).toContain('later, as text: ••••0017');
    expect(text).toMatch(/Error: verify failed for ••••0017 with OTP \[redacted\] \(key \[redacted\]\)\n\s+at /);
    expect(text).toContain('token=[redacted] and [redacted]');
  });

  it('moves a full file aside, keeping at most the number of files asked for, the newest first', () => {
    const logger = createLogger({ dir, maxBytes: 2_000, keep: 3 });
    const entry = (n: number): string => `entry ${String(n).padStart(4, '0')} ${'x'.repeat(80)}`;
    for (let n = 0; n < 200; n++) logger.info(entry(n));

    const files = logger.files();
    expect(files.map((file) => path.basename(file))).toEqual(['claimdesk.log', 'claimdesk.1.log', 'claimdesk.2.log']);
    expect(fs.readdirSync(dir).sort()).toEqual(['claimdesk.1.log', 'claimdesk.2.log', 'claimdesk.log']);
    // Each file is cut at the cap (give or take the entry that crossed it).
    for (const file of files) expect(fs.statSync(file).size).toBeLessThan(2_000 + 200);
    // The newest entries are kept, in order, across the files; the oldest are gone.
    const numbers = files
      .toReversed()
      .flatMap((file) => [...read(file).matchAll(/entry (\d{4})/g)].map((match) => Number(match[1])));
    expect(numbers.at(-1)).toBe(199);
    const [oldest = 0] = numbers;
    expect(oldest).toBeGreaterThan(0);
    expect(numbers).toEqual(numbers.map((_, i) => oldest + i));
  });

  it('appends to the file a previous run left, and counts its size toward the cap', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, LOG_FILE), `${'y'.repeat(1_500)}\n`);
    const logger = createLogger({ dir, maxBytes: 1_000 });
    logger.info('first of this run');

    expect(read(path.join(dir, LOG_FILE))).toMatch(/^\[[^\]]+\] \[info\] +first of this run\n$/);
    expect(read(path.join(dir, 'claimdesk.1.log'))).toMatch(/^y+\n$/);
  });
});
