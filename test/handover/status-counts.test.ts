/**
 * The status bar's counts follow a hand-over at once: an export empties "claims waiting" without waiting for
 * the next sync run, and a file read fills it again as soon as it is read. Real cores on the simulator.
 */
import { expect, it } from 'vitest';
import type { SyncStatus } from '../../shared/domain/sync';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { handOverOffline, importOn, QUIET } from './desks';

const bed = useCoreTestbed();

it(
  'tells the status bar the counts right after an export and after an import or a take-back',
  { timeout: 60_000 },
  async () => {
    const sim = await bed.startSim();
    const deskA = await handOverOffline(bed, sim);
    // Two queued claims and a scan were waiting; the export told the listeners there are none now.
    expect(deskA.heardOnExport.at(-1)).toMatchObject({ pendingCount: 0, pendingDocumentCount: 0 });

    const coreB = await bed.startOtherDesk(serviceOf(sim), QUIET);
    const heard: SyncStatus[] = [];
    coreB.sync.onStatus((status) => heard.push(status));
    expect(await importOn(coreB, deskA.made)).toMatchObject({ kind: 'imported' });
    // Told as the answer comes back, before the sync run the import asks for (the service may be away).
    expect(heard.at(-1)).toMatchObject({ phase: 'idle', pendingCount: 2, pendingDocumentCount: 1 });

    const heardA: SyncStatus[] = [];
    deskA.core.sync.onStatus((status) => heardA.push(status));
    expect(await importOn(deskA.core, deskA.made)).toMatchObject({ kind: 'taken-back' });
    expect(heardA.at(-1)).toMatchObject({ pendingCount: 2, pendingDocumentCount: 1 });
  },
);
