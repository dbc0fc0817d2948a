/**
 * Diagnosis list benchmark: 20,000 synthetic codes in the ICD-10 shape (J06, J06.9),
 * with titles of 2–9 words drawn from a vocabulary where a few words are everywhere
 * (as "unspecified" and "acute" are in ICD-10) and most are rare.
 *  (a) import: the CSV file read, checked and written in one transaction (median of RUNS);
 *  (b) type-ahead: p50/p99 of searchDiagnoses over QUERIES realistic queries × PASSES:
 *      code prefixes as typed (1–5 characters, any case, with or without the dot) and
 *      1–3 title words cut to 2–6 letters in any order, against a bare FTS5 prefix query
 *      for the same text (bare-fts.ts); the target is the search's p99 over the bare query's p50
 *      (its tail is the common-word walk the search avoids), each over every query's fastest
 *      pass (stats.ts fastestPasses: a shared machine's stalls left out).
 * Both on an encrypted file, as the app keeps its store (the target is held to it), and on a
 * plain one in turn with it (cipher.ts), for the cost of encryption.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { importDiagnosisList, searchDiagnoses } from '../../main/diagnoses';
import { forkPrng, type Prng } from '../../main/sim/prng';
import { openDatabase, type Db } from '../../main/store/database';
import { bareFtsQuery } from './bare-fts';
import { againstFloor, type BenchLine } from './bench-line';
import { againstPlain, SIDES, type Side } from './cipher';
import { fastestPasses, median, ms, percentile } from './stats';

const COUNT = 20_000;
const RUNS = 5;
const QUERIES = 600;
const PASSES = 3;
/** Search p99 ÷ a typical bare indexed query (its p50), each query's fastest pass (docs/benchmarks.md). */
const TARGET_RATIO = 10;
const AUDIT = { desk: 'Bench', staff: 'Bench', now: () => new Date() };

const COMMON = ['unspecified', 'acute', 'chronic', 'of', 'the', 'with', 'without', 'due', 'to', 'other', 'infection'];
const SYLLABLES = ['ka', 'ro', 'ti', 'men', 'sul', 'par', 'eno', 'vi', 'dra', 'col', 'ith', 'neu', 'gas', 'tro', 'pha'];

/** 2,000 made-up words, then the common ones: index 0 is the most frequent. */
function vocabulary(prng: Prng): string[] {
  const words = new Set<string>();
  while (words.size < 2_000) {
    const parts = Array.from({ length: prng.int(2, 4) }, () => prng.pick(SYLLABLES));
    words.add(parts.join(''));
  }
  return [...COMMON, ...words];
}

/** Code `i` of an ICD-10-shaped list: 25 letters × 100 categories, each with subcodes .0–.9 after it. */
function codeOf(i: number): string {
  const category = Math.floor(i / 11);
  const letter = 'ABCDEFGHIJKLMNOPQRSTVWXYZ'[Math.floor(category / 100) % 25] ?? 'A';
  const base = `${letter}${String(category % 100).padStart(2, '0')}`;
  const sub = i % 11;
  return sub === 0 ? base : `${base}.${sub - 1}`;
}

function syntheticCsv(prng: Prng, words: readonly string[]): { csv: string; titles: string[]; codes: string[] } {
  const titles: string[] = [];
  const codes: string[] = [];
  const lines = ['code,title'];
  for (let i = 0; i < COUNT; i++) {
    // Zipf-like: the cube of a uniform draw makes the first words far more frequent.
    const title = Array.from({ length: prng.int(2, 9) }, () => words[Math.floor(words.length * prng.next() ** 3)])
      .join(' ')
      .replace(/^./, (first) => first.toUpperCase());
    const code = codeOf(i);
    titles.push(title);
    codes.push(code);
    lines.push(`${code},"${title}"`);
  }
  return { csv: lines.join('\r\n'), titles, codes };
}

function realisticQueries(prng: Prng, titles: readonly string[], codes: readonly string[]): string[] {
  const queries: string[] = [];
  while (queries.length < QUERIES) {
    if (prng.chance(0.3)) {
      const code = prng.pick(codes);
      const typed = code.slice(0, prng.int(1, Math.min(5, code.length)));
      queries.push(prng.chance(0.5) ? typed.toLowerCase() : typed.replace('.', ''));
      continue;
    }
    const titleWords = prng.pick(titles).split(' ');
    const picked = [...new Set(Array.from({ length: prng.int(1, 3) }, () => prng.pick(titleWords)))];
    if (prng.chance(0.5)) picked.reverse();
    queries.push(picked.map((word) => word.slice(0, prng.int(2, 6)).toLowerCase()).join(' '));
  }
  return queries;
}

/** Each side's samples, pass after pass: sample i is query i % queries.length. */
interface Searches {
  readonly samples: number[];
  /** Queries that found nothing, on the first pass. */
  empty: number;
}

/** Every pass runs the queries on each file in turn, so the machine's drift hits both alike. */
function timeSearches(dbs: Record<Side, Db>, queries: readonly string[]): Record<Side, Searches> {
  const timed: Record<Side, Searches> = { encrypted: { samples: [], empty: 0 }, plain: { samples: [], empty: 0 } };
  for (const { side } of SIDES) for (const query of queries) searchDiagnoses({ db: dbs[side] }, query);
  for (let pass = 0; pass < PASSES; pass++) {
    for (const { side } of pass % 2 === 0 ? SIDES : [...SIDES].reverse()) {
      for (const query of queries) {
        const started = performance.now();
        const found = searchDiagnoses({ db: dbs[side] }, query);
        timed[side].samples.push(performance.now() - started);
        if (pass === 0 && found.length === 0) timed[side].empty++;
      }
    }
  }
  return timed;
}

function measure(report: (line: BenchLine) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'claimdesk-bench-diagnoses-'));
  const dbs = {} as Record<Side, Db>;
  try {
    for (const { side, access } of SIDES) dbs[side] = openDatabase(join(dir, `${side}.sqlite`), access);
    const prng = forkPrng(20261124, 'diagnosis-bench');
    const { csv, titles, codes } = syntheticCsv(prng, vocabulary(prng));
    const imports: Record<Side, number[]> = { encrypted: [], plain: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const { side } of i % 2 === 0 ? SIDES : [...SIDES].reverse()) {
        const started = performance.now();
        const result = importDiagnosisList({ ...AUDIT, db: dbs[side] }, { fileName: 'synthetic.csv', text: csv });
        imports[side].push(performance.now() - started);
        if (!result.ok || !result.value.imported) throw new Error(`import failed: ${JSON.stringify(result)}`);
      }
    }
    report({
      name: `diagnosis list import, ${COUNT.toLocaleString('en')} codes from a ${(csv.length / 1e6).toFixed(1)} MB CSV (${RUNS} runs, encrypted store)`,
      figures: {
        'read, check and replace in one transaction (median)': ms(median(imports.encrypted), 0),
        'all runs': imports.encrypted.map((v) => v.toFixed(0)).join(', '),
        'cost of encryption, median encrypted / plain': againstPlain(
          median(imports.encrypted),
          median(imports.plain),
          (v) => ms(v, 0),
        ),
      },
    });

    const queries = realisticQueries(prng, titles, codes);
    const timed = timeSearches(dbs, queries);
    const bare = bareFtsQuery(dbs.encrypted, 'diagnoses_fts', 'diagnoses', 'r.row_id, r.code, r.title');
    const floor = Array.from({ length: PASSES }, () =>
      queries.map((query) => {
        const started = performance.now();
        bare(query);
        return performance.now() - started;
      }),
    ).flat();
    const { samples, empty } = timed.encrypted;
    const p99 = percentile(samples, 99);
    const best = fastestPasses(samples, queries.length);
    const floorBest = fastestPasses(floor, queries.length);
    const plain = timed.plain.samples;
    report({
      name: `diagnosis type-ahead search, ${queries.length} queries × ${PASSES} over ${COUNT.toLocaleString('en')} codes (encrypted store)`,
      figures: {
        'search p50': ms(percentile(samples, 50), 3),
        'search p99': ms(p99, 3),
        'bare indexed query p50 / p99': `${ms(percentile(floor, 50), 3)} / ${ms(percentile(floor, 99), 3)}`,
        "bare indexed query, p99 of each query's fastest pass": ms(percentile(floorBest, 99), 3),
        'search max': ms(Math.max(...samples), 3),
        "p99 of each query's fastest pass (the machine's stalls taken out)": ms(percentile(best, 99), 3),
        'queries with no result': `${empty} of ${queries.length}`,
        'cost of encryption, p50 encrypted / plain': againstPlain(percentile(samples, 50), percentile(plain, 50), (v) =>
          ms(v, 3),
        ),
        'cost of encryption, p99 encrypted / plain': againstPlain(p99, percentile(plain, 99), (v) => ms(v, 3)),
        'load average (1 min), 2-core machine': loadavg()[0]?.toFixed(2) ?? '?',
        examples: queries
          .slice(0, 8)
          .map((q) => JSON.stringify(q))
          .join(' '),
      },
      ratio: againstFloor({
        label: "search p99 ÷ bare query p50, each query's fastest pass",
        measured: percentile(best, 99),
        floor: percentile(floorBest, 50),
        limit: TARGET_RATIO,
        format: (v) => ms(v, 3),
        floorIs: "bare FTS5 prefix query, LIMIT 20, p50 of each query's fastest pass",
      }),
    });
  } finally {
    for (const db of Object.values(dbs)) db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Everything here is synchronous (better-sqlite3); run.ts awaits each benchmark's promise. */
export function run(report: (line: BenchLine) => void): Promise<void> {
  measure(report);
  return Promise.resolve();
}
