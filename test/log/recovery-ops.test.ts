/**
 * recovery.issue and recovery.restore through the logging operation host on a real core: the key is answered
 * once and never written to the log, typed back or issued; a restore's refusals come back as the page shows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import { createLoggedOperationHost } from '../../main/operations/operation-log';
import { BACKUP_DIR, listBackups } from '../../main/store/backups';
import { RECOVERY_FILE, recoveryFileFor } from '../../main/store/recovery/envelope';
import { fileKeySource, KEY_FILE } from '../../main/store/store-key';
import { useCoreTestbed } from '../core/core-harness';
import { makeTempDir, removeDir } from '../store/helpers';
import { opValue } from '../support/op-value';
import { startLoggedDesk } from './logged-desk';

const bed = useCoreTestbed();
let core: Core | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await core?.stop();
  core = undefined;
  for (const dir of dirs.splice(0)) removeDir(dir);
});

const logOf = (dir: string): string =>
  fs
    .readdirSync(path.join(dir, 'logs'))
    .map((name) => fs.readFileSync(path.join(dir, 'logs', name), 'utf8'))
    .join('');

describe('the recovery operations', () => {
  it('issues a key shown once, moves the desk to another folder with it, and never logs it', async () => {
    const desk = await startLoggedDesk(bed, null);
    core = desk.core;
    const { recoveryKey } = await opValue(desk.host, 'recovery.issue', { reason: 'setup' });
    if (recoveryKey === null) return expect.fail('no key issued');
    // At setup only the first: a desk that has one keeps it.
    expect(await opValue(desk.host, 'recovery.issue', { reason: 'setup' })).toEqual({ recoveryKey: null });
    expect(recoveryKey).toMatch(/^[0-9A-Z]{5}(?:-[0-9A-Z]{5}){6}$/);
    expect(fs.existsSync(path.join(bed.dataDir, RECOVERY_FILE))).toBe(true);
    // The daily backup taken at start predates the key: a new one carries the envelope.
    await desk.core.stop();
    core = undefined;
    fs.rmSync(path.join(bed.dataDir, BACKUP_DIR), { recursive: true, force: true });
    const again = await startLoggedDesk(bed, null);
    core = again.core;
    const [backup] = listBackups(path.join(bed.dataDir, BACKUP_DIR));
    if (!backup) return expect.fail('no backup');
    expect(fs.existsSync(recoveryFileFor(backup.file))).toBe(true);

    const newPc = path.join(makeTempDir(), 'desk');
    dirs.push(path.dirname(newPc));
    const host = createLoggedOperationHost(
      again.core,
      { recovery: { dataDir: newPc, keys: fileKeySource() } },
      again.logger,
    );
    const typo = recoveryKey.slice(0, 20) + (recoveryKey.charAt(20) === 'A' ? 'B' : 'A') + recoveryKey.slice(21);
    const mistyped = await host.invoke('recovery.restore', { backupFile: backup.file, recoveryKey: typo });
    expect(mistyped).toMatchObject({ ok: false, error: { code: 'mistyped-key' } });
    if (!mistyped.ok) expect(mistyped.error.message).toContain('Group 4');
    const moved = await opValue(host, 'recovery.restore', { backupFile: backup.file, recoveryKey });
    expect(moved).toMatchObject({ claimsToCheck: 0, envelopeWritten: true });
    expect(fs.existsSync(path.join(newPc, KEY_FILE))).toBe(true);
    const refused = await host.invoke('recovery.restore', { backupFile: backup.file, recoveryKey });
    expect(refused).toMatchObject({ ok: false, error: { code: 'folder-not-empty' } });

    const log = logOf(bed.dataDir);
    expect(log).toContain('recovery.issue done');
    expect(log).toContain('recovery.restore done');
    expect(log).toContain('recovery.restore refused: mistyped-key');
    expect(log).not.toContain(recoveryKey);
    expect(log).not.toContain(typo);
    expect(log).not.toContain(recoveryKey.replace(/-/g, ''));
  });

  it('refuses a restore where the host names no desk folder', async () => {
    const desk = await startLoggedDesk(bed, null);
    core = desk.core;
    const refused = await desk.host.invoke('recovery.restore', { backupFile: '/nowhere.sqlite', recoveryKey: 'x' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'restore-unavailable' } });
  });
});
