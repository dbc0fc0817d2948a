/**
 * Every way a claim comes to need a person leaves it saying why: its reason (never
 * empty) and, for one in doubt, the insurer's claim numbers it may be, on the claim,
 * in the outbox list and in the counts by kind. Each path is walked on a real store
 * against the real simulator, and the same checks hold for all of them.
 */
import { describe, expect, it } from 'vitest';
import { getClaim, listClaims, outboxCounts } from '../../main/claims/read';
import { toClaimSubmission } from '../../main/claims/submission';
import { markUnsentClaimsUncertain } from '../../main/claims/state';
import { flagClaimsForReview } from '../../main/tariffs/price-review';
import { ATTENTION_KINDS, type AttentionKind } from '../../shared/domain/claims';
import { parseMoney } from '../../shared/money';
import {
  ownAuthorizations,
  queueSpec,
  serviceClaims,
  startSyncWorld,
  type AuthorizedMember,
  type SyncWorld,
} from '../support/sync-world';
import { cleanUpEachTest, fastEngine } from './engine-harness';

const live = cleanUpEachTest();

const SPEC = { attendanceDate: '2026-11-20', price: '100' };

interface Path {
  readonly name: string;
  readonly kind: AttentionKind;
  /** Whether the insurer's claim numbers it may be are named. */
  readonly names: boolean;
  /** What its reason must say, beyond not being empty. */
  readonly says?: RegExp;
  /** Brings one claim to needs-attention; answers its id. */
  readonly reach: (w: SyncWorld, member: AuthorizedMember) => Promise<string>;
}

/** Sends what is queued through an engine on `client` (the world's own by default). */
async function sync(w: SyncWorld, client = w.client()): Promise<void> {
  const engine = fastEngine(w, client);
  live.engine = engine;
  await engine.syncNow();
  await engine.stop();
  live.engine = undefined;
}

const refused = async (w: SyncWorld, member: AuthorizedMember): Promise<string> => {
  const id = queueSpec(w.db, w.ctx, { ...SPEC, member: { ...member, authorizationNo: 'PA-999999' } });
  await sync(w);
  return id;
};

const PATHS: readonly Path[] = [
  { name: 'the insurer refuses it (422, in its own words)', kind: 'refused', names: false, reach: refused },
  {
    name: 'the insurer refuses it for a rule ClaimDesk cannot know (400)',
    kind: 'refused',
    names: false,
    reach: async (w, member) => {
      const id = queueSpec(w.db, w.ctx, { ...SPEC, member });
      w.service.sim.setFaults({ refuse: { status: 400, message: 'gender is required' }, pathPrefix: '/v1/claims' });
      await sync(w);
      w.service.sim.setFaults({ refuse: null, pathPrefix: null });
      return id;
    },
  },
  {
    name: 'the insurer answers with a claim number another claim holds',
    kind: 'in-doubt',
    names: true,
    reach: async (w, member) => {
      queueSpec(w.db, w.ctx, { ...SPEC, member });
      await sync(w);
      const [held] = await serviceClaims(w.service);
      const [nextVisit] = await ownAuthorizations(w.service, [{ ...SPEC, member, price: '200' }]);
      if (!nextVisit) throw new Error('no visit');
      const id = queueSpec(w.db, w.ctx, nextVisit);
      const client = w.client();
      await sync(w, {
        ...client,
        submitClaim: async (body, options) => {
          const answer = await client.submitClaim(body, options);
          return answer.ok ? { ...answer, value: { ...answer.value, claim_no: held?.claim_no ?? '' } } : answer;
        },
      });
      return id;
    },
  },
  {
    name: 'reconciliation finds two claims on the service it could be',
    kind: 'in-doubt',
    names: true,
    reach: async (w, member) => {
      const id = queueSpec(w.db, w.ctx, { ...SPEC, member });
      w.service.sim.setFaults({ dropAfterCommitRate: 1, pathPrefix: '/v1/claims' });
      await sync(w);
      w.service.sim.setFaults({ dropAfterCommitRate: 0, pathPrefix: null });
      const view = getClaim(w, id);
      if (!view) throw new Error('claim missing');
      expect((await w.client().submitClaim(toClaimSubmission(view))).ok).toBe(true);
      await sync(w);
      return id;
    },
  },
  {
    name: 'a tariff price it uses changed while it waited to be sent',
    kind: 'price-changed',
    names: false,
    reach: (w, member) => {
      const id = queueSpec(w.db, w.ctx, { ...SPEC, member });
      const change = {
        providerId: 'P-1',
        id: 'TRF-001-000001',
        name: 'Consultation',
        oldPrice: parseMoney('100'),
        newPrice: parseMoney('120'),
      };
      expect(flagClaimsForReview(w.db, [change], '2026-11-21', '2026-11-21T06:00:00.000Z')).toBe(1);
      return Promise.resolve(id);
    },
  },
  {
    name: 'a backup older than its refusal was restored',
    kind: 'in-doubt',
    names: false,
    says: /Invalid authorization number PA-999999[^]*cannot tell whether this claim reached the insurer/,
    reach: async (w, member) => {
      const id = await refused(w, member);
      expect(markUnsentClaimsUncertain(w.db)).toBe(1);
      return id;
    },
  },
  {
    name: 'it was refused before ClaimDesk kept every reason',
    kind: 'refused',
    names: false,
    says: /refused this claim without saying why/,
    reach: async (w, member) => {
      const id = await refused(w, member);
      w.db.prepare("UPDATE claims SET messages_json = '[]' WHERE id = ?").run(id);
      return id;
    },
  },
];

describe('a claim left for a person says why', () => {
  for (const path of PATHS) {
    it(`when ${path.name}`, async () => {
      const w = await startSyncWorld({}, 1);
      live.world = w;
      const [member] = w.members;
      if (!member) throw new Error('no member');
      const id = await path.reach(w, member);

      const attention = getClaim(w, id)?.attention;
      expect(attention).toMatchObject({ kind: path.kind });
      expect(attention?.reason.trim()).not.toBe('');
      if (path.says) expect(attention?.reason).toMatch(path.says);
      if (path.names) {
        expect(attention?.candidates.length).toBeGreaterThan(0);
        // Each named number is one the service holds, and is in the words too.
        const numbers = (await serviceClaims(w.service)).map((claim) => claim.claim_no);
        for (const claimNo of attention?.candidates ?? []) {
          expect(numbers).toContain(claimNo);
          expect(attention?.reason).toContain(claimNo);
        }
      } else expect(attention?.candidates).toEqual([]);

      expect(listClaims(w, { states: ['needs-attention'] })).toEqual([expect.objectContaining({ id, attention })]);
      const counts = outboxCounts(w);
      expect(counts.byState['needs-attention']).toBe(1);
      expect(counts.needsAttention).toEqual(
        Object.fromEntries(ATTENTION_KINDS.map((kind) => [kind, kind === path.kind ? 1 : 0])),
      );
    });
  }
});
