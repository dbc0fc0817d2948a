import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, personalityLine, USAGE } from '../../main/sim/cli-args';
import { raw } from './sim-client';

const CLI = fileURLToPath(new URL('../../main/sim/cli.ts', import.meta.url));

function runCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // 'close', not 'exit': only then has everything the process printed been read.
  const exited = once(child, 'close').then((args: unknown[]) => args[0] as number | null);
  /** Resolves with the first match of `pattern` in stdout, or rejects when the process exits first. */
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) {
          child.stdout.off('data', check);
          resolve(match);
        }
      };
      child.stdout.on('data', check);
      void exited.then(() => reject(new Error(`exited before ${pattern}: ${stdout} ${stderr}`)));
      check();
    });
  return { child, exited, waitFor, output: () => ({ stdout, stderr }) };
}

describe('CLI flags', () => {
  it('parses both flag forms into options', () => {
    const command = parseCliArgs(['--port', '0', '--claim-path=submit', '--otp-ttl', '60', '--seed=7']);
    expect(command.kind === 'run' && command.options).toMatchObject({
      port: 0,
      claimPath: 'submit',
      otpTtlSeconds: 60,
      seed: 7,
      tariffs: 300,
    });
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('parses the personality flags, defaulting to unit, exact and as-stored', () => {
    const command = parseCliArgs(['--line-amount', 'total', '--claimed-amount=adjusted', '--member-names', 'upper']);
    expect(command.kind === 'run' && command.options).toMatchObject({
      lineAmount: 'total',
      claimedAmount: 'adjusted',
      memberNames: 'upper',
    });
    const defaults = parseCliArgs(['--member-names', 'surname-first']);
    expect(defaults.kind === 'run' && defaults.options).toMatchObject({
      lineAmount: 'unit',
      claimedAmount: 'exact',
      memberNames: 'surname-first',
    });
    for (const flag of ['--line-amount', '--claimed-amount', '--member-names']) expect(USAGE).toContain(flag);
  });

  it('parses the rate limit switch: every N-th request 429, with its Retry-After form', () => {
    const command = parseCliArgs(['--rate-limit', '7', '--retry-after=date:2']);
    expect(command.kind === 'run' && command.options).toMatchObject({ rateLimit: 7, retryAfter: 'date:2' });
    const off = parseCliArgs([]);
    expect(off.kind === 'run' && off.options).toMatchObject({ rateLimit: 0, retryAfter: '2' });
    expect(USAGE).toMatch(/--rate-limit N/);
  });

  it('names the personality for the banner only when it is not the default', () => {
    expect(personalityLine({})).toBeUndefined();
    expect(personalityLine({ lineAmount: 'unit', claimedAmount: 'exact', memberNames: 'as-stored' })).toBeUndefined();
    expect(personalityLine({ claimedAmount: 'adjusted' })).toBe(
      'Personality: --line-amount unit --claimed-amount adjusted --member-names as-stored --card-numbers dashed',
    );
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be 0–65535/],
    [['--claim-path', 'sometimes'], /--claim-path must be one of claims, submit, both, not "sometimes"/],
    [['--line-amount', 'each'], /^--line-amount must be one of unit, total, not "each"$/],
    [['--claimed-amount=rounded'], /^--claimed-amount must be one of exact, adjusted, not "rounded"$/],
    [['--member-names', 'lower'], /^--member-names must be one of as-stored, upper, surname-first, not "lower"$/],
    [['--member-names'], /--member-names needs a value/],
    [['--otp-ttl', '0'], /--otp-ttl must be at least 1/],
    [['--tariffs'], /--tariffs needs a value/],
    [['--time-zone', 'Mars/Olympus'], /--time-zone must be an IANA time zone/],
    [['--rate-limit', '1'], /--rate-limit must be 0 \(off\) or at least 2/],
    [['--retry-after', 'soon'], /--retry-after must be whole seconds/],
    [['--verbose'], /unknown flag --verbose/],
  ])('refuses %j', (args, message) => {
    const command = parseCliArgs(args);
    expect(command.kind).toBe('error');
    expect(command.kind === 'error' && command.message).toMatch(message);
  });

  it('exits with code 2 and a clear message on bad flags', async () => {
    const cli = runCli(['--port', 'abc']);
    expect(await cli.exited).toBe(2);
    expect(cli.output().stderr).toMatch(/sim: --port must be a whole number, not "abc"/);
    expect(cli.output().stderr).toMatch(/Usage:/);
  });
});

describe('CLI run', () => {
  it('prints its URLs, token and demo cards, serves, and stops cleanly on SIGTERM', async () => {
    const cli = runCli(['--port', '0', '--tariffs', '12', '--token', 'cli-test-token']);
    try {
      const [, url = ''] = await cli.waitFor(/Simulator listening on (http:\/\/127\.0\.0\.1:\d+)\n/);
      await cli.waitFor(/Press Ctrl\+C to stop\./);
      const { stdout } = cli.output();
      expect(stdout).toMatch(/Token for PRV-001 \(.+\): cli-test-token\n/);
      expect(stdout).toMatch(/Token for PRV-002 \(.+\): cli-test-token-prv-002\n/);
      expect(stdout).toMatch(/Demo card CD-1000025: .+ \(small limits/);
      const [, controlUrl = ''] = /Control hooks \(\/__sim\/\*\) on (\S+)/.exec(stdout) ?? [];
      expect((await raw(controlUrl, 'GET', '/__sim/faults')).status).toBe(401);
      expect((await raw(controlUrl, 'GET', '/__sim/faults', { token: 'cli-test-token' })).status).toBe(200);
      const tariffs = await raw(url, 'GET', '/v1/tariffs', { token: 'cli-test-token' });
      expect((JSON.parse(tariffs.text) as { data: unknown[] }).data).toHaveLength(12);
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
    expect(cli.output().stdout).toMatch(/Simulator stopped\./);
    expect(cli.output().stdout).not.toMatch(/Personality/);
  });

  it('prints a personality that is not the default in its banner', async () => {
    const cli = runCli(['--port', '0', '--tariffs', '3', '--line-amount', 'total', '--member-names', 'surname-first']);
    try {
      await cli.waitFor(/Press Ctrl\+C to stop\./);
      expect(cli.output().stdout).toMatch(
        /\nPersonality: --line-amount total --claimed-amount exact --member-names surname-first --card-numbers dashed\n/,
      );
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
  });
});
