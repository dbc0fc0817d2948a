/**
 * `npm run unseal`: a file sealed into corrupt/ opened with the data folder's key (or CLAIMDESK_DB_KEY),
 * written out 0600 and never over an existing file; a wrong key, a changed file or a missing key write nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sealFile } from '../../main/store/sealed-file';
import { fileKeySource, StoreKey } from '../../main/store/store-key';
import { parseUnsealArgs, unseal } from '../../scripts/unseal/unseal';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data folder with its key file and one sealed file in corrupt/; `cwd` is an empty folder beside it. */
function sealedFolder(content = 'damaged claims.db: Amina Njeri'): {
  dataDir: string;
  sealed: string;
  key: StoreKey;
  cwd: string;
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-unseal-'));
  dirs.push(root);
  const dataDir = path.join(root, 'data');
  const cwd = path.join(root, 'support');
  fs.mkdirSync(path.join(dataDir, 'corrupt'), { recursive: true });
  fs.mkdirSync(cwd);
  const key = StoreKey.generate();
  fileKeySource().keep(dataDir, key);
  const plain = path.join(root, 'claims.db');
  fs.writeFileSync(plain, content);
  const sealed = path.join(dataDir, 'corrupt', 'claims.db.sealed');
  sealFile(plain, sealed, key);
  return { dataDir, sealed, key, cwd };
}

describe('unseal', () => {
  it('opens a sealed file with the key file of the folder above corrupt/, into the current folder, 0600', () => {
    const { sealed, cwd } = sealedFolder();
    const outcome = unseal({ sealed }, {}, cwd);
    expect(outcome).toEqual({ ok: true, out: path.join(cwd, 'claims.db'), bytes: 30 });
    expect(fs.readFileSync(path.join(cwd, 'claims.db'), 'utf8')).toBe('damaged claims.db: Amina Njeri');
    if (process.platform !== 'win32') expect(fs.statSync(path.join(cwd, 'claims.db')).mode & 0o777).toBe(0o600);
  });

  it('takes CLAIMDESK_DB_KEY over the key file, and --data-dir and --out as given', () => {
    const { sealed, key, dataDir, cwd } = sealedFolder();
    fs.rmSync(path.join(dataDir, 'claimdesk.key'));
    expect(unseal({ sealed }, {}, cwd)).toMatchObject({
      ok: false,
      message: expect.stringContaining('No key in') as unknown,
    });

    const request = parseUnsealArgs([sealed, '--out', 'opened.db', '--data-dir', dataDir]);
    expect(request).toEqual({ sealed, out: 'opened.db', dataDir });
    expect(unseal(request ?? { sealed }, { CLAIMDESK_DB_KEY: key.hex() }, cwd)).toMatchObject({ ok: true });
    expect(fs.readFileSync(path.join(cwd, 'opened.db'), 'utf8')).toContain('Amina Njeri');
  });

  it('writes nothing with another key, over a changed file, or over a file that exists', () => {
    const { sealed, cwd } = sealedFolder();
    const wrong = unseal({ sealed }, { CLAIMDESK_DB_KEY: StoreKey.generate().hex() }, cwd);
    expect(wrong).toMatchObject({ ok: false, message: expect.stringContaining('could not be opened') as unknown });
    expect(fs.readdirSync(cwd)).toEqual([]);

    const bytes = fs.readFileSync(sealed);
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    fs.writeFileSync(sealed.replace('claims.db', 'changed.db'), bytes);
    expect(unseal({ sealed: sealed.replace('claims.db', 'changed.db') }, {}, cwd)).toMatchObject({ ok: false });
    expect(fs.readdirSync(cwd)).toEqual([]);

    fs.writeFileSync(path.join(cwd, 'claims.db'), 'kept');
    expect(unseal({ sealed }, {}, cwd)).toMatchObject({
      ok: false,
      message: expect.stringContaining('exists') as unknown,
    });
    expect(fs.readFileSync(path.join(cwd, 'claims.db'), 'utf8')).toBe('kept');
  });

  it('refuses arguments it does not know', () => {
    expect(parseUnsealArgs([])).toBeUndefined();
    expect(parseUnsealArgs(['a.sealed', 'b.sealed'])).toBeUndefined();
    expect(parseUnsealArgs(['a.sealed', '--out'])).toBeUndefined();
    expect(parseUnsealArgs(['a.sealed', '--key', 'x'])).toBeUndefined();
  });
});
