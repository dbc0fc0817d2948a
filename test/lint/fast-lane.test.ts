/**
 * The fast lane's rule (test/lanes.ts): a suite that starts processes of its own is left to `npm test`, so no
 * kill/crash child lands in the lane unseen; and every suite the lane leaves out still exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_SUITES } from '../lanes';

const ROOT = path.resolve(__dirname, '../..');
/** This file names the pattern it looks for. */
const SELF = 'test/lint/fast-lane.test.ts';
/** What starting a process looks like in a suite: Node's own module, or the test helpers that start one. */
const STARTS_A_PROCESS = /from 'node:child_process'|\b(bundleChild|startServe|startPrism)\(/;

function suites(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')));
}

describe('the fast lane', () => {
  const all = suites('test').filter((name) => !name.startsWith('test/e2e/') && !/test\/contract\/prism-/.test(name));

  it('leaves out every suite that starts a process of its own', () => {
    const starting = all.filter(
      (name) => name !== SELF && STARTS_A_PROCESS.test(fs.readFileSync(path.join(ROOT, name), 'utf8')),
    );
    expect(starting.length).toBeGreaterThan(0);
    expect(starting.filter((name) => SLOW_SUITES[name] !== 'child')).toEqual([]);
  });

  it('lists only suites that exist', () => {
    expect(Object.keys(SLOW_SUITES).filter((name) => !all.includes(name))).toEqual([]);
  });
});
