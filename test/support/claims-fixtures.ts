/** Claim and care test fixtures: a database file in a temp folder, an audit context, a complete claim input. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../main/store/database';
import { calendarDate } from '../../shared/i18n/calendar';
import { DESK_TIME_ZONE } from '../../shared/i18n/format';
import type { ClaimContext } from '../../main/claims/context';
import type { ClaimInput } from '../../shared/domain/claims';
import { SAMPLE_DOCTOR } from './sample-claim';
import { testAccess } from './store-access';
import { openTestDatabase } from './migrated-store';
import type { StoreAccess } from '../../main/store/sqlite';

export interface TempDb {
  readonly db: Db;
  readonly dir: string;
  readonly file: string;
  close(): void;
}

/** A fresh database in a temp folder, encrypted with the tests' key unless `access` says otherwise. */
export function openTempDb(access: StoreAccess = testAccess): TempDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-'));
  const file = path.join(dir, 'claimdesk.sqlite');
  const db = openTestDatabase(file, access);
  return {
    db,
    dir,
    file,
    close: () => {
      if (db.open) db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The desk's "today" on the system clock, as a claim's attendance date: its calendar in its zone (the host's),
 * as the core reads it when it queues. Not the UTC date, which is another day every evening west of UTC.
 */
export const deskToday = (): string => calendarDate(new Date(), DESK_TIME_ZONE);

/** A desk clock the test moves by hand. */
export function testClock(start = '2026-11-22T09:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (iso: string) => void (now = new Date(iso)),
  };
}

/** The service the test claims belong to (main/core/service.ts `serviceKey`), and the test engines send for. */
export const TEST_SERVICE = 'https://insurer.test';

/**
 * Staff's "send anyway" for test claims queued through the core: they are made without a block on their
 * authorization, a warning before sending (shared/domain/claim-checks.ts). Tests of the warnings leave it out.
 */
export const SEND_ANYWAY = { reason: 'Test claim: no block was made for it' } as const;

export function claimContext(now: () => Date, extra: Partial<ClaimContext> = {}): ClaimContext {
  return { desk: 'Front desk', staff: 'Amina', now, timeZone: 'UTC', service: TEST_SERVICE, ...extra };
}

/** A claim that passes every queueing rule: 2 × 450.50 + 3 × 120.25 + 1 × 0.0050 + … (5 lines). */
export function completeClaim(authorizationNo = 'PA-000001', overrides: Partial<ClaimInput> = {}): ClaimInput {
  return {
    authorizationNo,
    cardNo: 'CD-1000017',
    memberName: 'Fatuma Kowalski Chepkoech',
    attendanceDate: '2026-11-20',
    doctor: { ...SAMPLE_DOCTOR },
    complain: 'Fever and headache for three days',
    diagnoses: [
      { code: 'B54', type: 'Principal' },
      { code: 'R51', type: 'Secondary' },
    ],
    lines: [
      { tariffId: 'TRF-001-000001', name: 'Malaria test', type: 'investigation', quantity: 1, price: '450.50' },
      { tariffId: 'TRF-001-000002', name: 'Paracetamol 500mg', type: 'medication', quantity: 3, price: '120.25' },
      { tariffId: 'TRF-001-000003', name: 'Full blood count', type: 'investigation', quantity: 1, price: '800' },
      { tariffId: 'TRF-001-000004', name: 'ORS sachet', type: 'medication', quantity: 10, price: '15.0050' },
      { tariffId: 'TRF-001-000005', name: 'Consultation', type: 'consultation', quantity: 1, price: '1000.10' },
    ],
    ...overrides,
  };
}

/** 450.50 + 360.75 + 800 + 150.05 + 1000.10 */
export const COMPLETE_CLAIM_TOTAL = '2761.40';

export function rowCounts(db: Db): { claims: number; claim_lines: number; claim_documents: number } {
  const count = (table: string): number => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { claims: count('claims'), claim_lines: count('claim_lines'), claim_documents: count('claim_documents') };
}
