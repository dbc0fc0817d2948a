/**
 * Reconciliation: the decision for a batch of claims in doubt, its properties over
 * random batches, and the engine's behaviour on ambiguity, failed read-backs and a
 * service that computes amounts and spells names its own way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmDifferentVisit } from '../../main/claims/different-visit';
import { resolveInDoubt } from '../../main/claims/in-doubt';
import { getClaim } from '../../main/claims/read';
import { toClaimSubmission } from '../../main/claims/submission';
import { markUnsentClaimsUncertain } from '../../main/claims/state';
import { nextDueAt } from '../../main/sync/outbox/claim-outbox';
import {
  decideBatch,
  lookAlikesPending,
  type InDoubtClaim,
  type ReconcileDecision,
} from '../../main/sync/reconcile/decide';
import type { SyncEngine } from '../../main/sync/engine/sync-engine';
import { parseMoney } from '../../shared/money';
import type { ClaimSummary } from '../../shared/wire/claims';
import {
  ownAuthorizations,
  PERSONALITIES,
  queueSpec,
  serviceClaims,
  startSyncWorld,
  type SyncWorld,
} from '../support/sync-world';
import type { SimOptions } from '../../main/sim/options';
import { fastEngine, localClaims, cleanUpEachTest, syncToCompletion } from './engine-harness';

const summary = (claimNo: string, overrides: Partial<ClaimSummary> = {}): ClaimSummary => ({
  claim_no: claimNo,
  member_name: 'Aisha Mugo Njoroge',
  attendance_date: '2026-11-20',
  claimed_amount: 3001,
  status: 'Received',
  ...overrides,
});

/** A claim in doubt: two lines of 1,500.50, so 3,001.00 under the unit reading and 1,500.50 under the total one. */
const inDoubt = (overrides: Partial<InDoubtClaim> = {}): InDoubtClaim => ({
  id: 'local-1',
  batchNo: 'B-2026-11',
  authorizationNo: 'PA-000001',
  memberName: 'Aisha Mugo Njoroge',
  attendanceDate: '2026-11-20',
  amount: parseMoney('3001'),
  attempts: 1,
  baselineRead: 5,
  sentLineAmounts: 'unit',
  takenBack: false,
  knownClaimNos: new Set(),
  lines: [{ price: parseMoney('1500.50'), quantity: 2 }],
  ...overrides,
});

const decide = (
  claim: InDoubtClaim,
  listing: readonly ClaimSummary[],
  options: { adopted?: string[]; firstSeen?: [string, number][] } = {},
): ReconcileDecision | undefined =>
  decideBatch([claim], listing, new Set(options.adopted ?? []), new Map(options.firstSeen ?? [])).get(claim.id);

describe('decideBatch', () => {
  it('adopts the one claim that arrived since the claim left, whatever amount the service recorded and however it spells the name', () => {
    const listing = [
      summary('CLM-1', { member_name: 'NJOROGE, Aisha Mugo', claimed_amount: 1350 }),
      summary('CLM-0', { claimed_amount: 3001 }),
      summary('CLM-2', { attendance_date: '2026-11-19' }),
    ];
    expect(decide(inDoubt(), listing, { firstSeen: [['CLM-0', 5]] })).toEqual({
      kind: 'adopt',
      claimNo: 'CLM-1',
      amountClaimed: parseMoney('1350'),
    });
  });

  it('answers absent only when no claim of its date arrived since it left and none is unadopted', () => {
    expect(decide(inDoubt(), [])).toEqual({ kind: 'absent' });
    expect(decide(inDoubt(), [summary('CLM-1')], { adopted: ['CLM-1'] })).toEqual({ kind: 'absent' });
    expect(decide(inDoubt(), [summary('CLM-1')], { firstSeen: [['CLM-1', 4]] })).toEqual({ kind: 'absent' });
    expect(decide(inDoubt(), [summary('CLM-1', { attendance_date: '2026-11-21' })])).toEqual({ kind: 'absent' });
  });

  it('never answers absent while a claim of its date could be it: a stranger there goes to a person', () => {
    expect(decide(inDoubt(), [summary('CLM-7', { member_name: 'Grace Mutua', claimed_amount: 12 })])).toEqual({
      kind: 'ambiguous',
      claimNos: ['CLM-7'],
    });
  });

  it('with no baseline, every unadopted claim of its date is a candidate', () => {
    const claim = inDoubt({ baselineRead: null });
    expect(decide(claim, [summary('CLM-1')], { firstSeen: [['CLM-1', 1]] })).toMatchObject({
      kind: 'adopt',
      claimNo: 'CLM-1',
    });
  });

  it('never counts a claim number the hand-over file said was on the service before it was made', () => {
    const imported = inDoubt({ baselineRead: null, takenBack: true, knownClaimNos: new Set(['CLM-7']) });
    const stranger = summary('CLM-7', { member_name: 'Grace Mutua', claimed_amount: 12 });
    expect(decide(imported, [stranger])).toEqual({ kind: 'absent' });
    expect(decide(imported, [stranger, summary('CLM-8')])).toMatchObject({ kind: 'adopt', claimNo: 'CLM-8' });
    // Without the file's word, the stranger could be this claim's copy: a person decides.
    expect(decide({ ...imported, knownClaimNos: new Set() }, [stranger])).toMatchObject({ kind: 'ambiguous' });
  });

  it('chooses among several by name, then by what either reading would record; never guesses', () => {
    const stranger = summary('CLM-1', { member_name: 'Grace Mutua' });
    const ours = summary('CLM-2', { member_name: 'aisha njoroge' });
    expect(decide(inDoubt(), [stranger, ours])).toMatchObject({ kind: 'adopt', claimNo: 'CLM-2' });

    const byTotalReading = summary('CLM-3', { claimed_amount: 1500.5 });
    const otherAmount = summary('CLM-4', { claimed_amount: 999 });
    expect(decide(inDoubt(), [byTotalReading, otherAmount])).toMatchObject({ kind: 'adopt', claimNo: 'CLM-3' });

    expect(decide(inDoubt(), [summary('CLM-5'), summary('CLM-6'), stranger])).toEqual({
      kind: 'ambiguous',
      claimNos: ['CLM-5', 'CLM-6', 'CLM-1'],
    });
  });

  it('decides claims of one date for different members together: each takes its own copy', () => {
    const aisha = inDoubt({ id: 'a' });
    const grace = inDoubt({ id: 'g', memberName: 'Grace Mutua' });
    const listing = [summary('CLM-1', { member_name: 'MUTUA Grace' }), summary('CLM-2', { claimed_amount: 1 })];
    const decisions = decideBatch([aisha, grace], listing, new Set(), new Map());
    expect(decisions.get('a')).toMatchObject({ kind: 'adopt', claimNo: 'CLM-2' });
    expect(decisions.get('g')).toMatchObject({ kind: 'adopt', claimNo: 'CLM-1' });

    // Only Grace's landed: once it is hers, Aisha's is proven absent.
    const one = decideBatch([aisha, grace], [listing[0] as ClaimSummary], new Set(), new Map());
    expect(one.get('g')).toMatchObject({ kind: 'adopt', claimNo: 'CLM-1' });
    expect(one.get('a')).toEqual({ kind: 'absent' });
  });

  it('leaves a copy that two claims would both take to a person', () => {
    const first = inDoubt({ id: 'x' });
    const second = inDoubt({ id: 'y' });
    const decisions = decideBatch([first, second], [summary('CLM-1')], new Set(), new Map());
    expect(decisions.get('x')).toEqual({ kind: 'ambiguous', claimNos: ['CLM-1'] });
    expect(decisions.get('y')).toEqual({ kind: 'ambiguous', claimNos: ['CLM-1'] });
  });
});

describe('lookAlikesPending', () => {
  const other = (id: string, memberName: string, dueAt: string | null) => ({
    id,
    batchNo: 'B-2026-11',
    attendanceDate: '2026-11-20',
    memberName,
    dueAt,
  });

  it('holds back a claim while a look-alike in doubt is not decided with it, and its own look-alikes in turn', () => {
    const aisha = inDoubt({ id: 'a', memberName: 'Aisha Mugo' });
    const mugo = inDoubt({ id: 'm', memberName: 'Peter Mugo' });
    const grace = inDoubt({ id: 'g', memberName: 'Grace Mutua' });
    const settling = other('s', 'AISHA WANJIRU', '2026-11-22T08:00:30.000Z');
    const due = [aisha, mugo, grace].map((claim) => ({ ...claim, dueAt: null }));
    const pending = lookAlikesPending([aisha, mugo, grace], [...due, settling]);
    expect(pending).toEqual(
      new Map([
        ['a', '2026-11-22T08:00:30.000Z'],
        ['m', '2026-11-22T08:00:30.000Z'],
      ]),
    );
    // Another day, or decided in the same pass: nothing waits.
    expect(lookAlikesPending([aisha, mugo], [{ ...settling, attendanceDate: '2026-11-21' }])).toEqual(new Map());
    expect(lookAlikesPending([aisha, inDoubt({ id: 's', memberName: 'Aisha Wanjiru' })], [settling])).toEqual(
      new Map(),
    );
  });
});

describe('decideBatch over random batches', () => {
  const names = [
    'Aisha Mugo Njoroge',
    'NJOROGE, Aisha Mugo',
    'AISHA MUGO NJOROGE',
    'Grace Mutua',
    'Omondi Njoroge',
    '',
  ];
  const remote = fc.record({
    claim_no: fc.constantFrom('CLM-1', 'CLM-2', 'CLM-3', 'CLM-4', 'CLM-5', 'CLM-6'),
    member_name: fc.constantFrom(...names),
    attendance_date: fc.constantFrom('2026-11-20', '2026-11-21'),
    // Exact, by the other reading, adjusted, or not an amount at all.
    claimed_amount: fc.oneof(fc.constantFrom(3001, 1500.5, 2700, 0), fc.double(), fc.integer()),
    status: fc.string(),
  });
  const local = fc.record({
    memberName: fc.constantFrom(...names),
    attendanceDate: fc.constantFrom('2026-11-20', '2026-11-21'),
    baselineRead: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    sentLineAmounts: fc.constantFrom('unit' as const, 'total' as const, null),
    quantity: fc.integer({ min: 1, max: 4 }),
  });

  it('never answers absent while a claim that could be ours is there, and adopts only such a claim, once', () => {
    fc.assert(
      fc.property(
        fc.array(local, { minLength: 1, maxLength: 4 }),
        fc.array(remote, { maxLength: 12 }),
        fc.subarray(['CLM-1', 'CLM-2', 'CLM-3', 'CLM-4', 'CLM-5', 'CLM-6']),
        fc.array(fc.tuple(fc.constantFrom('CLM-1', 'CLM-2', 'CLM-3', 'CLM-4', 'CLM-5', 'CLM-6'), fc.nat(6))),
        (locals, listing, adopted, seen) => {
          const claims = locals.map((spec, index) =>
            inDoubt({
              id: `local-${index}`,
              memberName: spec.memberName,
              attendanceDate: spec.attendanceDate,
              baselineRead: spec.baselineRead,
              sentLineAmounts: spec.sentLineAmounts,
              lines: [{ price: parseMoney('1500.50'), quantity: spec.quantity }],
            }),
          );
          const firstSeen = new Map<string, number>(seen);
          const decisions = decideBatch(claims, listing, new Set(adopted), firstSeen);
          /** Could this listed claim be `claim`'s copy: its date, not adopted, not seen before the claim left. */
          const couldBe = (claim: InDoubtClaim, r: ClaimSummary): boolean => {
            const at = firstSeen.get(r.claim_no);
            return (
              r.attendance_date === claim.attendanceDate &&
              !new Set<string>(adopted).has(r.claim_no) &&
              !(claim.baselineRead !== null && at !== undefined && at <= claim.baselineRead)
            );
          };
          const taken: string[] = [];
          for (const claim of claims) {
            const decision = decisions.get(claim.id);
            expect(decision, claim.id).toBeDefined();
            if (decision?.kind === 'absent') {
              // Nothing that could be it, unless another claim of this batch adopted it.
              const open = listing.filter((r) => couldBe(claim, r));
              const adoptedByOthers = [...decisions.values()].flatMap((d) => (d.kind === 'adopt' ? [d.claimNo] : []));
              expect(open.every((r) => adoptedByOthers.includes(r.claim_no))).toBe(true);
            }
            if (decision?.kind === 'adopt') {
              expect(listing.some((r) => r.claim_no === decision.claimNo && couldBe(claim, r))).toBe(true);
              taken.push(decision.claimNo);
            }
            if (decision?.kind === 'ambiguous') expect(decision.claimNos.length).toBeGreaterThan(0);
          }
          expect(new Set(taken).size).toBe(taken.length);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('reconciliation in the engine', () => {
  const live = cleanUpEachTest();

  /**
   * One claim (two lines of quantity 2) whose answer was lost: stored on the service, in doubt locally. The
   * engine backs off 30–60 s after a failure, so no run of its own starts while a test goes on.
   */
  async function claimInDoubt(sim: SimOptions = {}): Promise<{ w: SyncWorld; id: string; e: SyncEngine }> {
    const w = await startSyncWorld(sim, 1);
    live.world = w;
    const [member] = w.members;
    if (!member) throw new Error('no member');
    const id = queueSpec(w.db, w.ctx, { member, attendanceDate: '2026-11-20', price: '1500.50', quantity: 2 });
    const e = fastEngine(w, w.client(), { backoff: { baseMs: 60_000, capMs: 60_000, random: () => 0.5 } });
    live.engine = e;
    w.service.sim.setFaults({ dropAfterCommitRate: 1, pathPrefix: '/v1/claims' });
    const status = await e.syncNow();
    expect(status.unconfirmedCount).toBe(1);
    expect(localClaims(w.db)).toEqual([{ id, state: 'sending', claim_no: null, outcome_unknown: 1 }]);
    expect(await serviceClaims(w.service)).toHaveLength(1);
    return { w, id, e };
  }

  for (const personality of PERSONALITIES) {
    it(`adopts a claim whose answer was lost, under the ${personality.name} personality`, async () => {
      const { w, id, e } = await claimInDoubt(personality.sim);
      w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });
      const status = await e.syncNow();
      expect(status).toMatchObject({ pendingCount: 0, unconfirmedCount: 0, needsAttentionCount: 0 });
      const [remote] = await serviceClaims(w.service);
      expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: remote?.claim_no, outcome_unknown: 0 }]);
      // What the insurer recorded is kept beside the claim's own total.
      expect(getClaim(w, id)).toMatchObject({
        amount: parseMoney('3001'),
        amountClaimed: parseMoney(String(remote?.amount_claimed)),
      });
      expect(await serviceClaims(w.service)).toHaveLength(1);
    });
  }

  it('flags a claim that two remote claims could be, sends nothing, and lets a person choose', async () => {
    const { w, id, e } = await claimInDoubt();
    w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });
    const view = getClaim(w, id);
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
    expect(resolveInDoubt({ ...w.ctx, db: w.db }, id, { claimNo: chosen })).toBe(true);
    expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: chosen, outcome_unknown: 0 }]);
    const audit = w.db.prepare("SELECT detail FROM audit_log WHERE action = 'claim.resolve'").pluck().all();
    expect(audit).toEqual([`staff: it is ${chosen} on the insurer's service`]);
  });

  it('keeps the claim waiting while the batch read fails, and never resends it blind', async () => {
    const { w, id, e } = await claimInDoubt();
    const attempts = () => w.db.prepare('SELECT attempts FROM claims WHERE id = ?').pluck().get(id) as number;
    const before = attempts();
    // A 500 (a 503 would be "busy": the run would wait instead, failure.ts).
    w.service.sim.setFaults({
      dropAfterCommitRate: 0,
      serverErrorRate: 1,
      serverErrorStatus: 500,
      pathPrefix: '/v1/claims/batch',
    });
    let lastCheck = 0;
    for (let i = 0; i < 5; i++) {
      // "Sync now" does not wait out the backoff of the failed read-back: every one reads again.
      lastCheck = Date.now();
      const status = await e.syncNow();
      expect(status).toMatchObject({ pendingCount: 1, unconfirmedCount: 1, phase: 'failed' });
      expect(status.lastError?.whatToDo).toMatch(/nothing is sent twice/);
    }
    // One read-back per "Sync now", though each failed read-back set a backoff of 30 s or more.
    expect(attempts()).toBe(before + 5);
    expect(nextDueAt(w.db, w.ctx.service)?.getTime()).toBeGreaterThanOrEqual(lastCheck + 30_000);
    expect(localClaims(w.db)).toEqual([{ id, state: 'sending', claim_no: null, outcome_unknown: 1 }]);
    expect(await serviceClaims(w.service)).toHaveLength(1);

    w.service.sim.setFaults({ serverErrorRate: 0, serverErrorStatus: 503, pathPrefix: null });
    await syncToCompletion(e);
    const [remote] = await serviceClaims(w.service);
    expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: remote?.claim_no, outcome_unknown: 0 }]);
    expect(await serviceClaims(w.service)).toHaveLength(1);
  });

  it('reads a claim in doubt back only once its settle delay has passed, even on "Sync now"', async () => {
    const w = await startSyncWorld({}, 1);
    live.world = w;
    const [member] = w.members;
    if (!member) throw new Error('no member');
    let clock = new Date('2026-11-22T08:00:00.000Z');
    const ctx = { ...w.ctx, now: () => clock };
    const id = queueSpec(w.db, ctx, { member, attendanceDate: '2026-11-20', price: '100' });
    const e = fastEngine({ ...w, ctx }, w.client(), { settleMs: 30_000 });
    live.engine = e;
    w.service.sim.setFaults({ dropAfterCommitRate: 1, pathPrefix: '/v1/claims' });
    await e.syncNow();
    w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });

    clock = new Date('2026-11-22T08:00:29.000Z');
    expect(await e.syncNow()).toMatchObject({ unconfirmedCount: 1 });
    expect(localClaims(w.db)).toEqual([{ id, state: 'sending', claim_no: null, outcome_unknown: 1 }]);
    expect(nextDueAt(w.db, w.ctx.service)?.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-22T08:00:30.000Z'));

    clock = new Date('2026-11-22T08:00:30.000Z');
    expect(await e.syncNow()).toMatchObject({ unconfirmedCount: 0, pendingCount: 0 });
    const [remote] = await serviceClaims(w.service);
    expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: remote?.claim_no, outcome_unknown: 0 }]);
  });

  it('decides look-alikes in doubt together: one due waits for the other to settle, then each takes its copy', async () => {
    // The service reads breakup amounts as line totals: 1 × 100 records 100, 2 × 50 records 50.
    const w = await startSyncWorld({ lineAmount: 'total' }, 1);
    live.world = w;
    const [member] = w.members;
    if (!member) throw new Error('no member');
    let clock = new Date('2026-11-22T08:00:00.000Z');
    const ctx = { ...w.ctx, now: () => clock };
    // Two visits of one member on one date.
    const [singleSpec, doubleSpec] = await ownAuthorizations(w.service, [
      { member, attendanceDate: '2026-11-20', price: '100' },
      { member, attendanceDate: '2026-11-20', price: '50', quantity: 2 },
    ]);
    if (!singleSpec || !doubleSpec) throw new Error('no visits');
    const single = queueSpec(w.db, ctx, singleSpec);
    const e = fastEngine({ ...w, ctx }, w.client(), { settleMs: 30_000 });
    live.engine = e;
    w.service.sim.setFaults({ dropAfterCommitRate: 1, pathPrefix: '/v1/claims' });
    await e.syncNow();
    w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });
    // Its look-alike reached the service too, then a backup older than that was restored: in doubt, due at once.
    const double = queueSpec(w.db, ctx, doubleSpec);
    const view = getClaim(w, double);
    if (!view) throw new Error('claim missing');
    expect((await w.client().submitClaim(toClaimSubmission(view))).ok).toBe(true);
    expect(markUnsentClaimsUncertain(w.db)).toBe(1);
    const [first, second] = await serviceClaims(w.service);

    clock = new Date('2026-11-22T08:00:10.000Z');
    // Alone it would find both copies and go to a person: it waits, undecided, until the other is due.
    expect(await e.syncNow()).toMatchObject({ unconfirmedCount: 2, needsAttentionCount: 0 });
    expect(localClaims(w.db)).toEqual(
      expect.arrayContaining([
        { id: single, state: 'sending', claim_no: null, outcome_unknown: 1 },
        { id: double, state: 'queued', claim_no: null, outcome_unknown: 1 },
      ]),
    );
    expect(nextDueAt(w.db, w.ctx.service)?.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-22T08:00:30.000Z'));

    clock = new Date('2026-11-22T08:00:30.000Z');
    expect(await e.syncNow()).toMatchObject({ unconfirmedCount: 0, needsAttentionCount: 0, pendingCount: 0 });
    expect(localClaims(w.db)).toEqual(
      expect.arrayContaining([
        { id: single, state: 'submitted', claim_no: first?.claim_no, outcome_unknown: 0 },
        { id: double, state: 'submitted', claim_no: second?.claim_no, outcome_unknown: 0 },
      ]),
    );
    expect(await serviceClaims(w.service)).toHaveLength(2);
  });

  it('reads the batch before the first send, so a twin already there is never taken for this claim', async () => {
    // Claims go to /v1/claims/submit here, so a fault can hit the send and spare the batch reads.
    const w = await startSyncWorld({ claimPath: 'submit' }, 1);
    live.world = w;
    const [member] = w.members;
    if (!member) throw new Error('no member');
    // Another desk's claim for the same member, date and amount is in the batch already.
    const spec = { member, attendanceDate: '2026-11-20', price: '100' };
    const otherDesk = queueSpec(w.db, w.ctx, spec);
    const view = getClaim(w, otherDesk);
    if (!view) throw new Error('claim missing');
    expect((await w.client().submitClaim(toClaimSubmission(view))).ok).toBe(true);
    w.db.prepare('DELETE FROM claims WHERE id = ?').run(otherDesk);

    const id = queueSpec(w.db, w.ctx, spec);
    const e = fastEngine(w, w.client());
    live.engine = e;
    // The batch is read before the send: the other desk's claim holds this one until staff say it is another
    // visit (look-alikes.ts). Then it is sent, its answer lost.
    await e.syncNow();
    expect(getClaim(w, id)).toMatchObject({ state: 'needs-attention', attempts: 0, lookAlikes: [{}] });
    expect(confirmDifferentVisit({ ...w.ctx, db: w.db }, id).ok).toBe(true);
    w.service.sim.setFaults({ dropAfterCommitRate: 1, pathPrefix: '/v1/claims/submit' });
    await e.syncNow();
    w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });
    expect(await syncToCompletion(e)).toMatchObject({ unconfirmedCount: 0, needsAttentionCount: 0 });

    const [theirs, ours] = await serviceClaims(w.service);
    expect(theirs?.claim_no).not.toBe(ours?.claim_no);
    expect(localClaims(w.db)).toEqual([{ id, state: 'submitted', claim_no: ours?.claim_no, outcome_unknown: 0 }]);
    const sends = w.db.prepare("SELECT detail FROM audit_log WHERE action = 'claim.send' ORDER BY id").pluck().all();
    expect(sends).toEqual([
      'outcome unknown (connection-lost); will check with the insurer',
      `checked with the insurer: found as ${ours?.claim_no ?? ''}`,
    ]);
  });

  it('records no decision for a claim taken back that was handed over again while its batch was read', async () => {
    const w = await startSyncWorld({}, 1);
    live.world = w;
    const [member] = w.members;
    if (!member) throw new Error('no member');
    const id = queueSpec(w.db, w.ctx, { member, attendanceDate: '2026-11-20', price: '100' });
    w.db.prepare('UPDATE claims SET taken_back_at = ? WHERE id = ?').run('2026-11-24T06:00:00.000Z', id);
    // The batch read waits until the claim has gone to another desk.
    let listed = (): void => undefined;
    const reading = new Promise<void>((resolve) => (listed = resolve));
    const client = w.client();
    const slowRead: typeof client = {
      ...client,
      listClaimsByBatch: async (input, options) => {
        const answer = await client.listClaimsByBatch(input, options);
        listed();
        w.db
          .prepare("UPDATE claims SET handed_over_at = ?, handover_id = 'file-2' WHERE id = ?")
          .run('2026-11-24T06:01:00.000Z', id);
        return answer;
      },
    };
    const e = fastEngine(w, slowRead);
    live.engine = e;
    await e.syncNow();
    await reading;
    expect(await serviceClaims(w.service)).toEqual([]);
    expect(
      w.db.prepare('SELECT state, outcome_unknown, taken_back_at IS NOT NULL AS marked FROM claims').all(),
    ).toEqual([{ state: 'queued', outcome_unknown: 0, marked: 1 }]);
  });
});
