/**
 * `npm run bench`: runs every `*.bench.ts` beside this file (or those named on
 * the command line), one after another, and prints each figure and ratio.
 * Benchmarks are measurements, not tests: the exit code is non-zero only when a
 * benchmark crashes, and each ratio says whether it met its target.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchLine } from './bench-line';

interface BenchModule {
  readonly run: (report: (line: BenchLine) => void) => Promise<void>;
}

const here = __dirname;
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

function print(line: BenchLine): void {
  console.log(`\n■ ${line.name}`);
  for (const [key, value] of Object.entries(line.figures)) console.log(`    ${key}: ${value}`);
  if (line.ratio) {
    const { label, value, target, pass } = line.ratio;
    console.log(`    ${label}: ${value.toFixed(2)} (target ${target}) ${pass ? 'MET' : 'NOT MET'}`);
  }
}

async function main(): Promise<void> {
  const lines: BenchLine[] = [];
  for (const file of files) {
    console.log(`\n=== ${file}`);
    // tsx loads a .ts file as CommonJS, whose named exports may sit under `default`.
    const loaded = (await import(join(here, file))) as Partial<BenchModule> & { default?: BenchModule };
    const run = loaded.run ?? loaded.default?.run;
    if (!run) throw new Error(`${file} does not export run()`);
    await run((line) => {
      lines.push(line);
      print(line);
    });
  }
  const ratios = lines.filter((l) => l.ratio);
  const met = ratios.filter((l) => l.ratio?.pass).length;
  console.log(`\n${met} of ${ratios.length} targets met.`);
  for (const line of ratios.filter((l) => !l.ratio?.pass)) console.log(`  not met: ${line.name}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
