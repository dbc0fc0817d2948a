/**
 * The stand-in for renderer/api that every page test mocks it with: each test says what an operation answers, and
 * can push events; every call is recorded. One module for all of them, since the fast lane's page files share
 * one module registry (vitest.fast.config.mts): the screens a file loaded keep the fake they were loaded with.
 */
import { vi } from 'vitest';
import { noteLockedRefusal } from '../../renderer/api/locked-refusals';
import type { OperationResult } from '../../shared/ops/define';
import type {
  EventName,
  EventPayload,
  OperationInput,
  OperationName,
  OperationOutput,
} from '../../shared/ops/operations';

type Answer<N extends OperationName> = (
  input: OperationInput<N>,
) => OperationResult<OperationOutput<N>> | Promise<OperationResult<OperationOutput<N>>>;
type Answers = { [N in OperationName]?: Answer<N> };

/** Answered in every test unless it says otherwise: the claim editor lists its documents on every claim it shows. */
const DEFAULTS: Answers = { 'documents.list': () => ({ ok: true, value: [] }) };

let answers: Answers = {};
const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

export const callOp = vi.fn(
  <N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationResult<OperationOutput<N>>> => {
    const answerOf = answers[name] ?? DEFAULTS[name];
    if (!answerOf) {
      return Promise.resolve({
        ok: false,
        error: { code: 'not-answered', message: `The test gave no answer for ${name}.` },
      });
    }
    // As the real client does: a refusal because the desk is locked is noted (renderer/api/locked-refusals.ts).
    return Promise.resolve(answerOf(input)).then((result) => {
      noteLockedRefusal(result);
      return result;
    });
  },
);

export const onEvent = vi.fn(
  <E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): (() => void) => {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    set.add(listener as (payload: unknown) => void);
    return () => void set.delete(listener as (payload: unknown) => void);
  },
);

/** Replaces every answer; clears the recorded calls and listeners. */
export function answer(next: Answers): void {
  answers = next;
  callOp.mockClear();
  listeners.clear();
}

/** Whether anything on the page follows the event `name` now. */
export const listening = (name: EventName): boolean => (listeners.get(name)?.size ?? 0) > 0;

export function emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
  for (const listener of listeners.get(name) ?? []) listener(payload);
}

/** The inputs of every call to one operation, oldest first. */
export const inputsOf = <N extends OperationName>(name: N): OperationInput<N>[] =>
  callOp.mock.calls.filter(([called]) => called === name).map(([, input]) => input as OperationInput<N>);
