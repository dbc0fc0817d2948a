/**
 * Learning the insurer's arithmetic, through the operation host as the page uses
 * it: an insurer that reads breakup amounts as line totals under-claims every
 * line with a quantity above 1; ClaimDesk keeps both amounts, warns, lists the
 * claims, and sends line totals only once staff choose so (recorded in the audit trail).
 */
import { expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import { amountsMisread } from '../../shared/domain/amount-reading';
import { serviceClaims } from '../support/sync-world';
import { authorizeThroughCore, hooksOf, queueClaimThroughCore, serviceOf, useCoreTestbed } from '../core/core-harness';
import { opCaller } from '../support/op-value';

const bed = useCoreTestbed();

it('tells staff when the insurer reads line amounts as totals, and sends totals only once they choose so', async () => {
  const sim = await bed.startSim({ lineAmount: 'total' });
  const core = await bed.start(serviceOf(sim), { sync: { intervalMs: 3_600_000 } });
  const host = createOperationHost(core, { tokenStore: createMemoryTokenStore(sim.token) });
  const call = opCaller(host);
  const ref = { ...hooksOf(core), baseUrl: sim.url, sim };

  // 450.50 + 3 × 120.25 + 800 + 10 × 15.005 + 1000.10 = 2,761.40; read as line totals: 2,385.855.
  const first = queueClaimThroughCore(core, await authorizeThroughCore(core, ref));
  const status = await call('sync.now', {});
  expect(status.amounts).toEqual({ sentAs: 'unit', serviceReading: 'total', differingCount: 1 });
  expect(amountsMisread(status.amounts)).toBe(true);

  const claim = await call('claims.get', { id: first });
  expect(claim).toMatchObject({ amountText: '2761.40', amountClaimedText: '2385.86', serviceReading: 'total' });
  const check = await call('claims.amountCheck', {});
  expect(check.revealedBy).toMatchObject({ id: first, claimNo: claim.claimNo });
  expect(check.differing).toEqual([
    {
      id: first,
      claimNo: claim.claimNo,
      memberName: 'Fatuma Kowalski Chepkoech',
      attendanceDate: claim.attendanceDate,
      amountText: '2761.40',
      amountClaimedText: '2385.86',
      sentLineAmounts: 'unit',
    },
  ]);

  await call('settings.update', { lineAmounts: 'total' });
  const changes = core
    .store()
    .db.prepare("SELECT subject, detail FROM audit_log WHERE action = 'settings.change' ORDER BY id")
    .all() as { subject: string; detail: string }[];
  expect(changes).toEqual([
    { subject: 'claim submission path', detail: 'null → "/v1/claims"' },
    { subject: 'line amounts sent as', detail: '"unit" → "total"' },
  ]);

  const second = queueClaimThroughCore(core, await authorizeThroughCore(core, ref));
  const after = await call('sync.now', {});
  expect(await call('claims.get', { id: second })).toMatchObject({
    amountClaimedText: '2761.40',
    sentLineAmounts: 'total',
    serviceReading: 'total',
  });
  // The first claim stays listed to follow up; the warning is gone, as amounts are now sent as the insurer reads them.
  expect(after.amounts).toEqual({ sentAs: 'total', serviceReading: 'total', differingCount: 1 });
  expect(amountsMisread(after.amounts)).toBe(false);
  const bodies = (await serviceClaims(ref)).map((stored) => stored.body) as { breakup: { amount: number }[] }[];
  expect(bodies.map((body) => body.breakup[3]?.amount)).toEqual([15.005, 150.05]);
});
