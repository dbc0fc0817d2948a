/**
 * What the one-visit-one-claim checks add, on an encrypted store holding a busy desk's claims (20,000, each on
 * its own authorization, half of them sent) and a batch listing of 5,000 claims across 30 dates, their members
 * named from 20 first names and 20 surnames (so each claim's name shares a word with a few listed ones):
 *   - at queue: the claim an authorization already has (claimOnAuthorization, in queueClaim's transaction);
 *   - at each take: the listed claims another desk sent for the same member and date (lookAlikesOf).
 *   - at queue: the checks before sending (claim-checks.ts) on the facts claimFacts reads: the authorization's
 *     block (20,000 blocks on as many authorizations), when it was issued, and the tariffs of a claim's 10
 *     lines (5,000 tariffs cached).
 * Each is timed alone, call by call, on the very rows queueing and sending read. Target: p99 under 1 ms each,
 * so the checks stay small beside a queue's fsynced commit (claims.bench.ts reports that).
 */
import { claimOnAuthorization } from '../../main/claims/authorization-claims';
import { claimFacts } from '../../main/claims/claim-facts';
import { claimWarnings } from '../../shared/domain/claim-checks';
import { writeTransaction } from '../../main/store/database';
import { recordBatchRead } from '../../main/sync/listings/batch-reads';
import { lookAlikesOf } from '../../main/sync/sending/look-alike-check';
import { claimContext, openTempDb } from '../support/claims-fixtures';
import { queuedOutboxClaim } from '../support/listed-claims';
import type { BenchLine } from './bench-line';
import { percentile } from './stats';

const CLAIMS = 20_000;
const LISTED = 5_000;
const CALLS = 5_000;
const TARIFFS = 5_000;
const LINES = 10;
const TARGET_P99_MS = 1;
const BATCH = 'B-2026-11';
const FIRST =
  'Aisha Baraka Chebet Daudi Esther Faith Grace Hassan Imani Juma Kamau Lucy Mary Njeri Otieno Pendo Rehema Said Tatu Wanjiku'.split(
    ' ',
  );
const LAST =
  'Achieng Bett Cheruiyot Gitau Kiprop Langat Mwangi Njoroge Ochieng Odhiambo Omondi Onyango Rotich Ruto Wafula Wambua Wekesa Kariuki Kimani Mutua'.split(
    ' ',
  );

const dateOf = (i: number): string => `2026-11-${String((i % 30) + 1).padStart(2, '0')}`;
/** 400 names from 20 first names and 20 surnames: a listing's claims of one date share a word with a few. */
const nameOf = (i: number): string => `${FIRST[i % 20] ?? ''} ${LAST[Math.floor(i / 20) % 20] ?? ''}`;

function timed(calls: number, call: (i: number) => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    call(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const ms = (sorted: readonly number[], p: number): string => `${percentile(sorted, p).toFixed(3)} ms`;

export function run(report: (line: BenchLine) => void): Promise<void> {
  return new Promise((resolve) => {
    const store = openTempDb();
    try {
      const { db } = store;
      const ctx = { ...claimContext(() => new Date('2026-11-22T09:00:00Z')), db };
      writeTransaction(db, () => {
        const claim = db.prepare(
          `INSERT INTO claims (id, state, batch_no, authorization_no, member_name, attendance_date, doctor_json,
             complain, diagnosis_json, amount_units, created_at, updated_at, service, claim_no)
           VALUES (?, ?, ?, ?, ?, ?, '{}', '', '[]', 10000, '2026-11-22T08:00:00Z', '2026-11-22T08:00:00Z', ?, ?)`,
        );
        for (let i = 0; i < CLAIMS; i++) {
          const sent = i % 2 === 0;
          claim.run(
            `c-${i}`,
            sent ? 'submitted' : 'queued',
            BATCH,
            `PA-${i}`,
            nameOf(i),
            dateOf(i),
            ctx.service,
            sent ? `CLM-${i}` : null,
          );
        }
        const listing = Array.from({ length: LISTED }, (_, i) => ({
          claim_no: `OTHER-${i}`,
          member_name: nameOf(i),
          attendance_date: dateOf(i),
        }));
        recordBatchRead(db, BATCH, listing, new Date('2026-11-22T08:00:00Z'));
        const authorization = db.prepare(
          `INSERT INTO authorizations (authorization_no, card_no, benefit_code, status, source, obtained_at)
           VALUES (?, 'CD-1', 'OPD-01', 'APPROVED', 'otp', '2026-11-01T08:00:00Z')`,
        );
        const block = db.prepare(
          `INSERT INTO blocks (authorization_no, benefit, requested_units, covered_units, blocked_at)
           VALUES (?, 'OPD-01', 50000000, 40000000, '2026-11-01T08:00:00Z')`,
        );
        for (let i = 0; i < CLAIMS; i++) {
          authorization.run(`PA-${i}`);
          block.run(`PA-${i}`);
        }
        const tariff = db.prepare(
          `INSERT INTO tariffs (provider_id, id, name, price_units, access_type) VALUES ('P-1', ?, ?, 12500, ?)`,
        );
        for (let i = 0; i < TARIFFS; i++) tariff.run(`T-${i}`, `Item ${i}`, i % 10 === 0 ? 'pre-auth' : 'direct');
      });

      const atQueue = timed(CALLS, (i) => {
        const n = (i * 7) % CLAIMS;
        claimOnAuthorization(ctx, `PA-${n}`, `c-${n}`);
      });
      const atTake = timed(CALLS, (i) => {
        const n = (i * 7) % CLAIMS;
        const claim = queuedOutboxClaim({
          id: `c-${n}`,
          batchNo: BATCH,
          authorizationNo: `PA-${n}`,
          memberName: nameOf(n),
          attendanceDate: dateOf(n),
        });
        lookAlikesOf(db, claim);
      });
      const checks = timed(CALLS, (i) => {
        const n = (i * 7) % CLAIMS;
        const lines = Array.from({ length: LINES }, (_, l) => ({
          tariffId: `T-${(n + l * 13) % TARIFFS}`,
          name: `Item ${l}`,
          type: 'medication',
          quantity: 1 + (l % 3),
          price: '1250.50',
        }));
        const claim = {
          authorizationNo: `PA-${n}`,
          attendanceDate: dateOf(n),
          doctor: {
            name: 'Dr',
            gender: '',
            phone: '',
            email: '',
            license: '',
            speciality: '',
            level: '',
            level_code: '',
          },
          diagnoses: [{ code: 'B54', type: 'Principal' }],
          lines,
        };
        const facts = claimFacts(
          ctx,
          claim.authorizationNo,
          lines.map((line) => line.tariffId),
        );
        claimWarnings(claim, facts, { quantityThreshold: 30 });
      });
      const worst = Math.max(percentile(atQueue, 99), percentile(atTake, 99), percentile(checks, 99));
      report({
        name: `One visit, one claim, and the checks before sending: at queue and at each take (${CLAIMS} claims, ${LISTED} listed; encrypted store)`,
        figures: {
          calls: String(CALLS),
          'authorization check at queue p50 / p99 / max': `${ms(atQueue, 50)} / ${ms(atQueue, 99)} / ${ms(atQueue, 100)}`,
          'look-alike check at a take p50 / p99 / max': `${ms(atTake, 50)} / ${ms(atTake, 99)} / ${ms(atTake, 100)}`,
          [`checks before sending at queue (${LINES} lines) p50 / p99 / max`]: `${ms(checks, 50)} / ${ms(checks, 99)} / ${ms(checks, 100)}`,
        },
        ratio: {
          label: 'worst check p99 / 1 ms',
          value: worst / TARGET_P99_MS,
          target: '< 1',
          pass: worst < TARGET_P99_MS,
        },
      });
    } finally {
      store.close();
    }
    resolve();
  });
}
