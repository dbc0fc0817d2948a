/** The desk about itself: the first-run choice, the About dialog's facts, and the store's notices until read. */
import { DESK_TIME_ZONE } from '../../shared/i18n/format';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { buildSignature, hostVersions } from '../../main/desk/about';
import { createOperationHost } from '../../main/operations';
import type { Settings } from '../../main/desk/settings/service-settings';
import { createMemorySetupStore } from '../../main/desk/setup-choice';
import { openDatabase } from '../../main/store/database';
import { LATEST_VERSION, migrations } from '../../main/store/migrations';
import { DATABASE_FILE } from '../../main/store/open-store';
import { damageHeader } from '../store/helpers';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { testAccess } from '../support/store-access';

const bed = useCoreTestbed();
const DEMO: Settings = { service: null };
const QUIET = { sync: { intervalMs: 3_600_000 } };

describe('the first-run choice', () => {
  it('is asked while the desk runs a demo nobody chose, and "Try the demo" is kept', async () => {
    const core = await bed.start(DEMO, QUIET);
    const setup = createMemorySetupStore();
    const host = createOperationHost(core, { setup });

    expect(await host.invoke('app.state', {})).toEqual({
      ok: true,
      value: { setupNeeded: true, mode: 'demo', timeZone: DESK_TIME_ZONE },
    });
    expect(await host.invoke('app.tryDemo', {})).toEqual({
      ok: true,
      value: { setupNeeded: false, mode: 'demo', timeZone: DESK_TIME_ZONE },
    });
    expect(setup.read()).toEqual({ kind: 'demo' });
    expect(await host.invoke('app.state', {})).toMatchObject({ ok: true, value: { setupNeeded: false } });
  });

  it('is asked again when the desk had to fall back to the demo from a chosen service', async () => {
    const core = await bed.start(DEMO, QUIET);
    const host = createOperationHost(core, {
      setup: createMemorySetupStore({ kind: 'service', url: 'https://insurer.example' }),
    });
    expect(await host.invoke('app.state', {})).toMatchObject({ ok: true, value: { setupNeeded: true } });
  });

  it('is never asked on a service, nor by a host that keeps no choice, and the demo is not chosen there', async () => {
    const sim = await bed.startSim();
    const onService = await bed.start(serviceOf(sim), QUIET);
    const setup = createMemorySetupStore();
    const host = createOperationHost(onService, { setup });
    expect(await host.invoke('app.state', {})).toEqual({
      ok: true,
      value: { setupNeeded: false, mode: 'service', timeZone: DESK_TIME_ZONE },
    });
    const refused = await host.invoke('app.tryDemo', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-demo' } });
    expect(setup.read()).toBeNull();
    await onService.stop();

    const demo = await bed.start(DEMO, QUIET);
    expect(await createOperationHost(demo).invoke('app.state', {})).toMatchObject({ value: { setupNeeded: false } });
  });
});

describe('About', () => {
  it("gives the host's versions, SQLite's and the data folder; in browser mode Electron and Chromium are not used", async () => {
    const core = await bed.start(DEMO, QUIET);
    const about = await createOperationHost(core, { dataDir: bed.dataDir }).invoke('app.about', {});
    expect(about).toEqual({
      ok: true,
      value: {
        version,
        electron: null,
        chromium: null,
        node: process.versions.node,
        sqlite: expect.stringMatching(/^3\.\d+\.\d+$/) as string,
        dataDir: bed.dataDir,
        signature: null,
      },
    });

    const electron = hostVersions(
      '1.2.3',
      { node: '22.20.0', electron: '45.4.1', chrome: '142.0.7444.59' },
      buildSignature({ name: 'claimdesk', claimdeskSigned: true }),
    );
    const inElectron = await createOperationHost(core, { host: electron, dataDir: '/data' }).invoke('app.about', {});
    expect(inElectron).toMatchObject({
      ok: true,
      value: {
        version: '1.2.3',
        electron: '45.4.1',
        chromium: '142.0.7444.59',
        node: '22.20.0',
        dataDir: '/data',
        signature: 'signed',
      },
    });
  });
});

describe("the store's notices", () => {
  it('are shown at every start until read, then never again, and a new one shows', async () => {
    // A data file from an earlier version: opening it updates it, which staff are told.
    openDatabase(path.join(bed.dataDir, DATABASE_FILE), { ...testAccess, migrations: migrations.slice(0, 8) }).close();
    let core = await bed.start(DEMO, QUIET);
    const first = await createOperationHost(core).invoke('notices.list', {});
    expect(first).toEqual({
      ok: true,
      value: [
        {
          id: expect.any(Number) as number,
          raisedAt: expect.any(String) as string,
          facts: {
            kind: 'migrated',
            from: 8,
            to: LATEST_VERSION,
            backupFile: expect.stringContaining('backups') as string,
          },
        },
      ],
    });
    await core.stop();

    core = await bed.start(DEMO, QUIET);
    let host = createOperationHost(core);
    expect(await host.invoke('notices.list', {})).toEqual(first);
    const id = first.ok ? (first.value as { id: number }[])[0]?.id : undefined;
    expect(await host.invoke('notices.acknowledge', { id })).toEqual({ ok: true, value: [] });
    expect(await host.invoke('notices.acknowledge', { id })).toEqual({ ok: true, value: [] });
    const audit = core
      .store()
      .db.prepare("SELECT subject, detail FROM audit_log WHERE action = 'notice.acknowledge'")
      .all();
    expect(audit).toEqual([{ subject: `notice ${id}`, detail: 'migrated' }]);
    await core.stop();

    core = await bed.start(DEMO, QUIET);
    expect(await createOperationHost(core).invoke('notices.list', {})).toEqual({ ok: true, value: [] });
    await core.stop();

    // The data file damaged: restored from the backup taken before the update, which is updated again.
    damageHeader(path.join(bed.dataDir, DATABASE_FILE));
    core = await bed.start(DEMO, QUIET);
    host = createOperationHost(core);
    const after = await host.invoke('notices.list', {});
    expect(after).toMatchObject({
      ok: true,
      value: [
        {
          facts: {
            kind: 'restored-from-backup',
            reason: 'corrupt',
            claimsToReconcile: 0,
            keptIn: path.join(bed.dataDir, 'corrupt'),
          },
        },
        { facts: { kind: 'migrated', from: 8 } },
      ],
    });
  });
});
