/**
 * demo.hints on a real core: in demo mode, the embedded simulator's demo cards and the code its SMS carried
 * for the visit waiting for one (and only then); a desk on a configured service refuses it, and the code is
 * never written to the operation log.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost, type OperationLogEntry } from '../../main/operations/operation-host';
import { hooksOf, serviceOf, useCoreTestbed } from '../core/core-harness';
import { hook } from '../support/sync-world';
import { opValue } from '../support/op-value';

const bed = useCoreTestbed();

describe('demo.hints', () => {
  it('offers the demo cards, and the code of the visit waiting for one until it is verified', async () => {
    const core = await bed.start({ service: null });
    const log: OperationLogEntry[] = [];
    const host = createOperationHost(core, { log: (entry) => log.push(entry) });

    const before = await opValue(host, 'demo.hints', {});
    expect(before).toEqual({
      cards: [
        { cardNo: 'CD-1000017', name: expect.any(String) as string, role: 'ampleLimits' },
        { cardNo: 'CD-1000025', name: 'Aisha Mugo Njoroge', role: 'smallLimits' },
        { cardNo: 'CD-1000033', name: expect.any(String) as string, role: 'opticalExhausted' },
      ],
      code: null,
    });

    await opValue(host, 'members.lookup', { cardNo: 'CD-1000025' });
    await opValue(host, 'visits.start', { cardNo: 'CD-1000025', benefitCode: 'OPD-01', phone: '0712 345 678' });
    const { sms } = await hook<{ sms: { card_no: string; phone: string; code: string }[] }>(hooksOf(core), 'sms');
    const sent = sms.filter((text) => text.card_no === 'CD-1000025').at(-1);
    expect(sent?.phone).toBe('+254712345678');
    const during = await opValue(host, 'demo.hints', {});
    expect(during.code).toBe(sent?.code);

    await opValue(host, 'visits.verify', { cardNo: 'CD-1000025', benefitCode: 'OPD-01', otp: during.code ?? '' });
    expect((await opValue(host, 'demo.hints', {})).code).toBeNull();
    expect(JSON.stringify(log)).not.toContain(sent?.code ?? 'no code');
  });

  it('is refused on a desk that talks to a configured service', async () => {
    const sim = await bed.startSim();
    const core = await bed.start(serviceOf(sim));
    const result = await createOperationHost(core).invoke('demo.hints', {});
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'not-demo',
        message: 'Demo cards and codes exist only on the demo desk, which talks to a simulated insurer.',
      },
    });
  });
});
