/** The core's tariff refreshes: at start, again after a failure once the service answers, audited under the desk's staff. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../main/desk/settings/service-settings';
import type { RunningSim } from '../../main/sim/server';
import { listAudit } from '../../main/store/audit';
import { writeSettings } from '../../main/store/settings-store';
import { tariffCacheInfo } from '../../main/tariffs/tariff-cache';
import type { TariffRefreshProgress } from '../../shared/domain/tariffs';
import { waitFor } from '../support/sync-world';
import { serviceOf, useCoreTestbed } from './core-harness';

const TARIFFS = 40;

const bed = useCoreTestbed();
let sim: RunningSim;
let settings: Settings;
beforeEach(async () => {
  sim = await bed.startSim({ tariffs: TARIFFS });
  settings = serviceOf(sim);
});

describe('tariff refreshes in the core', () => {
  it('fills the cache at start', async () => {
    const core = await bed.start(settings);
    await waitFor(() => tariffCacheInfo(core.store()).itemCount === TARIFFS, 5_000, 'the tariff cache');
    expect(tariffCacheInfo(core.store()).lastSyncedAt).not.toBeNull();
  });

  it('waits with its first runs when told to (browser mode): Sync now runs meanwhile, the rest follow at the time', async () => {
    const purges: string[] = [];
    const retention = { log: (line: string) => purges.push(line) };
    const waiting = await bed.start(settings, { firstRunsAfterMs: 600_000, retention });
    // A whole exchange with the service went and came back: the runs that did not wait would have started by now.
    expect((await waiting.sync.syncNow()).lastAttemptAt).not.toBeNull();
    expect(tariffCacheInfo(waiting.store()).itemCount).toBe(0);
    expect(listAudit(waiting.store().db, { limit: 100 }).map((e) => e.action)).not.toContain('tariffs.refresh');
    expect(purges).toEqual([]);
    // Stopped before its time: nothing runs after, the core stops as usual.
    await waiting.stop();

    const soon = await bed.startOtherDesk(settings, { firstRunsAfterMs: 50, retention });
    await waitFor(() => tariffCacheInfo(soon.store()).itemCount === TARIFFS, 5_000, 'the tariff cache');
    expect(purges).toEqual([expect.stringMatching(/^purged: /)]);
  });

  it('retries a refresh that could not reach the service, with backoff, until it answers', async () => {
    sim.setFaults({ down: true });
    const core = await bed.start(settings, { tariffs: { retryBackoff: { baseMs: 20, capMs: 40 } } });
    await waitFor(
      () => listAudit(core.store().db, { limit: 10 }).filter((e) => e.action === 'tariffs.refresh').length >= 2,
      5_000,
      'two failed refreshes',
    );
    expect(tariffCacheInfo(core.store()).itemCount).toBe(0);

    sim.setFaults({ down: false });
    await waitFor(() => tariffCacheInfo(core.store()).itemCount === TARIFFS, 5_000, 'the tariff cache');
    const outcomes = listAudit(core.store().db, { limit: 100 })
      .filter((e) => e.action === 'tariffs.refresh')
      .map((e) => e.outcome);
    expect(outcomes[0]).toBe('ok');
    expect(outcomes.slice(1).every((outcome) => outcome === 'failed')).toBe(true);
  });

  it('refreshes on demand, reports progress, and audits under the staff set for the desk now', async () => {
    const core = await bed.start(settings);
    await core.refreshTariffs(); // the start's refresh, joined
    writeSettings(core.store().db, { deskName: 'Front desk', staffName: 'Amina Otieno' });
    const progress: TariffRefreshProgress[] = [];
    const unsubscribe = core.onTariffProgress((p) => progress.push(p));

    const result = await core.refreshTariffs({ force: true });
    unsubscribe();

    expect(result).toMatchObject({ ok: true, mode: 'full', itemCount: TARIFFS });
    expect(progress.at(-1)).toMatchObject({ phase: 'done' });
    expect(listAudit(core.store().db, { limit: 1 })[0]).toMatchObject({
      action: 'tariffs.refresh',
      outcome: 'ok',
      desk: 'Front desk',
      staff: 'Amina Otieno',
    });
  });
});
