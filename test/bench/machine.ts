/** Where and when a run happened, as docs/benchmarks.md prints it beside the figures. */
import os from 'node:os';

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly ramGiB: number;
  readonly os: string;
  readonly node: string;
}

export function thisMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    ramGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

/** The 1-minute load average: on a shared machine it says how much the figures were crowded. */
export const loadNow = (): number => Math.round((os.loadavg()[0] ?? Number.NaN) * 100) / 100;
