/**
 * The PIN is never logged: setting it, unlocking with a wrong one and a right one leave no trace of it in the
 * log; and neither it nor its hash is in the diagnostics archive for support.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { activePeople } from '../../main/desk/people/people-records';
import type { Db } from '../../main/store/database';

/** The PIN hash of the desk's one person (the desk PIN of before people). */
const readPinHash = (db: Db) => activePeople(db)[0]?.pin;
import { createLogger, LOG_DIR } from '../../main/log/logger';
import { createLoggedOperationHost } from '../../main/operations/operation-log';
import { createStaffAlerts } from '../../main/log/staff-alerts';
import { useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';

const bed = useCoreTestbed();
const PIN = '73918264';
const WRONG = '55190372';

it('logs the refusals by their code, never the PIN typed', async () => {
  const core = await bed.start({ service: null }, { sync: { intervalMs: 3_600_000 } });
  const logger = createLogger({ dir: path.join(bed.dataDir, LOG_DIR) });
  const host = createLoggedOperationHost(core, { diagnostics: { logger, alerts: createStaffAlerts() } }, logger);

  expect(await host.invoke('lock.setPin', { current: '', pin: PIN })).toMatchObject({ ok: true });
  await host.invoke('lock.lock', {});
  expect(await host.invoke('lock.unlock', { pin: WRONG })).toMatchObject({ ok: false });
  expect(await host.invoke('lock.setPin', { current: WRONG, pin: WRONG })).toMatchObject({ ok: false });
  expect(await host.invoke('lock.unlock', { pin: PIN })).toMatchObject({ ok: true });

  const log = logger
    .files()
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('');
  expect(log).toContain('lock.unlock refused: wrong-pin');
  expect(log).not.toContain(PIN);
  expect(log).not.toContain(WRONG);

  const preview = await opValue(host, 'diagnostics.preview', {});
  const saved = await opValue(host, 'diagnostics.export', { id: preview.id });
  if (saved.kind !== 'download') expect.fail(`the archive came back as ${saved.kind}`);
  const files = Object.values(unzipSync(Buffer.from(saved.contentBase64, 'base64')));
  const archive = files.map((bytes) => strFromU8(bytes)).join('');
  const kept = readPinHash(core.store().db) ?? expect.fail('no PIN hash kept');
  for (const secret of [PIN, WRONG, kept.hash, kept.salt]) expect(archive).not.toContain(secret);
});
