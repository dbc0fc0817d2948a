/** A stand-in for renderer/api: each test says what the operations answer; every call is recorded. */
import { vi } from 'vitest';
import type { OperationResult } from '../../../shared/ops/define';
import type { OperationInput, OperationName, OperationOutput } from '../../../shared/ops/operations';

type Handler<N extends OperationName> = (input: OperationInput<N>) => OperationResult<OperationOutput<N>>;
type Handlers = { [N in OperationName]?: Handler<N> };

let handlers: Handlers = {};

export const calls: { name: OperationName; input: unknown }[] = [];

export function answer(next: Handlers): void {
  handlers = next;
  calls.length = 0;
}

export const callOp = vi.fn(<N extends OperationName>(name: N, input: OperationInput<N>) => {
  calls.push({ name, input });
  const handler = handlers[name];
  const result: OperationResult<OperationOutput<N>> = handler
    ? handler(input)
    : { ok: false, error: { code: 'not-in-test', message: `${name} is not answered in this test` } };
  return Promise.resolve(result);
});

export const onEvent = vi.fn(() => () => undefined);

export const inputsOf = <N extends OperationName>(name: N): OperationInput<N>[] =>
  calls.filter((call) => call.name === name).map((call) => call.input as OperationInput<N>);
