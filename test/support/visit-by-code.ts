/**
 * The reception's first steps through the operation table against the simulator: a visit for a card's
 * Outpatient benefit to the member's phone, the code the simulated SMS carried, and a block of 1,500.00;
 * and a queued claim synced until the insurer holds it.
 */
import { expect } from 'vitest';
import type { opCaller } from './op-value';
import { hook, waitFor, type ServiceRef } from './sync-world';

export async function authorizeAndBlock(
  call: ReturnType<typeof opCaller>,
  ref: ServiceRef,
  cardNo: string,
): Promise<{ readonly authorizationNo: string; readonly otp: string }> {
  const { members } = await hook<{ members: { card_no: string; phone: string }[] }>(ref, 'members');
  const phone = members.find((m) => m.card_no === cardNo)?.phone ?? expect.fail('no phone for the demo card');
  await call('visits.start', { cardNo, benefitCode: 'OPD-01', phone });
  const { sms } = await hook<{ sms: { card_no: string; code: string }[] }>(ref, 'sms');
  const otp = sms.filter((message) => message.card_no === cardNo).at(-1)?.code ?? expect.fail('no SMS');
  const { authorizationNo } = await call('visits.verify', { cardNo, benefitCode: 'OPD-01', otp });
  await call('benefits.block', { authorizationNo, cardNo, amount: '1500.00' });
  return { authorizationNo, otp };
}

/** "Sync now", then waits until the queued claim `id` is submitted. */
export async function syncUntilSubmitted(call: ReturnType<typeof opCaller>, id: string): Promise<void> {
  await call('sync.now', {});
  await waitFor(
    async () => (await call('claims.get', { id })).state === 'submitted',
    10_000,
    'the claim to be submitted',
  );
}
