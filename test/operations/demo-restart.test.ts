/**
 * A demo survives a restart: the embedded insurer keeps what it was told in the desk's store, so a claim queued
 * before the restart is taken after it (not refused as an unknown authorization), and the visit and
 * authorization numbers of the earlier run are never handed out again.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost, type OperationHost } from '../../main/operations';
import { useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';
import { SAMPLE_DOCTOR } from '../support/sample-claim';
import { deskToday } from '../support/claims-fixtures';
import { waitFor } from '../support/sync-world';

const bed = useCoreTestbed();
const CARD_NO = 'CD-1000017';

async function authorized(host: OperationHost): Promise<{ visitRequestId: string; authorizationNo: string }> {
  const member = await opValue(host, 'members.lookup', { cardNo: CARD_NO });
  const visit = await opValue(host, 'visits.start', { cardNo: CARD_NO, benefitCode: 'OPD-01', phone: '0712345678' });
  const code = (await opValue(host, 'demo.hints', {})).code ?? expect.fail('no code waiting');
  const { authorizationNo } = await opValue(host, 'visits.verify', {
    cardNo: CARD_NO,
    benefitCode: 'OPD-01',
    otp: code,
  });
  await opValue(host, 'benefits.block', { authorizationNo, cardNo: member.cardNo, amount: '1000' });
  return { visitRequestId: visit.visitRequestId, authorizationNo };
}

describe('the demo insurer across a restart', () => {
  it('takes the claim queued before it, and hands out no number twice', async () => {
    const firstCore = await bed.start({ service: null });
    const first = createOperationHost(firstCore);
    const before = await authorized(first);
    await opValue(first, 'tariffs.refresh', { full: true });
    const [item] = await opValue(first, 'tariffs.search', { query: 'consultation', limit: 1 });
    if (!item) expect.fail('no consultation tariff in the demo');
    const claim = await opValue(first, 'claims.save', {
      authorizationNo: before.authorizationNo,
      cardNo: CARD_NO,
      memberName: 'Demo member',
      attendanceDate: deskToday(),
      doctor: SAMPLE_DOCTOR,
      complain: 'Fever',
      diagnoses: [{ code: 'B54', type: 'Principal' }],
      lines: [{ tariffId: item.id, name: item.name, type: 'consultation', quantity: 1, price: item.priceText }],
    });
    expect((await opValue(first, 'claims.queue', { id: claim.id, sendAnyway: { reason: 'Demo' } })).state).toBe(
      'queued',
    );
    await firstCore.stop();

    const again = createOperationHost(await bed.start({ service: null }));
    await opValue(again, 'sync.now', {});
    await waitFor(
      async () => (await opValue(again, 'claims.get', { id: claim.id })).state !== 'queued',
      10_000,
      'the queued claim to be sent',
    );
    const sent = await opValue(again, 'claims.get', { id: claim.id });
    expect(sent).toMatchObject({ state: 'submitted' });
    expect(sent.attention).toBeNull();

    const after = await authorized(again);
    expect(after.visitRequestId).not.toBe(before.visitRequestId);
    expect(after.authorizationNo).not.toBe(before.authorizationNo);
  });
});
