/** Reading the policy file on real files: absent, applied, refused whole (not JSON, unknown key, invalid value). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPolicy } from '../../main/desk/policy/policy-file';
import { policyFileFor } from '../../main/desk/policy/policy-sources';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function policyFile(text?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-policy-'));
  dirs.push(dir);
  const file = path.join(dir, 'policy.json');
  if (text !== undefined) fs.writeFileSync(file, text);
  return file;
}

describe('the policy file', () => {
  it('is per OS', () => {
    expect(policyFileFor('linux', {})).toBe('/etc/claimdesk/policy.json');
    expect(policyFileFor('win32', { ProgramData: 'D:\\Data' })).toBe('D:\\Data\\ClaimDesk\\policy.json');
    expect(policyFileFor('win32', {})).toBe('C:\\ProgramData\\ClaimDesk\\policy.json');
  });

  it('absent: no policy', () => {
    expect(readPolicy(policyFile())).toEqual({ kind: 'none' });
  });

  it('present and valid: applied, with its file', () => {
    const file = policyFile('{ "deskName": "Reception 1", "lock": { "idleMinutes": 10 } }');
    expect(readPolicy(file)).toEqual({
      kind: 'applied',
      file,
      policy: { deskName: 'Reception 1', lock: { idleMinutes: 10 } },
    });
  });

  it('not JSON: refused, naming the file', () => {
    const file = policyFile('{ "deskName": ');
    const read = readPolicy(file);
    expect(read).toMatchObject({ kind: 'refused', file });
    expect(read.kind === 'refused' && read.message).toContain(`The policy file ${file} is refused`);
    expect(read.kind === 'refused' && read.message).toContain('not JSON');
  });

  it('one bad key among good ones: refused whole, naming the key', () => {
    const file = policyFile('{ "deskName": "Reception 1", "idleMinutes": 10 }');
    const read = readPolicy(file);
    expect(read.kind).toBe('refused');
    expect(read.kind === 'refused' && read.message).toContain('unknown key idleMinutes');
    expect(read).not.toHaveProperty('policy');
  });

  it('a value its setting refuses: refused, in the rule’s words', () => {
    const read = readPolicy(policyFile('{ "updates": { "feedUrl": "http://updates.example" } }'));
    expect(read.kind === 'refused' && read.message).toContain(
      'updates.feedUrl: The update address must start with https://',
    );
  });
});
