/** Reconciliation: the decision table, its properties, and the engine's behaviour on ambiguity and failed read-backs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getClaim } from '../../main/claims/read';
import { toClaimSubmission } from '../../main/claims/submission';
import { nextDueAt, resolveInDoubt } from '../../main/sync/outbox';
import { decideReconciliation } from '../../main/sync/reconcile';
import type { SyncEngine } from '../../main/sync/sync-engine';
import { parseMoney } from '../../shared/money';
import type { ClaimSummary } from '../../shared/wire/claims';
import { queueSpec, serviceClaims, startSyncWorld, waitFor, type SyncWorld } from '../support/sync-world';
import { fastEngine, localClaims, cleanUpEachTest } from './engine-harness';

const summary = (claimNo: string, overrides: Partial<ClaimSummary> = {}): ClaimSummary => ({
  claim_no: claimNo,
  member_name: 'Aisha Mugo Njoroge',
  attendance_date: '2026-11-20',
  claimed_amount: 1500.5,
  status: 'Received',
  ...overrides,
});

const local = { memberName: 'aisha  mugo NJOROGE ', attendanceDate: '2026-11-20', amount: parseMoney('1500.50') };

describe('decideReconciliation', () => {
  it('adopts the one match, comparing amounts as money and names without case or extra spaces', () => {
    const remote = [
      summary('CLM-1', { attendance_date: '2026-11-19' }),
      summary('CLM-2'),
      summary('CLM-3', { claimed_amount: 1500.51 }),
    ];
    expect(decideReconciliation(local, remote, new Set())).toEqual({
      kind: 'adopt',
      claimNo: 'CLM-2',
      amountClaimed: parseMoney('1500.5'),
    });
  });

  it('answers absent when nothing matches, or only claims already adopted match', () => {
    expect(decideReconciliation(local, [], new Set())).toEqual({ kind: 'absent' });
    expect(decideReconciliation(local, [summary('CLM-2')], new Set(['CLM-2']))).toEqual({ kind: 'absent' });
    expect(decideReconciliation(local, [summary('CLM-2', { member_name: 'Grace Mutua' })], new Set())).toEqual({
      kind: 'absent',
    });
  });

  it('never guesses between several matches, but ignores the adopted ones', () => {
    const remote = [summary('CLM-1'), summary('CLM-2'), summary('CLM-3')];
    expect(decideReconciliation(local, remote, new Set(['CLM-1']))).toEqual({
      kind: 'ambiguous',
      claimNos: ['CLM-2', 'CLM-3'],
    });
    expect(decideReconciliation(local, remote, new Set(['CLM-1', 'CLM-3']))).toMatchObject({
      kind: 'adopt',
      claimNo: 'CLM-2',
    });
  });

  it('matches any name when the local name is unknown', () => {
    const anonymous = { ...local, memberName: '' };
    expect(
      decideReconciliation(anonymous, [summary('CLM-9', { member_name: 'Grace Mutua' })], new Set()),
    ).toMatchObject({
      kind: 'adopt',
      claimNo: 'CLM-9',
    });
  });

  it('gives a valid decision for any remote list, never a throw', () => {
    const remoteSummary = fc.record({
      claim_no: fc.constantFrom('CLM-1', 'CLM-2', 'CLM-3', 'CLM-4'),
      member_name: fc.constantFrom('Aisha Mugo Njoroge', 'AISHA MUGO NJOROGE', 'Grace Mutua', ''),
      attendance_date: fc.constantFrom('2026-11-20', '2026-11-21'),
      claimed_amount: fc.oneof(fc.constantFrom(1500.5, 1500.51, 0), fc.double(), fc.integer()),
      status: fc.string(),
    });
    fc.assert(
      fc.property(
        fc.array(remoteSummary, { maxLength: 12 }),
        fc.subarray(['CLM-1', 'CLM-2', 'CLM-3', 'CLM-4']),
        (remote, adopted) => {
          const decision = decideReconciliation(local, remote, new Set(adopted));
          const candidates = new Set(
            remote
              .filter((r) => !adopted.includes(r.claim_no) && r.attendance_date === local.attendanceDate)
              .filter((r) => r.claimed_amount === 1500.5)
              // An empty name on either side is unknown and does not tell claims apart.
              .filter((r) => r.member_name === '' || r.member_name.toLowerCase() === 'aisha mugo njoroge')
              .map((r) => r.claim_no),
          );
          if (decision.kind === 'absent') expect(candidates.size).toBe(0);
          if (decision.kind === 'adopt') expect([...candidates]).toEqual([decision.claimNo]);
          if (decision.kind === 'ambiguous') {
            expect(new Set(decision.claimNos)).toEqual(candidates);
            expect(candidates.size).toBeGreaterThan(1);
          }
        },
      ),
    );
  });
});

describe('reconciliation in the engine', () => {
  const live = cleanUpEachTest();

  /** One claim whose answer was lost: stored on the service, in doubt locally. */
  async function claimInDoubt(): Promise<{ w: SyncWorld; id: string; e: SyncEngine }> {
    const w = await startSyncWorld({}, 1);
    live.world = w;
    const [member] = w.members;
    if (!member) throw new Error('no member');
    const id = queueSpec(w.db, w.ctx, { member, attendanceDate: '2026-11-20', price: '1500.50' });
    const e = fastEngine(w, w.client());
    live.engine = e;
    w.service.sim.setFaults({ dropAfterCommitRate: 1 });
    const status = await e.syncNow();
    expect(status.unconfirmedCount).toBe(1);
    expect(localClaims(w.db)).toEqual([{ id, state: 'sending', claim_no: null, outcome_unknown: 1 }]);
    expect(await serviceClaims(w.service)).toHaveLength(1);
    return { w, id, e };
  }

  it('flags a claim that two remote claims match, sends nothing, and lets a person choose', async () => {
    const { w, id, e } = await claimInDoubt();
    w.service.sim.setFaults({ dropAfterCommitRate: 0 });
    const view = getClaim(w.db, id);
    if (!view) throw new Error('claim missing');
    const twin = await w.client().submitClaim(toClaimSubmission(view));
    expect(twin.ok).toBe(true);

    const status = await e.syncNow();
    expect(status).toMatchObject({ needsAttentionCount: 1, pendingCount: 0 });
    const remote = await serviceClaims(w.service);
    expect(remote).toHaveLength(2);
    const row = w.db.prepare('SELECT state, outcome_unknown, messages_json FROM claims WHERE id = ?').get(id) as {
      state: string;
      outcome_unknown: number;
      messages_json: string;
    };
    expect(row).toMatchObject({ state: 'needs-attention', outcome_unknown: 1 });
    for (const claim of remote) expect(row.messages_json).toContain(claim.claim_no);

    const chosen = remote[0]?.claim_no ?? '';
    expect(resolveInDoubt(w.db, id, { claimNo: chosen }, new Date())).toBe(true);
    expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: chosen, outcome_unknown: 0 }]);
  });

  it('keeps the claim waiting while the batch read fails, and never resends it blind', async () => {
    const { w, id, e } = await claimInDoubt();
    w.service.sim.setFaults({ dropAfterCommitRate: 0, serverErrorRate: 1, pathPrefix: '/v1/claims/batch' });
    for (let i = 0; i < 5; i++) {
      await waitFor(() => (nextDueAt(w.db)?.getTime() ?? 0) <= Date.now(), 5_000, 'the next check to be due');
      const status = await e.syncNow();
      expect(status).toMatchObject({ pendingCount: 1, unconfirmedCount: 1, phase: 'failed' });
      expect(status.lastError?.whatToDo).toMatch(/nothing is sent twice/);
    }
    expect(localClaims(w.db)).toEqual([{ id, state: 'sending', claim_no: null, outcome_unknown: 1 }]);
    expect(await serviceClaims(w.service)).toHaveLength(1);

    w.service.sim.setFaults({ serverErrorRate: 0, pathPrefix: null });
    let status = await e.syncNow();
    for (let i = 0; i < 50 && status.pendingCount > 0; i++) status = await e.syncNow();
    const [remote] = await serviceClaims(w.service);
    expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: remote?.claim_no, outcome_unknown: 0 }]);
    expect(await serviceClaims(w.service)).toHaveLength(1);
  });
});
