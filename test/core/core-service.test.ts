/**
 * A claim belongs to the service it was captured for: switching the desk between the demo and a real service,
 * with claims queued on both sides, never sends one to the other.
 */
import { expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import type { Settings } from '../../main/desk/settings/service-settings';
import { insertClaimRow } from '../support/claim-rows';
import { serviceClaims, type ServiceRef } from '../support/sync-world';
import { authorizeThroughCore, hooksOf, queueClaimThroughCore, serviceOf, useCoreTestbed } from './core-harness';

const bed = useCoreTestbed();
const DEMO: Settings = { service: null };
/** Runs only when asked (no interval): each test says when a claim may leave. */
const QUIET = { sync: { intervalMs: 3_600_000 } };

/** A claim queued through the core while its engine is stopped: it waits in the outbox until the next start. */
async function queueWhileStopped(core: Core, ref: ServiceRef): Promise<string> {
  const authorizationNo = await authorizeThroughCore(core, ref);
  await core.sync.stop();
  return queueClaimThroughCore(core, authorizationNo);
}

interface OutboxRow {
  state: string;
  attempts: number;
  claim_no: string | null;
  service: string;
}
const row = (core: Core, id: string): OutboxRow =>
  core.store().db.prepare('SELECT state, attempts, claim_no, service FROM claims WHERE id = ?').get(id) as OutboxRow;

it('never sends a claim captured in the demo to a real service, nor a real one to the demo', async () => {
  const sim = await bed.startSim();
  const real: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };

  // The demo, with a claim queued when the desk is switched to the insurer.
  let core = await bed.start(DEMO, QUIET);
  const demoClaim = await queueWhileStopped(core, hooksOf(core));
  expect(row(core, demoClaim)).toMatchObject({ state: 'queued', service: 'demo' });
  await core.stop();

  // The insurer: the demo's claim stays where it is; a real claim is queued when the desk goes back to the demo.
  core = await bed.start(serviceOf(sim), QUIET);
  await core.sync.syncNow();
  expect(await serviceClaims(real)).toEqual([]);
  expect(row(core, demoClaim)).toMatchObject({ state: 'queued', attempts: 0 });
  const realClaim = await queueWhileStopped(core, real);
  expect(row(core, realClaim)).toMatchObject({ state: 'queued', service: sim.url });
  await core.stop();

  // The demo again: its own claim goes (to its simulator), the insurer's does not.
  core = await bed.start(DEMO, QUIET);
  await core.sync.syncNow();
  expect(row(core, demoClaim)).toMatchObject({ attempts: 1, state: 'submitted' });
  expect(row(core, realClaim)).toMatchObject({ state: 'queued', attempts: 0, claim_no: null });
  expect((await serviceClaims(hooksOf(core))).length).toBeLessThanOrEqual(1);
  await core.stop();

  // The insurer again: exactly its own claim reaches it.
  core = await bed.start(serviceOf(sim), QUIET);
  await core.sync.syncNow();
  const received = await serviceClaims(real);
  expect(received).toHaveLength(1);
  // The demo insurer remembers across restarts, so it took the demo's claim and numbered it as the real insurer
  // numbers its first claim. Claim numbers are one set across services on this desk (issue 39 makes them per
  // insurer): the desk does not call the real claim sent under a number it holds for another, it asks a person.
  expect(row(core, demoClaim).claim_no).toBe(received[0]?.claim_no);
  expect(row(core, realClaim)).toMatchObject({ state: 'needs-attention', claim_no: null });
  expect(row(core, demoClaim).attempts).toBe(1);
});

it('gives the claims saved before their service was recorded to the service the desk starts on', async () => {
  const sim = await bed.startSim();
  const first = await bed.start(DEMO, QUIET);
  insertClaimRow(first.store().db, {
    id: 'from-before',
    state: 'queued',
    lines: [{ tariffId: 'TRF-1', priceUnits: 1 }],
  });
  first.store().db.prepare("UPDATE claims SET service = NULL WHERE id = 'from-before'").run();
  await first.stop();

  const core = await bed.start(serviceOf(sim), QUIET);
  expect(row(core, 'from-before').service).toBe(sim.url);
  expect(core.serviceKey).toBe(sim.url);
});
