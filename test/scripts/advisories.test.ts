/**
 * The dependency advisory check (scripts/advisories/check.ts) against a stand-in for the registry's bulk
 * endpoint on loopback: what it asks (every locked package, each version), what fails (high or critical on a
 * production dependency) and what does not, version ranges as advisories write them, and the skip with its
 * reason when the endpoint is refused, unreachable or answers in another form.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bulkQuestion,
  checkAdvisories,
  failing,
  inRange,
  lockedPackages,
  type CheckOutcome,
} from '../../scripts/advisories/check';
import { tempDir } from '../support/sync-world';

const LOCK = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'claimdesk', version: '0.1.0' },
    'node_modules/zod': { version: '4.6.7' },
    'node_modules/left-pad': { version: '1.0.0', dev: true },
    'node_modules/a/node_modules/left-pad': { version: '1.1.0' },
    'node_modules/@scope/tool': { version: '2.0.0-beta.3', devOptional: true },
    'node_modules/linked': { link: true, resolved: '../linked' },
  },
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A registry stand-in: answers the bulk endpoint with `status` and `body`, and keeps what it was asked. */
async function registry(status: number, body: string) {
  const asked: { path: string; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      asked.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as unknown });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise((done) => server.close(() => done())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, asked };
}

function lockfile(): string {
  const dir = tempDir();
  closers.push(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  });
  const file = path.join(dir, 'package-lock.json');
  fs.writeFileSync(file, JSON.stringify(LOCK));
  return file;
}

const advisory = (severity: string, vulnerable_versions: string, title = `${severity} thing`) => ({
  id: title,
  title,
  url: `https://github.com/advisories/${title.replace(/\W/g, '-')}`,
  severity,
  vulnerable_versions,
});

describe('what it asks', () => {
  it('every package the lockfile installs, each version, production or not', () => {
    const packages = lockedPackages(JSON.stringify(LOCK));
    expect(packages).toEqual([
      { name: 'zod', version: '4.6.7', production: true },
      { name: 'left-pad', version: '1.0.0', production: false },
      { name: 'left-pad', version: '1.1.0', production: true },
      { name: '@scope/tool', version: '2.0.0-beta.3', production: false },
    ]);
    expect(bulkQuestion(packages)).toEqual({
      zod: ['4.6.7'],
      'left-pad': ['1.0.0', '1.1.0'],
      '@scope/tool': ['2.0.0-beta.3'],
    });
  });

  it("reads this project's own lockfile", () => {
    const packages = lockedPackages(fs.readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8'));
    expect(packages.find((pkg) => pkg.name === 'zod')).toMatchObject({ production: true });
    expect(packages.find((pkg) => pkg.name === 'vitest')).toMatchObject({ production: false });
  });
});

describe('version ranges as advisories write them', () => {
  it.each([
    ['1.2.3', '<1.2.4', true],
    ['1.2.4', '<1.2.4', false],
    ['1.2.4', '<=1.2.4', true],
    ['2.0.0', '>=1.0.0 <1.2.6', false],
    ['1.1.0', '>= 1.0.0 < 1.2.6', true],
    ['3.0.4', '<=2.0.0 || >=3.0.0 <3.0.5', true],
    ['2.5.0', '<=2.0.0 || >=3.0.0 <3.0.5', false],
    ['2.0.0-beta.3', '<2.0.0', true],
    ['2.0.0-beta.3', '>=2.0.0-beta.4', false],
    ['2.0.0-rc.1', '>=2.0.0-beta.4', true],
    ['9.9.9', '*', true],
    ['1.0.0', '=1.0.0', true],
    ['1.0.0', 'some day', true],
  ] as const)('%s in %s: %s', (version, range, expected) => {
    expect(inRange(version, range)).toBe(expected);
  });
});

describe('the policy', () => {
  it('fails on high or critical in production; lists the rest without failing', async () => {
    const { url, asked } = await registry(
      200,
      JSON.stringify({
        'left-pad': [advisory('critical', '<1.2.0', 'pad overflow')],
        zod: [advisory('moderate', '<5.0.0', 'slow regex')],
        '@scope/tool': [advisory('high', '>=2.0.0-beta.1', 'tool rce')],
      }),
    );
    const outcome = await checkAdvisories({ lockfile: lockfile(), registry: url });
    expect(asked).toEqual([
      {
        path: '/-/npm/v1/security/advisories/bulk',
        body: { zod: ['4.6.7'], 'left-pad': ['1.0.0', '1.1.0'], '@scope/tool': ['2.0.0-beta.3'] },
      },
    ]);
    if (outcome.kind !== 'checked') expect.fail(outcome.reason);
    const found = outcome.findings.map(
      ({ advisory: a, pkg }) => `${a.severity} ${pkg.name}@${pkg.version} ${pkg.production}`,
    );
    expect(found).toEqual([
      'critical left-pad@1.0.0 false',
      'critical left-pad@1.1.0 true',
      'high @scope/tool@2.0.0-beta.3 false',
      'moderate zod@4.6.7 true',
    ]);
    expect(failing(outcome.findings).map(({ pkg }) => `${pkg.name}@${pkg.version}`)).toEqual(['left-pad@1.1.0']);
  });

  it('passes with nothing found', async () => {
    const { url } = await registry(200, '{}');
    expect(await checkAdvisories({ lockfile: lockfile(), registry: url })).toEqual({
      kind: 'checked',
      packages: 4,
      findings: [],
    });
  });
});

describe('skipping, and saying why', () => {
  const skipped = (outcome: CheckOutcome): string => (outcome.kind === 'skipped' ? outcome.reason : 'not skipped');

  it('when the endpoint is refused (a registry mirror that serves only GET)', async () => {
    const { url } = await registry(405, '');
    expect(skipped(await checkAdvisories({ lockfile: lockfile(), registry: url }))).toMatch(/answered HTTP 405$/);
  });

  it('when nothing answers', async () => {
    const { url } = await registry(200, '{}');
    await closers.shift()?.();
    expect(skipped(await checkAdvisories({ lockfile: lockfile(), registry: url }))).toMatch(/could not be reached/);
  });

  it('when the answer is not in the endpoint’s form', async () => {
    for (const body of ['not json', '[]', '{"zod":[{"severity":"dire"}]}']) {
      const { url } = await registry(200, body);
      expect(skipped(await checkAdvisories({ lockfile: lockfile(), registry: url })), body).not.toBe('not skipped');
    }
  });
});
