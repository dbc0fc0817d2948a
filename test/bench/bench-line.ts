/** One line of benchmark output: absolute figures, and a ratio measured in the same run. */
export interface BenchLine {
  name: string;
  figures: Record<string, string>;
  ratio?: { label: string; value: number; target: string; pass: boolean };
}
