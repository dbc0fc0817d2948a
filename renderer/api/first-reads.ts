/**
 * The first screen's reads, asked as the page starts (renderer/early.ts), while its code still loads, rather than
 * once it has rendered: what the frame waits on before it shows anything (the settings, whether to ask the first-run
 * question, the lock) and the visit to bring back. Each answer is taken once, by the first call that asks for it
 * (callOp, ./index.ts); those not taken by the time the first screen shows are dropped, so that a later call asks
 * the core afresh.
 */
import type { OperationResult } from '../../shared/ops/define';
import type { OperationName } from '../../shared/ops/operations';

export const FIRST_READS = ['settings.get', 'app.state', 'lock.status', 'visits.current'] as const;
type FirstRead = (typeof FIRST_READS)[number];

const asked = new Map<OperationName, Promise<OperationResult<unknown>>>();

const isFirstRead = (name: OperationName): name is FirstRead => FIRST_READS.some((read) => read === name);

/** Asks each first read through `invoke` (none has input). */
export function askFirstReads(invoke: (name: FirstRead) => Promise<OperationResult<unknown>>): void {
  for (const name of FIRST_READS) asked.set(name, invoke(name));
}

/** The answer asked at the start for this call, once; undefined for any other call. */
export function takeFirstRead(name: OperationName, input: unknown): Promise<OperationResult<unknown>> | undefined {
  // Every call passes here: once the first screen's answers are taken or dropped, nothing more is looked at.
  if (asked.size === 0) return undefined;
  const noInput = typeof input === 'object' && input !== null && Object.keys(input).length === 0;
  if (!isFirstRead(name) || !noInput) return undefined;
  const answer = asked.get(name);
  asked.delete(name);
  return answer;
}

/** The first screen shows: what it did not take is dropped. */
export function dropFirstReads(): void {
  asked.clear();
}
