/**
 * One line of benchmark output: absolute figures, and the ratio its target is held to.
 * A ratio's floor is measured in the same run on the same machine (so a slow or busy machine
 * moves both), except where the target is a budget that no machine changes (the bundle's bytes).
 */
export interface Ratio {
  label: string;
  value: number;
  /** As printed, e.g. "≤ 3" or "< 350 kB". */
  target: string;
  pass: boolean;
  /** The floor's absolute figure, e.g. "1.71 ms (bare statements, p99)"; absent for an absolute budget. */
  floor?: string;
  /** The measured absolute figure, e.g. "3.37 ms (p99)". */
  measured?: string;
}

export interface BenchLine {
  name: string;
  figures: Record<string, string>;
  ratio?: Ratio;
}

/** A ratio held to `measured ÷ floor ≤ limit`, with both absolute figures kept beside it. */
export function againstFloor(options: {
  readonly label: string;
  readonly measured: number;
  readonly floor: number;
  readonly limit: number;
  readonly format: (value: number) => string;
  readonly floorIs: string;
}): Ratio {
  const { label, measured, floor, limit, format, floorIs } = options;
  const value = measured / floor;
  return {
    label,
    value,
    target: `≤ ${limit}`,
    pass: value <= limit,
    floor: `${format(floor)} (${floorIs})`,
    measured: format(measured),
  };
}
