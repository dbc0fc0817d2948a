// The settings screen's model without React: handing claims over and forgetting the device, against a stand-in core.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HandoverRecord } from '../../../shared/domain/handover';
import { useForget, useHandover } from '../../../renderer/screens/settings/settings-model';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const RECORD: HandoverRecord = {
  id: 'h-1',
  direction: 'exported',
  at: '2026-11-22T08:00:00.000Z',
  claimCount: 2,
  takenBackAt: null,
  canSaveAgain: true,
};

afterEach(() => {
  useHandover.getState().leave();
  useForget.getState().leave();
});

describe('settings model', () => {
  it('exports the claims, answers the file to save and lists it', async () => {
    answer({
      'handover.export': () => ({
        ok: true,
        value: { handoverId: 'h-1', fileName: 'desk.claimdesk', contentBase64: 'AAAA', claims: [] },
      }),
      'handover.list': () => ({ ok: true, value: [RECORD] }),
    });
    const file = await useHandover.getState().exportClaims('a long passphrase');
    expect(inputsOf('handover.export')).toEqual([{ passphrase: 'a long passphrase' }]);
    expect(file).toMatchObject({ fileName: 'desk.claimdesk', contentBase64: 'AAAA' });
    expect(useHandover.getState().outcome).toEqual({ kind: 'exported', claims: [], fileName: 'desk.claimdesk' });
    await vi.waitFor(() => expect(useHandover.getState().records).toEqual([RECORD]));
  });

  it('keeps an import’s refusal and answers that nothing was taken', async () => {
    answer({
      'handover.upload': () => ({ ok: true, value: { uploadId: 'u-1' } }) as never,
      'handover.import': () => ({ ok: false, error: { code: 'passphrase', message: 'Wrong passphrase.' } }),
    });
    expect(await useHandover.getState().importFile(new File(['x'], 'desk.claimdesk'), 'guess')).toBe(false);
    expect(inputsOf('handover.import')).toEqual([{ fileName: 'desk.claimdesk', uploadId: 'u-1', passphrase: 'guess' }]);
    expect(useHandover.getState()).toMatchObject({
      busy: undefined,
      outcome: { kind: 'failed', title: 'notImported' },
    });
  });

  it('lists again what stops forgetting when the core refuses for it', async () => {
    let checks = 0;
    answer({
      'forget.check': () => ({ ok: true, value: { word: 'FORGET', claims: [], documents: [] } }) as never,
      'forget.confirm': () => ({ ok: false, error: { code: 'forget-blocked', message: 'A claim is waiting.' } }),
    });
    await useForget.getState().begin();
    checks = inputsOf('forget.check').length;
    expect(await useForget.getState().confirm('FORGET')).toBe(false);
    await vi.waitFor(() => expect(inputsOf('forget.check')).toHaveLength(checks + 1));
    // The list read again says what stops it now.
    expect(useForget.getState()).toMatchObject({ busy: undefined, check: { word: 'FORGET' } });

    answer({ 'forget.confirm': () => ({ ok: false, error: { code: 'word', message: 'Type FORGET.' } }) });
    expect(await useForget.getState().confirm('forgot')).toBe(false);
    expect(useForget.getState().error?.message).toBe('Type FORGET.');
    expect(inputsOf('forget.check')).toHaveLength(0);
  });
});
