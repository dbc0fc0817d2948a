/**
 * The log keeps going whatever staff type: a 40,000-character OTP or token refused as bad input is
 * not remembered (one regular expression from it, which V8 refuses, switched the log off for the run and
 * made diagnostics answer `internal`), an OTP that reads like a year leaves the lines' timestamps alone,
 * and redaction never throws, whatever it is given.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import type { Logger } from '../../main/log/logger';
import { createRedactor, REDACTED } from '../../main/log/redact';
import { useCoreTestbed } from '../core/core-harness';
import { startLoggedDesk, type LoggedDesk } from './logged-desk';
import { opValue } from '../support/op-value';

const bed = useCoreTestbed();
let core: Core | undefined;
afterEach(async () => {
  await core?.stop();
  core = undefined;
});

const LINE_START = /^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\] \[(?:info|warn|error)\]/;

async function loggedDesk(): Promise<Omit<LoggedDesk, 'core'>> {
  const desk = await startLoggedDesk(bed, null);
  core = desk.core;
  return desk;
}

const logText = (logger: Logger): string =>
  logger
    .files()
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('');

describe('secrets the log remembers', () => {
  it('refuses a 40,000-character OTP and token as bad input, and the log and diagnostics go on', async () => {
    const { logger, host } = await loggedDesk();
    const huge = '7'.repeat(40_000);
    const verify = await host.invoke('visits.verify', { cardNo: 'CD-1000017', benefitCode: 'OPD-01', otp: huge });
    expect(verify.ok || verify.error.code).toBe('invalid-input');
    logger.scope('later').info('a line written after the long OTP');
    expect(logText(logger)).toContain('(later) a line written after the long OTP');
    const preview = await opValue(host, 'diagnostics.preview', {});
    expect(preview.files.some((file) => file.name === 'logs/claimdesk.log')).toBe(true);

    const check = await host.invoke('settings.testConnection', { serviceUrl: 'http://127.0.0.1:9/', token: huge });
    expect(check.ok || check.error.code).toBe('invalid-input');
    logger.scope('later').info('a line written after the long token');
    expect(logText(logger)).toContain('(later) a line written after the long token');
  });

  it('remembers an OTP that reads like a year without blanking the lines’ timestamps', async () => {
    const { logger, host } = await loggedDesk();
    const year = new Date().toISOString().slice(0, 4);
    // Accepted as an OTP (4 to 8 digits); whatever the service says of it, the log remembers it.
    await host.invoke('visits.verify', { cardNo: 'CD-1000017', benefitCode: 'OPD-01', otp: year });
    logger.info(`the code ${year} was typed`);

    const lines = logText(logger)
      .trimEnd()
      .split('\n')
      .filter((line) => line.startsWith('['));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).toMatch(LINE_START);
    expect(lines.at(-1)).toContain(`the code ${REDACTED} was typed`);

    const preview = await opValue(host, 'diagnostics.preview', {});
    const log = preview.files.find((file) => file.name === 'logs/claimdesk.log');
    const from = log?.content.kind === 'log' ? log.content.from : undefined;
    expect(from).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('what an operation was about', () => {
  it('is written in a few hundred characters, whatever its input held (a 70,000-character id, a deep object)', async () => {
    const { logger, host } = await loggedDesk();
    const before = logText(logger).length;
    const id = 'x'.repeat(70_000);
    const queued = await host.invoke('claims.queue', { id });
    expect(queued.ok).toBe(false);
    let deep: unknown = 'bottom';
    for (let level = 0; level < 1_000; level += 1) deep = { level: deep, wide: Array.from({ length: 500 }, () => 1) };
    await host.invoke('settings.update', { deep });
    const written = logText(logger).slice(before);
    expect(written).toContain('claims.queue refused');
    expect(written).toContain('… (70000 characters)');
    expect(written).toContain('settings.update');
    expect(written.length).toBeLessThan(4_000);
  });
});

/** Anything typed, now and then far longer than any secret (V8 refuses one expression of 40,000 characters). */
const anySecret = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary' }), weight: 4 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom('7', 'a', '-', ' '), minLength: 33_000, maxLength: 45_000 }),
    weight: 1,
  },
);

describe('the redactor, given anything', () => {
  it('never throws, and never writes back a remembered secret as a whole word', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anySecret, fc.constantFrom('secret', 'card')), { maxLength: 5 }),
        fc.anything({ withMap: true, withSet: true, withTypedArray: true, withBigInt: true, withDate: true }),
        fc.string(),
        (secrets, item, line) => {
          const redactor = createRedactor();
          for (const [secret, kind] of secrets) redactor.remember(secret, kind);
          redactor.value(item);
          const said = redactor.text(`${line} ${secrets.map(([secret]) => secret).join(' ')}`);
          expect(typeof said).toBe('string');
          // A card's masked form (••••0017) may end in a shorter secret: only secrets are checked, all of them.
          if (secrets.some(([, kind]) => kind === 'card')) return;
          for (const [secret] of secrets) {
            const kept = secret.trim();
            if (/^[A-Za-z0-9]{4,4096}$/.test(kept) && kept !== 'redacted') expect(said).not.toMatch(wholeWord(kept));
          }
        },
      ),
      { numRuns: 200, endOnFailure: true },
    );
  });

  it('never throws on a long remembered value, a throwing getter or a revoked proxy', () => {
    const redactor = createRedactor();
    redactor.remember('9'.repeat(40_000), 'secret');
    redactor.remember('x'.repeat(4096), 'secret');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const getter = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(() => redactor.value({ proxy, getter })).not.toThrow();
    expect(redactor.text(`${'x'.repeat(4096)} and ${'9'.repeat(40_000)}`)).toBe(
      `${REDACTED} and ${'9'.repeat(40_000)}`,
    );
  });
});

const wholeWord = (secret: string): RegExp => new RegExp(`(?<![A-Za-z0-9])${secret}(?![A-Za-z0-9])`);
