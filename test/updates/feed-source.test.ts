/**
 * Where updates come from (main/desk/updates/feed.ts): the build's app-update.yml, or an administrator's
 * update-policy.json beside the app, which wins; a policy file that is not valid gives no feed at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findFeed, withPolicyFeed } from '../../main/desk/updates/feed';

let dir: string;
let places: { policyFiles: string[]; buildConfig: string };
const warnings: string[] = [];
const find = () => findFeed(places, (message) => warnings.push(message));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-feed-source-'));
  places = {
    policyFiles: [path.join(dir, 'resources', 'update-policy.json'), path.join(dir, 'update-policy.json')],
    buildConfig: path.join(dir, 'resources', 'app-update.yml'),
  };
  fs.mkdirSync(path.join(dir, 'resources'));
  fs.writeFileSync(places.buildConfig, 'provider: generic\nurl: https://updates.claimdesk.example/\n');
  warnings.length = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the feed', () => {
  it('is the build’s when there is no policy file', () => {
    expect(find()).toEqual({ source: 'build', url: 'https://updates.claimdesk.example/', problem: null });
  });

  it('is the policy file’s when an administrator put one beside the program', () => {
    fs.writeFileSync(path.join(dir, 'update-policy.json'), '{ "feedUrl": "https://mirror.clinic.example/cd" }');
    expect(find()).toEqual({ source: 'policy', url: 'https://mirror.clinic.example/cd', problem: null });
  });

  it.each([
    ['not JSON', '{ feedUrl: '],
    ['plain http to another machine', '{ "feedUrl": "http://mirror.clinic.example/cd" }'],
    ['another key', '{ "feedUrl": "https://mirror.clinic.example/cd", "channel": "beta" }'],
  ])('is none, said in the log, when the policy file is %s (not the build’s: IT chose)', (_case, text) => {
    fs.writeFileSync(places.policyFiles[0] ?? '', text);
    expect(find()).toEqual({ source: 'none', url: null, problem: 'policy-invalid' });
    expect(warnings).toEqual([expect.stringContaining('is not a valid update policy') as string]);
  });

  it('is none in a build that was not installed (no app-update.yml)', () => {
    fs.rmSync(places.buildConfig);
    expect(find()).toEqual({ source: 'none', url: null, problem: 'not-installed' });
  });
});

describe('the machine-wide policy file’s feed (main/desk/policy)', () => {
  const file = '/etc/claimdesk/policy.json';
  it('wins over update-policy.json and the build’s', () => {
    fs.writeFileSync(places.policyFiles[0] ?? '', '{ "feedUrl": "https://mirror.clinic.example/cd" }');
    const policy = { kind: 'applied', file, policy: { updates: { feedUrl: 'https://fleet.example/cd' } } } as const;
    expect(withPolicyFeed(policy, find())).toEqual({
      source: 'policy',
      url: 'https://fleet.example/cd',
      problem: null,
    });
  });

  it('leaves the feed as found when it sets none, or when it was refused', () => {
    const found = find();
    expect(withPolicyFeed({ kind: 'applied', file, policy: { deskName: 'Reception 1' } }, found)).toBe(found);
    expect(withPolicyFeed({ kind: 'refused', file, message: 'unknown key x' }, found)).toBe(found);
    expect(withPolicyFeed({ kind: 'none' }, found)).toBe(found);
  });
});
