/**
 * The host's calls before the desk has started (main/host/starting-host.ts): calls wait and then run on the desk,
 * listeners subscribed meanwhile hear the desk's events (unless they left first), a failed start answers why.
 */
import { describe, expect, it } from 'vitest';
import type { OperationHost } from '../../main/operations/host-api';
import { createStartingHost } from '../../main/host/starting-host';

/** A stand-in desk: answers every call with its name, and emits what the test tells it to. */
function standInDesk() {
  const listeners = new Set<(payload: unknown) => void>();
  const desk: OperationHost = {
    invoke: (name) => Promise.resolve({ ok: true, value: `${name} answered by the desk` }),
    subscribe: (_event, listener) => {
      const each = listener as (payload: unknown) => void;
      listeners.add(each);
      return () => listeners.delete(each);
    },
  };
  return { desk, emit: (payload: unknown) => listeners.forEach((listener) => listener(payload)), listeners };
}

describe('the host while the desk starts', () => {
  it('holds calls until the desk runs, then answers them on it', async () => {
    const starting = createStartingHost();
    const { desk } = standInDesk();
    let answered = false;
    const call = starting.host.invoke('settings.get', {}).finally(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    starting.started(desk);
    expect(await call).toEqual({ ok: true, value: 'settings.get answered by the desk' });
    expect(await starting.host.invoke('claims.counts', {})).toEqual({
      ok: true,
      value: 'claims.counts answered by the desk',
    });
  });

  it('attaches the listeners subscribed meanwhile to the desk, not those that left', () => {
    const starting = createStartingHost();
    const { desk, emit, listeners } = standInDesk();
    const heard: unknown[] = [];
    const left: unknown[] = [];
    const unsubscribe = starting.host.subscribe('sync.statusChanged', (payload) => heard.push(payload));
    starting.host.subscribe('sync.statusChanged', (payload) => left.push(payload))();
    starting.started(desk);
    emit('first');
    expect(heard).toEqual(['first']);
    expect(left).toEqual([]);
    unsubscribe();
    expect(listeners.size).toBe(0);
    emit('second');
    expect(heard).toEqual(['first']);
  });

  it('answers every call, waiting or later, with why the desk did not start', async () => {
    const starting = createStartingHost();
    const waiting = starting.host.invoke('settings.get', {});
    starting.failed('ClaimDesk could not open its data file.');
    const refusal = { ok: false, error: { code: 'not-running', message: 'ClaimDesk could not open its data file.' } };
    expect(await waiting).toEqual(refusal);
    expect(await starting.host.invoke('claims.counts', {})).toEqual(refusal);
  });
});
