/**
 * Retention never purges what is still needed, whatever the store and whenever it runs: random stores
 * of claims in every state with documents in every state, purged at random times with random periods.
 * - every claim stays as it was; every document row stays;
 * - a document's content goes only when its upload is confirmed (uploaded, not in doubt), its claim is
 *   submitted and the upload is older than the period; every other content is intact;
 * - an authorization (with its blocks) or a visit that a claim or the work in progress names stays;
 * - whatever goes is older than its period, and whatever is older and unneeded goes (the purge is not vacuous);
 * - the run is audited with counts only, and a second run at the same time finds nothing.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { purgeExpired, type PurgeCounts } from '../../main/retention/purge';
import type { Db } from '../../main/store/database';
import type { RetentionSettings } from '../../shared/domain/settings';
import { useTempDatabase } from '../store/helpers';
import { authorizationNo, purgeTimesArb, retentionArb, storeArb, writeStore, type RandomStore } from './random-store';

const DAY = 24 * 60 * 60 * 1000;
const olderThan = (stamp: string, now: Date, days: number): boolean => Date.parse(stamp) <= now.getTime() - days * DAY;

interface DocumentRow {
  id: number;
  claim_id: string;
  state: string;
  outcome_unknown: number;
  uploaded_at: string | null;
  content: Buffer;
  content_purged_at: string | null;
}

const all = <T>(db: Db, sql: string): T[] => db.prepare(sql).all() as T[];
const column = (db: Db, sql: string): unknown[] => db.prepare(sql).pluck().all();

function snapshot(db: Db) {
  return {
    claims: all(db, 'SELECT * FROM claims ORDER BY id'),
    documents: all<DocumentRow>(db, 'SELECT * FROM claim_documents ORDER BY id'),
    authorizations: all<{ authorization_no: string; obtained_at: string; checked_at: string | null }>(
      db,
      'SELECT * FROM authorizations ORDER BY authorization_no',
    ),
    blocks: column(db, 'SELECT authorization_no FROM blocks ORDER BY id') as string[],
    visits: all<{ visit_request_id: string; started_at: string; authorization_no: string | null }>(
      db,
      'SELECT * FROM visits ORDER BY visit_request_id',
    ),
    members: all<{ card_no: string; fetched_at: string }>(db, 'SELECT * FROM recent_members ORDER BY card_no'),
    audit: all<{ id: number; at: string; action: string; detail: string }>(db, 'SELECT * FROM audit_log ORDER BY id'),
  };
}
type Snapshot = ReturnType<typeof snapshot>;

function checkRun(
  store: RandomStore,
  before: Snapshot,
  after: Snapshot,
  now: Date,
  retention: RetentionSettings,
): void {
  const named = new Set(store.claims.map((c) => authorizationNo(c.authorization)));
  if (store.workInProgress !== null) named.add(authorizationNo(store.workInProgress));
  const claimState = new Map(store.claims.map((c, i) => [`claim-${i}`, c.state]));

  expect(after.claims).toEqual(before.claims);
  expect(after.documents.map((d) => d.id)).toEqual(before.documents.map((d) => d.id));
  after.documents.forEach((doc, i) => {
    const was = before.documents[i] as DocumentRow;
    const purgeable =
      was.content_purged_at === null &&
      was.state === 'uploaded' &&
      was.outcome_unknown === 0 &&
      was.uploaded_at !== null &&
      claimState.get(was.claim_id) === 'submitted' &&
      olderThan(was.uploaded_at, now, retention.documentDays);
    if (purgeable) {
      expect(doc).toEqual({ ...was, content: Buffer.alloc(0), content_purged_at: now.toISOString() });
    } else {
      expect(doc).toEqual(was);
    }
  });

  const unneededAuthorization = (a: Snapshot['authorizations'][number]): boolean =>
    !named.has(a.authorization_no) &&
    olderThan(a.obtained_at, now, retention.unusedVisitDays) &&
    (a.checked_at === null || olderThan(a.checked_at, now, retention.unusedVisitDays));
  const keptAuthorizations = before.authorizations.filter((a) => !unneededAuthorization(a));
  expect(after.authorizations).toEqual(keptAuthorizations);
  const kept = new Set(keptAuthorizations.map((a) => a.authorization_no));
  expect(after.blocks).toEqual(before.blocks.filter((no) => kept.has(no)));

  expect(after.visits).toEqual(
    before.visits.filter(
      (v) =>
        !olderThan(v.started_at, now, retention.unusedVisitDays) ||
        (v.authorization_no !== null && named.has(v.authorization_no)),
    ),
  );
  expect(after.members).toEqual(
    before.members.filter((m) => !olderThan(m.fetched_at, now, retention.recentMemberDays)),
  );

  const entry = after.audit.at(-1);
  expect(entry?.action).toBe('retention.purge');
  expect(entry?.detail).toMatch(
    /^\d+ document contents, \d+ recent members, \d+ visits, \d+ authorizations, \d+ blocks, \d+ audit entries, 0 damaged files$/,
  );
  expect(after.audit.slice(0, -1)).toEqual(before.audit.filter((a) => !olderThan(a.at, now, retention.auditDays)));
}

const NOTHING: PurgeCounts = {
  documents: 0,
  recentMembers: 0,
  visits: 0,
  authorizations: 0,
  blocks: 0,
  auditEntries: 0,
};

// One data file for every run: each run's store is written and purged inside a transaction rolled back after it.
const temp = useTempDatabase();

it('never purges a claim, a document not confirmed, or a visit or authorization a claim needs; and purges the rest', () => {
  const { db } = temp;
  fc.assert(
    fc.property(storeArb, retentionArb, purgeTimesArb, (store, retention, times) => {
      db.exec('BEGIN');
      try {
        writeStore(db, store);
        for (const now of times) {
          const audit = { desk: 'Desk', staff: 'Amina', now: () => now };
          const before = snapshot(db);
          purgeExpired(db, retention, audit, 0);
          checkRun(store, before, snapshot(db), now, retention);
          // Run again at the same moment: nothing is left to purge.
          expect(purgeExpired(db, retention, audit, 0)).toEqual(NOTHING);
        }
      } finally {
        db.exec('ROLLBACK');
      }
    }),
    { numRuns: 1000 },
  );
}, 120_000);
