/**
 * The host's calls before the desk has started: browser mode listens before its core is up, so that the page loads
 * while the store opens (browser-mode.ts). Calls made meanwhile wait and then run on the desk; listeners subscribed
 * meanwhile are attached to it as it starts. A start that fails answers every call, waiting or later,
 * `not-running` with its reason; listeners then hear nothing.
 */
import type { EventName, EventPayload } from '../../shared/ops/operations';
import type { OperationResult } from '../../shared/ops/define';
import type { OperationHost } from '../operations/host-api';

export interface StartingHost {
  /** The host to serve from the start: its calls wait for `started` or `failed`. */
  readonly host: OperationHost;
  started(desk: OperationHost): void;
  failed(message: string): void;
}

interface Listener {
  attach(desk: OperationHost): () => void;
  detach?: () => void;
}

export function createStartingHost(): StartingHost {
  let settle: (outcome: OperationHost | string) => void = () => undefined;
  const outcome = new Promise<OperationHost | string>((resolve) => (settle = resolve));
  let desk: OperationHost | undefined;
  const waiting = new Set<Listener>();

  const refusal = (message: string): OperationResult<never> => ({ ok: false, error: { code: 'not-running', message } });

  return {
    host: {
      async invoke(name, input) {
        const ready = desk ?? (await outcome);
        return typeof ready === 'string' ? refusal(ready) : ready.invoke(name, input);
      },
      subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) {
        if (desk) return desk.subscribe(event, listener);
        const entry: Listener = { attach: (started) => started.subscribe(event, listener) };
        waiting.add(entry);
        return () => {
          waiting.delete(entry);
          entry.detach?.();
        };
      },
    },
    started(started) {
      desk = started;
      for (const entry of waiting) entry.detach = entry.attach(started);
      waiting.clear();
      settle(started);
    },
    failed(message) {
      waiting.clear();
      settle(message);
    },
  };
}
