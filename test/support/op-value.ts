/** The value of a successful operation, or the test fails with the operation's error. */
import { expect } from 'vitest';
import type { OperationHost } from '../../main/operations';
import type { OperationName, OperationOutput } from '../../shared/ops/operations';

export async function opValue<N extends OperationName>(
  host: OperationHost,
  name: N,
  input: unknown,
): Promise<OperationOutput<N>> {
  const result = await host.invoke(name, input);
  if (!result.ok) expect.fail(`${name} failed: ${result.error.code}: ${result.error.message}`);
  return result.value as OperationOutput<N>;
}

/** `opValue` bound to one host: `call(name, input)`. */
export const opCaller =
  (host: OperationHost) =>
  <N extends OperationName>(name: N, input: unknown): Promise<OperationOutput<N>> =>
    opValue(host, name, input);
