/**
 * A change that names some update parts keeps the others: settings.update and updates.configure carrying only
 * `{ enabled }` leave the channel and the deferral as stored (not back to their defaults), and under a policy only
 * the parts a change names are checked against it. Real core, real SQLite, the operation host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations/operation-host';
import { createUpdateService } from '../../main/desk/updates/service';
import { readSetting } from '../../main/store/settings-store';
import { useCoreTestbed } from '../core/core-harness';
import { confirmDouble, portDouble } from './doubles';
import { fakeClock } from './fake-clock';

const bed = useCoreTestbed();

async function desktop(policy?: object) {
  const policyFile = path.join(bed.dataDir, 'policy.json');
  if (policy) fs.writeFileSync(policyFile, JSON.stringify(policy));
  const core = await bed.start({ service: null }, policy ? { policyFile } : undefined);
  const updates = createUpdateService({
    port: portDouble('1.4.0').port,
    feed: { source: 'build', url: 'https://updates.example/claimdesk', problem: null },
    confirmInstall: confirmDouble().confirm,
    settings: () => readSetting(core.store().db, 'updates'),
    sync: core.sync,
    clock: fakeClock(),
  });
  const host = createOperationHost(core, { updates });
  const stored = () => readSetting(core.store().db, 'updates');
  return { host, stored, stop: () => updates.stop() };
}

it('settings.update with only { enabled } keeps the stored channel and deferral', async () => {
  const { host, stored, stop } = await desktop();
  await host.invoke('updates.configure', { enabled: false, channel: 'pilot', deferDays: 3 });
  expect(stored()).toEqual({ enabled: false, channel: 'pilot', deferDays: 3 });

  const result = await host.invoke('settings.update', { updates: { enabled: true } });
  expect(result).toMatchObject({ ok: true, value: { updates: { enabled: true, channel: 'pilot', deferDays: 3 } } });
  expect(stored()).toEqual({ enabled: true, channel: 'pilot', deferDays: 3 });

  await host.invoke('settings.update', { updates: { deferDays: 0 } });
  expect(stored()).toEqual({ enabled: true, channel: 'pilot', deferDays: 0 });
  stop();
});

it('updates.configure with only { enabled } keeps them too', async () => {
  const { host, stored, stop } = await desktop();
  await host.invoke('settings.update', { updates: { enabled: false, channel: 'pilot', deferDays: 30 } });
  const result = await host.invoke('updates.configure', { enabled: true });
  expect(result).toMatchObject({ ok: true, value: { settings: { channel: 'pilot', deferDays: 30 } } });
  expect(stored()).toEqual({ enabled: true, channel: 'pilot', deferDays: 30 });
  stop();
});

it('under a policy that locks the channel: turning updates on is allowed, another channel is refused whole', async () => {
  const { host, stored, stop } = await desktop({ updates: { channel: 'pilot' } });
  const on = await host.invoke('updates.configure', { enabled: true });
  expect(on).toMatchObject({ ok: true });
  expect(stored()).toEqual({ enabled: true, channel: 'pilot', deferDays: 7 });

  const moved = await host.invoke('updates.configure', { enabled: false, channel: 'stable', deferDays: 2 });
  expect(moved).toMatchObject({ ok: false, error: { code: 'setting-locked' } });
  const viaSettings = await host.invoke('settings.update', { updates: { channel: 'stable' } });
  expect(viaSettings).toMatchObject({ ok: false, error: { code: 'setting-locked' } });
  expect(stored()).toEqual({ enabled: true, channel: 'pilot', deferDays: 7 });
  stop();
});
