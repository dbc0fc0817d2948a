// The outbox screen's model without React: its actions against a stand-in for the core.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimListItem, ClaimView, InsurerStatusView } from '../../../shared/domain/claims';
import type { SyncStatus } from '../../../shared/domain/sync';
import { parseMoney } from '../../../shared/money';
import { failureOf, useOutbox } from '../../../renderer/screens/outbox/outbox-model';
import { answer, emit, inputsOf, listening } from '../fake-api';
import { claimView } from '../claims/fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const insurer: InsurerStatusView = {
  status: 'Rejected - not covered',
  refused: true,
  amount: parseMoney('450.5'),
  amountText: '450.50',
  seenAt: '2026-11-22T09:00:00.000Z',
  missingSince: null,
  changed: true,
};
const SENT = claimView(
  { id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00aa', authorizationNo: 'AUTH-1', memberName: 'Achieng Otieno' },
  'submitted',
  { claimNo: 'CLM-9001', batchNo: 'B-2611', insurer },
);
const REFUSED = claimView({ id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00bb', memberName: 'Baraka' }, 'needs-attention');
const item = (view: ClaimView): ClaimListItem => ({ ...view, lineCount: view.lines.length, documentCount: 0 });
const refusal = { ok: false, error: { code: 'refused', message: 'The claim cannot be sent again yet.' } } as const;

let unfollow = (): void => undefined;
afterEach(() => unfollow());

describe('outbox model', () => {
  it('lists the claims in the chosen state and insurer status, with the statuses seen for the filter', async () => {
    answer({
      'claims.list': () => ({ ok: true, value: [item(SENT)] }),
      'followUp.statuses': () => ({ ok: true, value: ['Received', 'Paid'] }),
    });
    unfollow = useOutbox.getState().open();
    await vi.waitFor(() => expect(useOutbox.getState().claims).toHaveLength(1));
    expect(useOutbox.getState().statuses).toEqual(['Received', 'Paid']);
    await useOutbox.getState().show('submitted', { kind: 'status', status: 'Paid' });
    expect(inputsOf('claims.list').at(-1)).toEqual({ limit: 500, states: ['submitted'], insurerStatus: 'Paid' });
  });

  it('reads the list and the open claim again when sync reports a change, and stops when the screen closes', async () => {
    let listed = 0;
    answer({
      'claims.list': () => ({ ok: true, value: listed++ === 0 ? [] : [item(REFUSED)] }),
      'followUp.statuses': () => ({ ok: true, value: [] }),
      'claims.get': () => ({ ok: true, value: REFUSED }),
    });
    unfollow = useOutbox.getState().open();
    await useOutbox.getState().openClaim(REFUSED.id);
    const revision = useOutbox.getState().revision;
    emit('sync.statusChanged', { phase: 'idle' } as SyncStatus);
    await vi.waitFor(() => expect(useOutbox.getState().claims).toHaveLength(1));
    expect(useOutbox.getState().revision).toBe(revision + 1);
    expect(inputsOf('claims.get')).toHaveLength(2);
    unfollow();
    expect(listening('sync.statusChanged')).toBe(false);
  });

  it('opening a sent claim asks for its batch once and marks the insurer’s word as seen', async () => {
    let looked = false;
    answer({
      'claims.list': () => ({ ok: true, value: [] }),
      'followUp.statuses': () => ({ ok: true, value: [] }),
      'claims.get': () => ({ ok: true, value: { ...SENT, insurer: { ...insurer, changed: !looked } } }),
      'followUp.readBatch': () => ({ ok: true, value: { asked: true } }),
      'followUp.looked': () => {
        looked = true;
        return { ok: true, value: { looked: true } };
      },
    });
    await useOutbox.getState().openClaim(SENT.id);
    await vi.waitFor(() => expect(useOutbox.getState().claim?.insurer?.changed).toBe(false));
    await useOutbox.getState().rereadClaim();
    expect(inputsOf('followUp.readBatch')).toEqual([{ batchNo: 'B-2611' }]);
    expect(inputsOf('followUp.looked')).toEqual([{ id: SENT.id }]);
  });

  it('keeps each action’s refusal next to it, and clears it once the claim changes', async () => {
    answer({ 'claims.get': () => ({ ok: true, value: REFUSED }), 'claims.requeue': () => refusal });
    await useOutbox.getState().openClaim(REFUSED.id);
    await useOutbox.getState().sendAgain('claims.requeue');
    expect(failureOf(useOutbox.getState(), 'sendAgain')).toBe('The claim cannot be sent again yet.');
    expect(failureOf(useOutbox.getState(), 'resolve')).toBeUndefined();
    expect(useOutbox.getState().acting).toBeUndefined();

    const queued = { ...REFUSED, state: 'queued' } as const;
    answer({
      'claims.differentVisit': () => ({ ok: true, value: queued }),
      'claims.list': () => ({ ok: true, value: [] }),
      'followUp.statuses': () => ({ ok: true, value: [] }),
    });
    await useOutbox.getState().sendAgain('claims.differentVisit');
    expect(inputsOf('claims.differentVisit')).toEqual([{ id: REFUSED.id }]);
    expect(useOutbox.getState()).toMatchObject({ claim: queued, failed: undefined });
  });

  it('looks claims up on the insurer’s service, saying plainly when it is away', async () => {
    await useOutbox.getState().lookUpRemote('batchNo', ' ');
    expect(useOutbox.getState().remote.problem).toEqual({ kind: 'no-number' });
    answer({ 'claims.remote': () => ({ ok: false, error: { code: 'offline', message: 'No connection.' } }) });
    await useOutbox.getState().lookUpRemote('claimNo', 'CLM-1');
    expect(inputsOf('claims.remote')).toEqual([{ claimNo: 'CLM-1' }]);
    expect(useOutbox.getState().remote).toEqual({ busy: false, found: undefined, problem: { kind: 'offline' } });
  });
});
