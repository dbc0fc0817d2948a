/**
 * The status follow-up as the desk runs it: the core's engine reads the batch back, the operations show it,
 * mark it looked at and resubmit a refused claim, and the original is never sent again.
 */
import { expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { opCaller } from '../support/op-value';
import { SEND_ANYWAY } from '../support/claims-fixtures';
import { hook, serviceClaims, waitFor, type ServiceRef } from '../support/sync-world';
import { authorizeThroughCore, queueClaimThroughCore, serviceOf, useCoreTestbed } from '../core/core-harness';

const bed = useCoreTestbed();

it('shows the insurer’s decision after a batch is opened, and resubmits a refused claim as a new one', async () => {
  const sim = await bed.startSim();
  const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
  const core = await bed.start(serviceOf(sim), { sync: { intervalMs: 3_600_000, debounceMs: 1 } });
  const call = opCaller(createOperationHost(core));

  const id = queueClaimThroughCore(core, await authorizeThroughCore(core, ref));
  await core.sync.syncNow();
  const sent = await call('claims.get', { id });
  expect(sent).toMatchObject({ state: 'submitted', insurer: { status: 'Received', changed: false } });
  const claimNo = sent.claimNo ?? expect.fail('no claim number');

  await hook(ref, 'claim-status', { claim_no: claimNo, status: 'Rejected', claimed_amount: 1000 });
  // Read just now: only opening the batch (or "Sync now") reads it again before the interval.
  expect(await call('followUp.readBatch', { batchNo: sent.batchNo })).toEqual({ asked: true });
  await waitFor(
    async () => (await call('claims.get', { id })).insurer?.status === 'Rejected',
    10_000,
    'the new status',
  );
  const refused = await call('claims.get', { id });
  expect(refused.insurer).toMatchObject({ refused: true, amountText: '1000.00', changed: true });
  expect(await call('claims.list', { insurerChanged: true })).toHaveLength(1);
  expect(await call('followUp.statuses', {})).toEqual(['Rejected']);

  expect(await call('followUp.looked', { id })).toEqual({ looked: true });
  expect(await call('claims.list', { insurerChanged: true })).toEqual([]);

  const copy = await call('followUp.resubmit', { id });
  expect(copy).toMatchObject({ state: 'draft', resubmitOf: id });
  const requeued = await createOperationHost(core).invoke('claims.queue', { id, sendAnyway: SEND_ANYWAY });
  expect(requeued).toMatchObject({ ok: false, error: { code: 'claim-locked' } });

  // Queued and sent, the copy is a second claim at the insurer; the original stays one claim there.
  await call('claims.queue', { id: copy.id, sendAnyway: SEND_ANYWAY });
  await core.sync.syncNow();
  expect((await call('claims.get', { id: copy.id })).state).toBe('submitted');
  const remote = await serviceClaims(ref);
  expect(remote).toHaveLength(2);
  expect(remote.filter((claim) => claim.claim_no === claimNo)).toHaveLength(1);
});
