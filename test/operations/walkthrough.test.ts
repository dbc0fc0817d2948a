/**
 * The reception walkthrough through the operation host alone, as the page makes
 * it: look up → visit → OTP (from the simulator's SMS hook) → verify → block →
 * claim with tariff lines → queue → sync → submitted with a claim number →
 * document. No answer along the way carries the service token.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost, type OperationHost } from '../../main/operations';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import type { EventPayload, OperationName, OperationOutput } from '../../shared/ops/operations';
import { encodeJson } from '../../shared/ops/codec';
import { hook, PDF, waitFor, type ServiceRef } from '../support/sync-world';
import { SAMPLE_DOCTOR } from '../support/sample-claim';
import { deskToday } from '../support/claims-fixtures';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { syncUntilSubmitted } from '../support/visit-by-code';

const bed = useCoreTestbed();
const CARD_NO = 'CD-1000017';
const TOKEN = 'walkthrough-secret-token-4711';

describe('the reception walkthrough through invoke', () => {
  it('takes a member from card to a submitted claim with a document, and never answers the token', async () => {
    const sim = await bed.startSim({ token: TOKEN });
    const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
    const core = await bed.start(serviceOf(sim));
    const host: OperationHost = createOperationHost(core, { tokenStore: createMemoryTokenStore(TOKEN) });
    const answers: unknown[] = [];
    const statuses: EventPayload<'sync.statusChanged'>[] = [];
    const stop = host.subscribe('sync.statusChanged', (status) => statuses.push(status));

    async function call<N extends OperationName>(name: N, input: unknown): Promise<OperationOutput<N>> {
      const result = await host.invoke(name, input);
      answers.push(result);
      if (!result.ok) expect.fail(`${name} failed: ${result.error.code}: ${result.error.message}`);
      return result.value as OperationOutput<N>;
    }

    const member = await call('members.lookup', { cardNo: CARD_NO });
    expect(member).toMatchObject({ cardNo: CARD_NO, name: 'Fatuma Kowalski Chepkoech', source: 'service' });
    expect(member.benefits.map((b) => b.code)).toContain('OPD-01');
    expect((await call('members.photo', { cardNo: CARD_NO })).photo).toMatch(/^data:image\//);

    const { members } = await hook<{ members: { card_no: string; phone: string }[] }>(ref, 'members');
    const phone = members.find((m) => m.card_no === CARD_NO)?.phone ?? expect.fail('no phone for the demo card');
    const visit = await call('visits.start', { cardNo: CARD_NO, benefitCode: 'OPD-01', phone });
    expect(await call('visits.get', { visitRequestId: visit.visitRequestId })).toMatchObject({
      visitRequestId: visit.visitRequestId,
    });
    const { sms } = await hook<{ sms: { card_no: string; code: string }[] }>(ref, 'sms');
    const otp = sms.filter((message) => message.card_no === CARD_NO).at(-1)?.code ?? expect.fail('no SMS');
    const authorization = await call('visits.verify', { cardNo: CARD_NO, benefitCode: 'OPD-01', otp });
    expect(authorization.authorizationNo).not.toBe('');

    const block = await call('benefits.block', {
      authorizationNo: authorization.authorizationNo,
      cardNo: CARD_NO,
      amount: '1500.00',
    });
    expect(block).toMatchObject({ authorizationNo: authorization.authorizationNo });

    const progress: EventPayload<'tariffs.refreshProgress'>[] = [];
    const stopProgress = host.subscribe('tariffs.refreshProgress', (p) => progress.push(p));
    const tariffs = await call('tariffs.refresh', { full: true });
    stopProgress();
    expect(tariffs.itemCount).toBe(300);
    expect(progress.at(-1)?.phase).toBe('done');
    const [consultation] = await call('tariffs.search', { query: 'consultation', limit: 5 });
    if (!consultation) expect.fail('no consultation tariff in the cache');
    const doctor = await call('doctors.save', SAMPLE_DOCTOR);
    expect((await call('doctors.list', {})).map((d) => d.id)).toEqual([doctor.id]);

    const draft = await call('claims.save', {
      authorizationNo: authorization.authorizationNo,
      cardNo: CARD_NO,
      memberName: member.name,
      attendanceDate: deskToday(),
      doctor: SAMPLE_DOCTOR,
      complain: 'Fever and headache for three days',
      diagnoses: [{ code: 'B54', type: 'Principal' }],
      lines: [
        {
          tariffId: consultation.id,
          name: consultation.name,
          type: 'consultation',
          quantity: 2,
          price: consultation.priceText,
        },
      ],
    });
    expect(draft.state).toBe('draft');
    expect(draft.amount).toBe(consultation.price * 2n);
    await call('documents.attach', {
      claimId: draft.id,
      fileName: 'referral.pdf',
      contentBase64: PDF.toString('base64'),
    });

    // 2 × the consultation is above the 1500.00 blocked, and so is one line: queued only when sent anyway.
    const unconfirmed = await host.invoke('claims.queue', { id: draft.id });
    expect(unconfirmed).toMatchObject({ ok: false, error: { code: 'needs-confirmation' } });
    const warned = unconfirmed.ok ? [] : (unconfirmed.error.fields ?? []).map((found) => found.code);
    expect(warned).toContain('claim.cover.exceeded');
    const reason = 'The doctor saw the member twice; the insurer agreed by phone';
    expect((await call('claims.queue', { id: draft.id, sendAnyway: { reason } })).state).toBe('queued');
    const audited = core
      .store()
      .db.prepare(`SELECT staff, detail FROM audit_log WHERE action = 'claim.send-anyway' AND subject = ?`)
      .all(`claim ${draft.id}`) as { staff: string; detail: string }[];
    expect(audited).toHaveLength(1);
    expect(audited[0]?.detail).toContain(reason);
    expect(audited[0]?.detail).toContain('claim.cover.exceeded');
    await syncUntilSubmitted(call, draft.id);
    const submitted = await call('claims.get', { id: draft.id });
    expect(submitted.claimNo).toMatch(/^CLM-\d+$/);
    await waitFor(
      async () => (await call('documents.list', { claimId: draft.id })).every((d) => d.state === 'uploaded'),
      10_000,
      'the document to upload',
    );
    const remote = await call('claims.remote', { claimNo: submitted.claimNo ?? '' });
    expect(remote.map((c) => c.claim_no)).toEqual([submitted.claimNo]);
    expect(await call('claims.remote', { batchNo: 'NO-SUCH-BATCH' })).toEqual([]);
    expect((await call('claims.counts', {})).byState.submitted).toBe(1);
    expect((await call('sync.status', {})).pendingCount).toBe(0);
    expect(statuses.some((status) => status.phase === 'syncing')).toBe(true);
    expect((await call('settings.get', {})).hasToken).toBe(true);
    stop();

    const everything = encodeJson(answers);
    expect(everything).toContain(submitted.claimNo);
    expect(everything).not.toContain(TOKEN);
  });
});
