/** A stand-in for renderer/api: each test says what an operation answers, and can push events. */
import { vi } from 'vitest';
import { noteLockedRefusal } from '../../../renderer/api/locked-refusals';
import type { OperationResult } from '../../../shared/ops/define';
import type {
  EventName,
  EventPayload,
  OperationInput,
  OperationName,
  OperationOutput,
} from '../../../shared/ops/operations';

type Answer<N extends OperationName> = (
  input: OperationInput<N>,
) => OperationResult<OperationOutput<N>> | Promise<OperationResult<OperationOutput<N>>>;
type Answers = { [N in OperationName]?: Answer<N> };

let answers: Answers = {};
const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

export const callOp = vi.fn(async <N extends OperationName>(name: N, input: OperationInput<N>) => {
  const answerOf = answers[name];
  if (!answerOf) return { ok: false, error: { code: 'not-answered', message: `The test gave no answer for ${name}.` } };
  // As the real client does: a refusal because the desk is locked is noted (renderer/api/locked-refusals.ts).
  const result = await answerOf(input);
  noteLockedRefusal(result);
  return result;
});

export function onEvent<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener as (payload: unknown) => void);
  return () => set.delete(listener as (payload: unknown) => void);
}

export function emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
  for (const listener of listeners.get(name) ?? []) listener(payload);
}

/** Replaces every answer; clears the recorded calls and listeners. */
export function answer(next: Answers): void {
  answers = next;
  callOp.mockClear();
  listeners.clear();
}

/** The inputs of every call to one operation, oldest first. */
export const inputsOf = <N extends OperationName>(name: N): OperationInput<N>[] =>
  callOp.mock.calls.filter(([called]) => called === name).map(([, input]) => input as OperationInput<N>);
