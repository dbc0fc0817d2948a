/**
 * The policy in the Windows registry: `reg query` output as reg.exe prints it (CRLF, four spaces around the type,
 * subkeys listed after a blank line) turned into the policy, refused whole on anything it cannot read, and combined
 * with the policy file by one rule (the registry wins per key; either refused, neither applies).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  combinePolicies,
  DESK_SCOPE_IN_FILE,
  readDeskPolicy,
  readRegistryPolicy,
} from '../../main/desk/policy/desk-policy';
import type { PolicyRead } from '../../main/desk/policy/policy-file';
import { POLICY_KEY, regQuery, type RegistryAnswer, type RegistryPort } from '../../main/desk/policy/policy-sources';
import { parseRegQuery } from '../../main/desk/policy/registry-policy';

const KEY_LINE = 'HKEY_LOCAL_MACHINE\\Software\\Policies\\ClaimDesk';
/** What `reg query HKLM\Software\Policies\ClaimDesk` prints on Windows 10/11 for the values an ADMX template sets. */
const SAMPLE = [
  '',
  KEY_LINE,
  '    lock.idleMinutes    REG_DWORD    0xa',
  '    updates.feedUrl    REG_SZ    https://mirror.clinic.example/claimdesk',
  '    updates.enabled    REG_DWORD    0x1',
  '    deskName    REG_SZ    Reception 1',
  '    batchRule    REG_SZ    {"kind":"weekly","prefix":"W-"}',
  '    contact    REG_SZ    IT desk, ext. 214',
  '    service.url    REG_SZ    https://insurer.example/api/',
  '    service.enrolment    REG_SZ    required',
  '',
  '',
].join('\r\n');

const port = (answer: RegistryAnswer): RegistryPort => ({ key: POLICY_KEY, query: () => Promise.resolve(answer) });
const output = (lines: string[]): RegistryPort =>
  port({ kind: 'output', text: ['', KEY_LINE, ...lines, ''].join('\r\n') });
const messageOf = (read: PolicyRead): string => (read.kind === 'refused' ? read.message : '');

describe('reg query output', () => {
  it('gives the values, their types and data (an empty REG_SZ, the unnamed default left out)', () => {
    const text = [KEY_LINE, '    (Default)    REG_SZ    (value not set)', '    contact    REG_SZ    ', ''].join('\r\n');
    expect(parseRegQuery(text)).toEqual({ values: [{ name: 'contact', type: 'REG_SZ', data: '' }], subkeys: [] });
  });

  it('lists the subkeys reg.exe prints after the values', () => {
    const text = ['', KEY_LINE, '    deskName    REG_SZ    R1', '', `${KEY_LINE}\\lock`, ''].join('\r\n');
    expect(parseRegQuery(text).subkeys).toEqual([`${KEY_LINE}\\lock`]);
  });
});

describe('the registry policy', () => {
  it('is applied with each value as the file would hold it', async () => {
    const read = await readRegistryPolicy(port({ kind: 'output', text: SAMPLE }));
    expect(read).toEqual({
      kind: 'applied',
      file: POLICY_KEY,
      policy: {
        lock: { idleMinutes: 10 },
        updates: { feedUrl: 'https://mirror.clinic.example/claimdesk', enabled: true },
        deskName: 'Reception 1',
        batchRule: { kind: 'weekly', prefix: 'W-' },
        contact: 'IT desk, ext. 214',
        service: { url: 'https://insurer.example/api', enrolment: 'required' },
      },
    });
  });

  it('absent key: no policy', async () => {
    expect(await readRegistryPolicy(port({ kind: 'absent' }))).toEqual({ kind: 'none' });
  });

  it.each([
    [['    lock.idleMinutes    REG_DWORD    0x3e8'], 'lock.idleMinutes'],
    [['    lock.idleMinuts    REG_DWORD    0xa'], 'unknown key lock.idleMinuts'],
    [['    updates.enabled    REG_DWORD    0x2'], 'updates.enabled: a yes/no is the REG_DWORD 0 or 1, not 2'],
    [['    lock.idleMinutes    REG_SZ    10'], 'lock.idleMinutes'],
    [['    deskName    REG_MULTI_SZ    A\\0B'], 'values of type REG_MULTI_SZ are not read'],
    [['    batchRule    REG_SZ    {weekly}'], 'batchRule: the REG_SZ is not JSON'],
    [
      ['    service.url    REG_SZ    http://insurer.example'],
      'service.url: CLAIMDESK_SERVICE_URL must start with https://',
    ],
    [['    deskName    REG_SZ    R1', '', `${KEY_LINE}\\lock`], 'the subkey'],
  ])('refuses %j whole, naming the key and the value', async (lines, problem) => {
    const read = await readRegistryPolicy(output(['    deskName    REG_SZ    Reception 1', ...lines]));
    expect(read.kind).toBe('refused');
    expect(messageOf(read)).toContain(`The policy in the registry key ${POLICY_KEY} is refused, nothing of it applied`);
    expect(messageOf(read)).toContain(problem);
  });

  it('refuses desk.scope: where the desk lives is read from the file alone, before the registry', async () => {
    const read = await readRegistryPolicy(
      output(['    deskName    REG_SZ    Reception 1', '    desk.scope    REG_SZ    machine']),
    );
    expect(read.kind).toBe('refused');
    expect(messageOf(read)).toContain(DESK_SCOPE_IN_FILE);
  });

  it('a key that cannot be read is refused, not taken as absent', async () => {
    const read = await readRegistryPolicy(port({ kind: 'failed', problem: 'no answer in 5000 ms' }));
    expect(messageOf(read)).toContain('it could not be read (no answer in 5000 ms)');
  });
});

describe('the file and the registry combined', () => {
  const file = 'C:\\ProgramData\\ClaimDesk\\policy.json';
  const fromFile: PolicyRead = {
    kind: 'applied',
    file,
    policy: { deskName: 'From file', lock: { idleMinutes: 5 }, updates: { enabled: false }, contact: 'file IT' },
  };
  const fromRegistry: PolicyRead = {
    kind: 'applied',
    file: POLICY_KEY,
    policy: { lock: { idleMinutes: 10 }, updates: { feedUrl: 'https://m.example/cd' }, contact: 'registry IT' },
  };

  it('the registry wins per key and per part; each locked value keeps where it was set', () => {
    const read = combinePolicies(fromFile, fromRegistry);
    expect(read).toEqual({
      kind: 'applied',
      file: `${file} and ${POLICY_KEY}`,
      policy: {
        deskName: 'From file',
        lock: { idleMinutes: 10 },
        updates: { enabled: false, feedUrl: 'https://m.example/cd' },
        contact: 'registry IT',
      },
      sources: {
        deskName: file,
        'lock.idleMinutes': POLICY_KEY,
        'updates.enabled': file,
        'updates.feedUrl': POLICY_KEY,
      },
    });
  });

  it('either one refused: neither applies, and the message names both', () => {
    const refused: PolicyRead = {
      kind: 'refused',
      file: POLICY_KEY,
      message: 'The policy in the registry key … is refused',
    };
    const read = combinePolicies(fromFile, refused);
    expect(read.kind).toBe('refused');
    expect(messageOf(read)).toContain('Both are one policy: neither applies.');
    expect(combinePolicies(refused, fromFile).kind).toBe('refused');
  });

  it('one alone is itself', () => {
    expect(combinePolicies({ kind: 'none' }, fromRegistry)).toBe(fromRegistry);
    expect(combinePolicies(fromFile, { kind: 'none' })).toBe(fromFile);
  });
});

describe('reg.exe run by the desk (a stand-in reg on PATH: the real one is Windows only)', () => {
  const saved = process.env.PATH;
  const dirs: string[] = [];
  afterEach(() => {
    process.env.PATH = saved;
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function standIn(script: string): void {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-reg-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'reg'), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'sample.txt'), SAMPLE);
    process.env.PATH = `${dir}${path.delimiter}${saved ?? ''}`;
  }

  it.skipIf(process.platform === 'win32')('reads the output of reg query on the key, and the key absent', async () => {
    standIn('[ "$1 $2" = "query HKLM\\\\Software\\\\Policies\\\\ClaimDesk" ] && cat "$(dirname "$0")/sample.txt"');
    const read = await readDeskPolicy({ policyRegistry: regQuery() });
    expect(read).toMatchObject({ kind: 'applied', policy: { deskName: 'Reception 1' } });

    standIn('echo "ERROR: The system was unable to find the specified registry key or value." >&2; exit 1');
    expect(await readDeskPolicy({ policyRegistry: regQuery() })).toEqual({ kind: 'none' });
  });

  it.skipIf(process.platform === 'win32')('a reg that does not answer in time: refused', async () => {
    standIn('exec sleep 30');
    const read = await readDeskPolicy({ policyRegistry: regQuery(POLICY_KEY, 200) });
    expect(messageOf(read)).toContain('no answer in 200 ms');
  });
});
