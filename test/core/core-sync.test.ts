/** What the core wires into every sync run: authorizations typed in offline are checked once the service answers. */
import { expect, it } from 'vitest';
import { enterAuthorization } from '../../main/care/authorizations';
import { getAuthorizationRecord } from '../../main/care/rows';
import { authorizeMembers, type ServiceRef } from '../support/sync-world';
import { serviceOf, useCoreTestbed } from './core-harness';

const bed = useCoreTestbed();

it('checks an authorization typed in while offline at the next sync run that reaches the service', async () => {
  const sim = await bed.startSim();
  const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
  const [member] = await authorizeMembers(ref, 1);
  if (!member) throw new Error('no member');
  const core = await bed.start(serviceOf(sim), { sync: { intervalMs: 3_600_000 } });

  sim.setFaults({ down: true });
  const typed = await enterAuthorization(core.care(), member.authorizationNo);
  expect(typed).toMatchObject({ ok: true, value: { verified: false, checkedAt: null } });

  sim.setFaults({ down: false });
  await core.sync.syncNow();
  expect(getAuthorizationRecord(core.store().db, member.authorizationNo)).toMatchObject({
    verified: true,
    checkOutcome: 'approved',
    status: 'APPROVED',
  });
  const checks = core
    .store()
    .db.prepare("SELECT outcome, detail FROM audit_log WHERE action = 'authorization.check' ORDER BY id")
    .all();
  expect(checks).toEqual([
    { outcome: 'offline', detail: `${member.authorizationNo}, stored unverified` },
    { outcome: 'ok', detail: member.authorizationNo },
  ]);
});
