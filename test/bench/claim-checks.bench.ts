/**
 * What the one-visit-one-claim checks add, on an encrypted store holding a busy desk's claims (20,000, each on
 * its own authorization, half of them sent) and a batch listing of 5,000 claims across 30 dates, their members
 * named from 20 first names and 20 surnames (so each claim's name shares a word with a few listed ones):
 *   - at queue: the claim an authorization already has (claimOnAuthorization, in queueClaim's transaction);
 *   - at each take: the listed claims another desk sent for the same member and date (lookAlikesOf).
 *   - at queue: the checks before sending (claim-checks.ts) on the facts claimFacts reads: the authorization's
 *     block (20,000 blocks on as many authorizations), when it was issued, and the tariffs of a claim's 10
 *     lines (5,000 tariffs cached).
 * Each is timed alone, call by call, on the very rows queueing and sending read, against a floor timed in turn
 * with them on the same store: the rows each check reads, by bare prepared statements on their primary keys, which
 * no lost index slows (the claim; the listed claims of the batch and date; the authorization, its block and the
 * lines' tariffs). Target: each check's p99 within TARGET_RATIO × its floor's p99; an unindexed look-up (a scan of
 * the 20,000 claims) misses it by far. The checks stay small beside a queue's fsynced commit (claims.bench.ts reports that).
 */
import { claimOnAuthorization } from '../../main/claims/authorization-claims';
import { claimFacts } from '../../main/claims/claim-facts';
import { claimWarnings } from '../../shared/domain/claim-checks';
import { writeTransaction } from '../../main/store/database';
import { recordBatchRead } from '../../main/sync/listings/batch-reads';
import { lookAlikesOf } from '../../main/sync/sending/look-alike-check';
import { claimContext, openTempDb } from '../support/claims-fixtures';
import { queuedOutboxClaim } from '../support/listed-claims';
import { againstFloor, type BenchLine } from './bench-line';
import { fastestPasses, percentile } from './stats';

const CLAIMS = 20_000;
const LISTED = 5_000;
const CALLS = 5_000;
const PASSES = 3;
const TARIFFS = 5_000;
const LINES = 10;
/** Each check's p99 ÷ its bare reads' p99, each call's fastest pass (docs/benchmarks.md). */
const TARGET_RATIO = 10;
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

/**
 * Call i of every measure timed in turn, then call i + 1, PASSES times over: the machine's load hits all alike,
 * and each call's fastest pass (stats.ts fastestPasses) leaves out the waits for the CPU a neighbour causes.
 */
function timedInTurn(measures: readonly ((i: number) => void)[]): number[][] {
  const times = measures.map((): number[] => []);
  for (let pass = 0; pass < PASSES; pass++) {
    for (let i = 0; i < CALLS; i++) {
      measures.forEach((call, m) => {
        const started = performance.now();
        call(i);
        times[m]?.push(performance.now() - started);
      });
    }
  }
  return times.map((t) => fastestPasses(t, CALLS).sort((a, b) => a - b));
}

const ms = (sorted: readonly number[], p: number): string => `${percentile(sorted, p).toFixed(3)} ms`;
const spread = (sorted: readonly number[]): string => `${ms(sorted, 50)} / ${ms(sorted, 99)} / ${ms(sorted, 100)}`;

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

      // The floors: the rows each check reads, by their primary keys (which no lost index slows), bare statements.
      const bareClaim = db.prepare('SELECT id, state, claim_no, authorization_no FROM claims WHERE id = ?');
      const bareListed = db.prepare(
        `SELECT claim_no, member_name, member_words FROM batch_claims_seen
          WHERE batch_no = ? AND claim_no IN (SELECT value FROM json_each(?))`,
      );
      const listedOn = Array.from({ length: 30 }, (_, d) =>
        JSON.stringify(
          Array.from({ length: LISTED }, (_, i) => i)
            .filter((i) => i % 30 === d)
            .map((i) => `OTHER-${i}`),
        ),
      );
      const bareAuthorization = db.prepare('SELECT source, obtained_at FROM authorizations WHERE authorization_no = ?');
      const bareBlock = db.prepare('SELECT covered_units FROM blocks WHERE id = ?');
      const bareTariff = db.prepare('SELECT name, access_type FROM tariffs WHERE row_id = ?');
      const bareAtQueue = (i: number): void => void bareClaim.get(`c-${(i * 7) % CLAIMS}`);
      const bareAtTake = (i: number): void => void bareListed.all(BATCH, listedOn[((i * 7) % CLAIMS) % 30]);
      const bareFacts = (i: number): void => {
        const n = (i * 7) % CLAIMS;
        bareAuthorization.get(`PA-${n}`);
        bareBlock.get(n + 1); // blocks and tariffs were inserted in order, from rowid 1
        for (let l = 0; l < LINES; l++) bareTariff.get(((n + l * 13) % TARIFFS) + 1);
      };
      const atQueue = (i: number): void => {
        const n = (i * 7) % CLAIMS;
        claimOnAuthorization(ctx, `PA-${n}`, `c-${n}`);
      };
      const atTake = (i: number): void => {
        const n = (i * 7) % CLAIMS;
        const claim = queuedOutboxClaim({
          id: `c-${n}`,
          batchNo: BATCH,
          authorizationNo: `PA-${n}`,
          memberName: nameOf(n),
          attendanceDate: dateOf(n),
        });
        lookAlikesOf(db, claim);
      };
      const checks = (i: number): void => {
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
          claim.diagnoses.map((diagnosis) => diagnosis.code),
        );
        claimWarnings(claim, facts, { quantityThreshold: 30 });
      };
      const measures = [bareAtQueue, atQueue, bareAtTake, atTake, bareFacts, checks];
      for (let i = 0; i < CALLS / 10; i++) measures.forEach((call) => call(i)); // warm: statements prepared, pages cached
      const [queueFloor = [], queueTimes = [], takeFloor = [], takeTimes = [], factsFloor = [], checkTimes = []] =
        timedInTurn(measures);
      const ratios = [
        { check: 'authorization check at queue', times: queueTimes, floor: queueFloor },
        { check: 'look-alike check at a take', times: takeTimes, floor: takeFloor },
        { check: 'checks before sending', times: checkTimes, floor: factsFloor },
      ].map((r) => ({ ...r, ratio: percentile(r.times, 99) / percentile(r.floor, 99) }));
      const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
      report({
        name: `One visit, one claim, and the checks before sending: at queue and at each take (${CLAIMS} claims, ${LISTED} listed; encrypted store)`,
        figures: {
          calls: `${CALLS} of each, ${PASSES} passes, each call's fastest pass`,
          'authorization check at queue p50 / p99 / max': spread(queueTimes),
          '  its floor: the claim, by its primary key, bare': spread(queueFloor),
          'look-alike check at a take p50 / p99 / max': spread(takeTimes),
          '  its floor: the listed claims of the batch and date, by their primary keys, bare': spread(takeFloor),
          [`checks before sending at queue (${LINES} lines) p50 / p99 / max`]: spread(checkTimes),
          [`  its floor: the authorization, its block, ${LINES} tariffs, by their primary keys, bare`]:
            spread(factsFloor),
          'p99 ÷ its floor p99': ratios.map((r) => `${r.check} ${r.ratio.toFixed(2)}`).join(', '),
        },
        ratio: againstFloor({
          label: `worst check p99 ÷ its bare reads p99 (${worst.check})`,
          measured: percentile(worst.times, 99),
          floor: percentile(worst.floor, 99),
          limit: TARGET_RATIO,
          format: (v) => `${v.toFixed(3)} ms`,
          floorIs: "the rows the check reads, by their primary keys, bare statements, p99 of each call's fastest pass",
        }),
      });
    } finally {
      store.close();
    }
    resolve();
  });
}
