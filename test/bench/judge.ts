/**
 * The run's verdict: every target a benchmark reported, met or missed. Only the lines a run
 * reported are judged, so `npm run bench -- tariffs` says nothing of the bundle.
 * Exit status: 0 all met, 1 a target missed, 2 the run itself failed (a throw, no file matched).
 */
import type { BenchLine } from './bench-line';

export const EXIT_MET = 0;
export const EXIT_MISSED = 1;
export const EXIT_FAILED = 2;

export interface Verdict {
  readonly judged: number;
  readonly missed: readonly BenchLine[];
  readonly exitCode: number;
  /** What the run prints last: how many targets were met, then each missed one with its figures. */
  readonly summary: readonly string[];
}

const figure = (value: number): string => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

export function describeMiss(line: BenchLine): string {
  const ratio = line.ratio;
  if (!ratio) return line.name;
  const absolute = [ratio.measured && `measured ${ratio.measured}`, ratio.floor && `floor ${ratio.floor}`]
    .filter(Boolean)
    .join(', ');
  return `${line.name}: ${ratio.label} ${figure(ratio.value)}, target ${ratio.target}${absolute ? ` (${absolute})` : ''}`;
}

export function judge(lines: readonly BenchLine[]): Verdict {
  const judgedLines = lines.filter((line) => line.ratio);
  const missed = judgedLines.filter((line) => !line.ratio?.pass);
  const summary = [
    `${judgedLines.length - missed.length} of ${judgedLines.length} targets met.`,
    ...missed.map((line) => `  MISSED ${describeMiss(line)}`),
  ];
  return { judged: judgedLines.length, missed, exitCode: missed.length > 0 ? EXIT_MISSED : EXIT_MET, summary };
}

export { figure as ratioText };
