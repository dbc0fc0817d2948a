/** A stand-in for renderer/api: each test says what the operations answer and can push events; every call is recorded. */
import { vi } from 'vitest';
import type { OperationResult } from '../../../shared/ops/define';
import type {
  EventName,
  EventPayload,
  OperationInput,
  OperationName,
  OperationOutput,
} from '../../../shared/ops/operations';

type Handler<N extends OperationName> = (input: OperationInput<N>) => OperationResult<OperationOutput<N>>;
type Handlers = { [N in OperationName]?: Handler<N> };

/** Answered in every test unless it says otherwise: the claim editor lists its documents on every claim it shows. */
const DEFAULTS: Handlers = { 'documents.list': () => ({ ok: true, value: [] }) };

let handlers: Handlers = {};
const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

export const calls: { name: OperationName; input: unknown }[] = [];

export function answer(next: Handlers): void {
  handlers = next;
  calls.length = 0;
  listeners.clear();
}

export const callOp = vi.fn(<N extends OperationName>(name: N, input: OperationInput<N>) => {
  calls.push({ name, input });
  const handler = handlers[name] ?? DEFAULTS[name];
  const result: OperationResult<OperationOutput<N>> = handler
    ? handler(input)
    : { ok: false, error: { code: 'not-in-test', message: `${name} is not answered in this test` } };
  return Promise.resolve(result);
});

export const onEvent = vi.fn(
  <E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): (() => void) => {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    set.add(listener as (payload: unknown) => void);
    return () => void set.delete(listener as (payload: unknown) => void);
  },
);

/** Whether anything on the page follows the event `name` now. */
export const listening = (name: EventName): boolean => (listeners.get(name)?.size ?? 0) > 0;

export function emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
  for (const listener of listeners.get(name) ?? []) listener(payload);
}

export const inputsOf = <N extends OperationName>(name: N): OperationInput<N>[] =>
  calls.filter((call) => call.name === name).map((call) => call.input as OperationInput<N>);
