/**
 * One claim per authorization through the operation host, as the page meets it: the picker's recent authorizations
 * name the claim one already has, a second claim queued on it is refused with that claim to open, and the desk's
 * setting (audited like every setting) lets an insurer that accepts several claims per authorization have them.
 */
import { expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { completeClaim, SEND_ANYWAY } from '../support/claims-fixtures';
import { opCaller } from '../support/op-value';
import { authorizeThroughCore, hooksOf, useCoreTestbed } from '../core/core-harness';
import { calendarDate } from '../../main/claims';

const bed = useCoreTestbed();
const QUIET = { sync: { intervalMs: 3_600_000 } };

it('marks the claimed authorization, refuses a second claim naming the first, and the setting allows it', async () => {
  const core = await bed.start({ service: null }, QUIET);
  const host = createOperationHost(core);
  const call = opCaller(host);
  const authorizationNo = await authorizeThroughCore(core, hooksOf(core));
  const input = completeClaim(authorizationNo, { attendanceDate: calendarDate(core.claims().now()) });

  expect(
    (await call('authorizations.recent', {})).find((pick) => pick.authorizationNo === authorizationNo)?.claim,
  ).toBe(null);
  const first = await call('claims.save', input);
  await call('claims.queue', { id: first.id, sendAnyway: SEND_ANYWAY });
  const [pick] = await call('authorizations.recent', {});
  expect(pick).toMatchObject({
    authorizationNo,
    claim: { id: first.id, state: 'queued', claimNo: null, handedOver: false },
  });

  const second = await call('claims.save', input);
  const refused = await host.invoke('claims.queue', { id: second.id, sendAnyway: SEND_ANYWAY });
  expect(refused).toEqual({
    ok: false,
    error: {
      code: 'authorization-claimed',
      message: `Authorization ${authorizationNo} already has a claim (waiting to be sent, no claim number yet). An authorization is one visit and is claimed once: open that claim instead of sending a second one.`,
      claim: { id: first.id, state: 'queued', claimNo: null, handedOver: false },
    },
  });
  expect((await call('claims.get', { id: second.id })).state).toBe('draft');

  expect((await call('settings.get', {})).severalClaimsPerAuthorization).toBe(false);
  await call('settings.update', { severalClaimsPerAuthorization: true });
  expect(await call('claims.queue', { id: second.id, sendAnyway: SEND_ANYWAY })).toMatchObject({
    id: second.id,
    state: 'queued',
  });
  const audited = core
    .store()
    .db.prepare("SELECT subject, detail FROM audit_log WHERE action = 'settings.change' ORDER BY id")
    .all();
  expect(audited).toEqual([{ subject: 'several claims per authorization', detail: 'false → true' }]);
});
