/**
 * `npm run bench`: runs every `*.bench.ts` beside this file, or those whose names start with a
 * word given (`npm run bench -- tariffs desk`), one after another, prints each figure and ratio,
 * and judges the targets of what it ran (judge.ts): exit 0 all met, 1 a target missed (each named
 * with its figures), 2 the run failed. `--write-docs` rewrites those files' sections of the
 * generated block in docs/benchmarks.md (docs-block.ts), formatted by prettier.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchLine } from './bench-line';
import { renderSection, withSections, type FileRun } from './docs-block';
import { EXIT_FAILED, judge, ratioText } from './judge';
import { loadNow, thisMachine } from './machine';

interface BenchModule {
  readonly run: (report: (line: BenchLine) => void) => Promise<void>;
}

const here = __dirname;
const DOCS = join(here, '..', '..', 'docs', 'benchmarks.md');
const WRITE_DOCS = '--write-docs';

const args = process.argv.slice(2);
const writeDocs = args.includes(WRITE_DOCS);
const wanted = args.filter((a) => a !== WRITE_DOCS);

function print(line: BenchLine): void {
  console.log(`\n■ ${line.name}`);
  for (const [key, value] of Object.entries(line.figures)) console.log(`    ${key}: ${value}`);
  const ratio = line.ratio;
  if (!ratio) return;
  if (ratio.floor) console.log(`    floor: ${ratio.floor}`);
  if (ratio.measured) console.log(`    measured: ${ratio.measured}`);
  console.log(
    `    ${ratio.label}: ${ratioText(ratio.value)} (target ${ratio.target}) ${ratio.pass ? 'MET' : 'MISSED'}`,
  );
}

async function runFile(file: string): Promise<FileRun> {
  console.log(`\n=== ${file}`);
  const loadBefore = loadNow();
  const started = performance.now();
  // tsx loads a .ts file as CommonJS, whose named exports may sit under `default`.
  const loaded = (await import(join(here, file))) as Partial<BenchModule> & { default?: BenchModule };
  const run = loaded.run ?? loaded.default?.run;
  if (!run) throw new Error(`${file} does not export run()`);
  const lines: BenchLine[] = [];
  await run((line) => {
    lines.push(line);
    print(line);
  });
  const seconds = (performance.now() - started) / 1000;
  return { file, lines, at: new Date(), loadBefore, loadAfter: loadNow(), seconds };
}

async function writeDocsFor(runs: readonly FileRun[]): Promise<void> {
  const machine = thisMachine();
  const sections = new Map(runs.map((run) => [run.file, renderSection(run, machine)]));
  const { format, resolveConfig } = await import('prettier');
  const options = { ...(await resolveConfig(DOCS)), filepath: DOCS };
  writeFileSync(DOCS, await format(withSections(readFileSync(DOCS, 'utf8'), sections), options));
  console.log(`\nWrote ${runs.map((run) => run.file).join(', ')} into ${DOCS}.`);
}

async function main(): Promise<number> {
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
    .sort();
  if (files.length === 0) {
    console.error(`No benchmark file starts with ${wanted.join(' or ')}.`);
    return EXIT_FAILED;
  }
  const runs: FileRun[] = [];
  for (const file of files) runs.push(await runFile(file));
  const verdict = judge(runs.flatMap((run) => run.lines));
  console.log(`\n${verdict.summary.join('\n')}`);
  if (writeDocs) await writeDocsFor(runs);
  return verdict.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(EXIT_FAILED);
  },
);
