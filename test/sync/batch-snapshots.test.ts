/** Batch snapshots: reads recorded with the first read that showed each claim number, and pruned when no claim needs them. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { firstSeenReads, lastReadAt, latestReadId, recordBatchRead } from '../../main/sync/listings/batch-reads';
import { listed } from '../support/listed-claims';
import type { Db } from '../../main/store/database';
import { tempDir } from '../support/sync-world';
import { openTestDatabase } from '../support/migrated-store';

let dir: string | undefined;
let db: Db | undefined;
afterEach(() => {
  db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  [db, dir] = [undefined, undefined];
});

function store(): Db {
  dir = tempDir();
  db = openTestDatabase(path.join(dir, 'claimdesk.sqlite'));
  return db;
}

function claim(d: Db, id: string, batchNo: string, state: string): void {
  d.prepare(
    `INSERT INTO claims (id, state, batch_no, authorization_no, attendance_date, doctor_json, complain, diagnosis_json,
       amount_units, created_at, updated_at)
     VALUES (?, ?, ?, 'PA-1', '2026-11-20', '{}', '', '[]', 0, '2026-11-20T08:00:00Z', '2026-11-20T08:00:00Z')`,
  ).run(id, state, batchNo);
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));

it('keeps the first read that showed each claim number, and read ids that only grow', () => {
  const d = store();
  claim(d, 'a', 'B-1', 'queued');
  expect(latestReadId(d)).toBeNull();
  const first = recordBatchRead(d, 'B-1', listed('CLM-1'), at(0));
  const second = recordBatchRead(d, 'B-1', listed('CLM-1', 'CLM-2'), at(1));
  expect(second).toBeGreaterThan(first);
  expect(latestReadId(d)).toBe(second);
  expect(firstSeenReads(d, 'B-1')).toEqual(
    new Map([
      ['CLM-1', first],
      ['CLM-2', second],
    ]),
  );
  expect(lastReadAt(d, 'B-1')).toEqual(at(1));
});

it('forgets the batches no claim waits in or is in doubt for, and all but the newest read of the others', () => {
  const d = store();
  claim(d, 'settled', 'B-OLD', 'submitted');
  claim(d, 'in-doubt', 'B-DOUBT', 'needs-attention');
  d.prepare("UPDATE claims SET outcome_unknown = 1 WHERE id = 'in-doubt'").run();
  claim(d, 'waiting', 'B-NOW', 'queued');
  recordBatchRead(d, 'B-OLD', listed('CLM-1'), at(0));
  const doubt = recordBatchRead(d, 'B-DOUBT', listed('CLM-2'), at(1));
  recordBatchRead(d, 'B-NOW', listed('CLM-3'), at(2));
  const latest = recordBatchRead(d, 'B-NOW', listed('CLM-3', 'CLM-4'), at(3));

  expect(firstSeenReads(d, 'B-OLD')).toEqual(new Map());
  expect(lastReadAt(d, 'B-OLD')).toBeNull();
  expect(firstSeenReads(d, 'B-DOUBT')).toEqual(new Map([['CLM-2', doubt]]));
  expect([...firstSeenReads(d, 'B-NOW').keys()]).toEqual(['CLM-3', 'CLM-4']);
  const reads = d.prepare('SELECT id, batch_no FROM batch_reads ORDER BY id').all();
  expect(reads).toEqual([
    { id: doubt, batch_no: 'B-DOUBT' },
    { id: latest - 1, batch_no: 'B-NOW' },
    { id: latest, batch_no: 'B-NOW' },
  ]);
  // A read id is never handed out again, even after its row is gone.
  expect(recordBatchRead(d, 'B-NOW', listed(), at(4))).toBe(latest + 1);
});
