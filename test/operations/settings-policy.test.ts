/**
 * The policy file through the operation host on a real core (demo service, real SQLite file): settings.get says
 * what is locked and by which file, and settings.update and updates.configure refuse a locked value whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations/operation-host';
import { createUpdateService } from '../../main/desk/updates/service';
import { readSetting } from '../../main/store/settings-store';
import { useCoreTestbed } from '../core/core-harness';
import { confirmDouble, portDouble } from '../updates/doubles';
import { fakeClock } from '../updates/fake-clock';

const bed = useCoreTestbed();

it('locks what the policy sets, end to end', async () => {
  const policyFile = path.join(bed.dataDir, 'policy.json');
  fs.writeFileSync(policyFile, JSON.stringify({ updates: { enabled: false }, deskName: 'Reception 1' }));
  const core = await bed.start({ service: null }, { policyFile });
  const updates = createUpdateService({
    port: portDouble('1.4.0').port,
    feed: { source: 'build', url: 'https://updates.example/claimdesk', problem: null },
    confirmInstall: confirmDouble().confirm,
    settings: () => readSetting(core.store().db, 'updates'),
    sync: core.sync,
    clock: fakeClock(),
  });
  const host = createOperationHost(core, { updates });

  const view = await host.invoke('settings.get', {});
  expect(view).toMatchObject({
    ok: true,
    value: { deskName: 'Reception 1', policy: { locked: { 'updates.enabled': policyFile, deskName: policyFile } } },
  });

  const turnedOn = await host.invoke('updates.configure', { enabled: true });
  expect(turnedOn).toMatchObject({ ok: false, error: { code: 'setting-locked' } });
  expect(!turnedOn.ok && turnedOn.error.message).toContain(`policy: ${policyFile}`);
  expect(readSetting(core.store().db, 'updates')).toEqual({ enabled: false, channel: 'stable', deferDays: 7 });

  const renamed = await host.invoke('settings.update', { deskName: 'Mine', staffName: 'Amina' });
  expect(renamed).toMatchObject({ ok: false, error: { code: 'setting-locked' } });
  expect(readSetting(core.store().db, 'staffName')).toBe('');
  updates.stop();
});
