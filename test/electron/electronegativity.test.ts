/**
 * The Electronegativity scan `npm run lint:electron` runs (scripts/electronegativity-scan.ts)
 * sees the window's options: the window code made unsafe is flagged by it, the window code
 * as it is is not; and the allow-list is judged as it should be.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  judge,
  readAllowList,
  scan,
  unsafeTwin,
  type Allowance,
  type Finding,
} from '../../scripts/electronegativity-scan';

const WINDOW_CODE = readFileSync(new URL('../../main/electron/window.ts', import.meta.url), 'utf8');
const ALLOW_LIST = new URL('../../scripts/electronegativity-allow.json', import.meta.url).pathname;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Scans `code` as window.ts in a folder of its own. */
async function scanWindowCode(code: string): Promise<Finding[]> {
  const folder = mkdtempSync(join(tmpdir(), 'claimdesk-scan-'));
  folders.push(folder);
  writeFileSync(join(folder, 'window.ts'), code);
  return scan(folder);
}

const lineOf = (code: string, text: string): number => code.slice(0, code.indexOf(text)).split('\n').length;

describe('the Electronegativity scan', () => {
  it('flags the window made unsafe: no context isolation (HIGH), no sandbox (MEDIUM), where they are set', async () => {
    const twin = unsafeTwin(WINDOW_CODE);
    expect(twin).toContain('nodeIntegration: true');
    expect(twin).toContain('contextIsolation: false');
    expect(twin).toContain('sandbox: false');

    const findings = await scanWindowCode(twin);

    expect(findings).toContainEqual(
      expect.objectContaining({
        check: 'CONTEXT_ISOLATION_JS_CHECK',
        severity: 'HIGH',
        line: lineOf(twin, 'contextIsolation: false'),
      }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ check: 'SANDBOX_JS_CHECK', severity: 'MEDIUM', line: lineOf(twin, 'sandbox: false') }),
    );
  });

  it('does not flag the window as it is for isolation, sandbox or Node in the page', async () => {
    const findings = await scanWindowCode(WINDOW_CODE);
    const windowChecks = ['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK', 'NODE_INTEGRATION_JS_CHECK'];
    expect(findings.filter((finding) => windowChecks.includes(finding.check))).toEqual([]);
    // What it does flag in the window is reviewed in the allow-list.
    const flagged = findings.filter((finding) => finding.check.endsWith('_JS_CHECK') && finding.severity !== 'LOW');
    const explained = readAllowList(ALLOW_LIST).map((allowance) => allowance.check);
    expect(flagged.map((finding) => finding.check).sort()).toEqual(explained.sort());
  });

  it('refuses window code it could not make unsafe, rather than scanning something else', () => {
    expect(() => unsafeTwin(WINDOW_CODE.replace('new BrowserWindow(', 'new electron.BrowserWindow('))).toThrow(
      /no `new BrowserWindow\(`/,
    );
    expect(() => unsafeTwin(WINDOW_CODE.replace(/\bsandbox: true,/, ''))).toThrow(/sets no sandbox/);
  });

  it('fails on a file it cannot parse instead of leaving it out', async () => {
    await expect(scanWindowCode('const window = new BrowserWindow({ webPreferences: {')).rejects.toThrow(
      /could not parse:\n.*window\.ts: Unexpected token/,
    );
  });
});

describe('the allow-list', () => {
  const finding = (check: string, severity: Finding['severity'], file = 'main/index.js'): Finding => ({
    check,
    severity,
    file,
    line: 1,
    description: '',
  });
  const allowance = (check: string, file = 'main/index.js'): Allowance => ({ check, file, reason: 'Reviewed.' });

  it('explains failing findings of its check in its file only, and names the allowances that explain nothing', () => {
    const judged = judge(
      [
        finding('PRELOAD_JS_CHECK', 'MEDIUM'),
        finding('PRELOAD_JS_CHECK', 'MEDIUM', 'main/other.js'),
        finding('CONTEXT_ISOLATION_JS_CHECK', 'HIGH'),
        finding('CSP_GLOBAL_CHECK', 'LOW'),
      ],
      [allowance('PRELOAD_JS_CHECK'), allowance('SANDBOX_JS_CHECK')],
    );
    expect(judged.explained.map((f) => [f.check, f.file])).toEqual([['PRELOAD_JS_CHECK', 'main/index.js']]);
    expect(judged.unexplained.map((f) => [f.check, f.file])).toEqual([
      ['PRELOAD_JS_CHECK', 'main/other.js'],
      ['CONTEXT_ISOLATION_JS_CHECK', 'main/index.js'],
    ]);
    expect(judged.unused.map((a) => a.check)).toEqual(['SANDBOX_JS_CHECK']);
  });

  it('needs a reason for every entry', () => {
    const folder = mkdtempSync(join(tmpdir(), 'claimdesk-allow-'));
    folders.push(folder);
    const path = join(folder, 'allow.json');
    writeFileSync(path, JSON.stringify([{ check: 'PRELOAD_JS_CHECK', file: 'main/index.js', reason: ' ' }]));
    expect(() => readAllowList(path)).toThrow(/entry 1 needs a check, a file and a reason/);
  });
});
