/**
 * A desk with no recovery key (a store made before recovery keys, or whose first key was never issued), on a real
 * core with its log: on the insurer's service Settings says so (settings.get) and the log warns, until
 * recovery.issue writes the envelope; the demo is never flagged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import { RECOVERY_FILE } from '../../main/store/recovery/envelope';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';
import { startLoggedDesk } from './logged-desk';

const bed = useCoreTestbed();
let core: Core | undefined;
afterEach(async () => {
  await core?.stop();
  core = undefined;
});

const logOf = (dir: string): string =>
  fs
    .readdirSync(path.join(dir, 'logs'))
    .map((name) => fs.readFileSync(path.join(dir, 'logs', name), 'utf8'))
    .join('');

describe('a desk without a recovery key', () => {
  it('is flagged on the insurer’s service until a key is issued', async () => {
    const sim = await bed.startSim();
    const service = serviceOf(sim).service;
    if (!service) return expect.fail('no service');
    const desk = await startLoggedDesk(bed, service);
    core = desk.core;
    expect(fs.existsSync(path.join(bed.dataDir, RECOVERY_FILE))).toBe(false);
    expect(desk.core.recoveryKeyMissing()).toBe(true);
    expect(await opValue(desk.host, 'settings.get', {})).toMatchObject({ mode: 'service', recoveryKeyMissing: true });
    expect(logOf(bed.dataDir)).toContain('no recovery key was issued for this desk');

    const { recoveryKey } = await opValue(desk.host, 'recovery.issue', { reason: 'replace' });
    expect(recoveryKey).not.toBeNull();
    expect(fs.existsSync(path.join(bed.dataDir, RECOVERY_FILE))).toBe(true);
    expect(await opValue(desk.host, 'settings.get', {})).toMatchObject({ recoveryKeyMissing: false });
  });

  it('is not flagged in the demo', async () => {
    const desk = await startLoggedDesk(bed, null);
    core = desk.core;
    expect(fs.existsSync(path.join(bed.dataDir, RECOVERY_FILE))).toBe(false);
    expect(await opValue(desk.host, 'settings.get', {})).toMatchObject({ mode: 'demo', recoveryKeyMissing: false });
    expect(logOf(bed.dataDir)).not.toContain('no recovery key');
  });
});
