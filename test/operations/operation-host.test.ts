/**
 * The operation host on a real core and a simulator over loopback: the table is
 * the allow-list, inputs and outputs are checked at the boundary, failures are
 * data, and the reception walkthrough runs through `invoke` alone.
 */
import { describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import {
  createHandlers,
  createOperationHost,
  internalMessage,
  type OperationLogEntry,
} from '../../main/operations/operation-host';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import { createLockService } from '../../main/desk/lock/lock-service';
import { OPERATION_NAMES, type OperationName } from '../../shared/ops/operations';
import { useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';

const bed = useCoreTestbed();

async function demoHost(deps: Parameters<typeof createOperationHost>[1] = {}) {
  const core = await bed.start({ service: null });
  return { core, host: createOperationHost(core, deps) };
}

describe('the table is the allow-list', () => {
  it('has one handler for every operation of the table, and no other', async () => {
    const core = await bed.start({ service: null });
    const handlers = createHandlers(core);
    expect(Object.keys(handlers).sort()).toEqual([...OPERATION_NAMES].sort());
    for (const name of OPERATION_NAMES) expect(typeof handlers[name]).toBe('function');
  });

  it('refuses names outside the table, including inherited ones', async () => {
    const { host } = await demoHost();
    for (const name of ['members.delete', 'toString', '__proto__', 'constructor']) {
      const result = await host.invoke(name as OperationName, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown-operation' } });
    }
  });

  it('answers invalid-input for a malformed input to every operation, never running the handler', async () => {
    // Every handler is one call into the core it is given (operations/handler.ts): the host gets a core that
    // notes each member read. The host itself reads only the store, for the lock check; the lock forgets that
    // read, so a read left after an invoke means a handler ran.
    const core = await bed.start({ service: null });
    const reads: string[] = [];
    const watched = new Proxy(core, {
      get(target, key, receiver) {
        reads.push(String(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const lock = {
      ...createLockService(),
      isLocked: () => {
        reads.length = 0;
        return false;
      },
    };
    const host = createOperationHost(watched, { lock });
    // The watch sees a handler that runs: a well-formed lookup reaches the core.
    reads.length = 0;
    expect(await host.invoke('members.lookup', { cardNo: 'CD-1000017' })).toMatchObject({ ok: true });
    expect(reads.length).toBeGreaterThan(0);
    for (const name of OPERATION_NAMES) {
      reads.length = 0;
      const result = await host.invoke(name, 'not an object');
      expect(result.ok ? 'ok' : result.error.code, name).toBe('invalid-input');
      expect(reads, name).toEqual([]);
    }
  });
});

describe('input errors', () => {
  it('say per field what to fix, in plain words', async () => {
    const { host } = await demoHost();
    const empty = await host.invoke('members.lookup', { cardNo: '  ' });
    expect(empty).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'Please correct this and try again: Enter or scan a card number.',
        fields: [
          {
            field: 'cardNo',
            code: 'cardNo.missing',
            params: { field: 'cardNo', minimum: 1 },
            message: 'Enter or scan a card number.',
          },
        ],
      },
    });
    const missing = await host.invoke('visits.start', { cardNo: 'CD-1000017' });
    expect(missing.ok || missing.error.fields?.map(({ field, code, message }) => ({ field, code, message }))).toEqual([
      { field: 'benefitCode', code: 'input.missing', message: 'Benefit is missing.' },
      { field: 'phone', code: 'input.missing', message: 'Phone is missing.' },
    ]);
    const extra = await host.invoke('sync.now', { force: true });
    expect(extra).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        fields: [
          {
            field: '',
            code: 'input.unknownFields',
            message: 'The request has fields ClaimDesk does not know (force).',
          },
        ],
      },
    });
  });
});

describe('unexpected problems', () => {
  const broken = (core: Core, status: () => unknown): Core => ({
    ...core,
    sync: { ...core.sync, status } as Core['sync'],
  });

  it('turn an exception into internal with what to do, logged without throwing', async () => {
    const core = await bed.start({ service: null });
    const log: OperationLogEntry[] = [];
    const host = createOperationHost(
      broken(core, () => {
        throw new Error('disk on fire');
      }),
      { log: (entry) => log.push(entry) },
    );
    const result = await host.invoke('sync.status', {});
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: internalMessage() } });
    expect(log).toEqual([{ operation: 'sync.status', problem: 'exception', detail: 'Error: disk on fire' }]);
  });

  it('turn an output outside the table into internal, logging paths and codes but no values', async () => {
    const core = await bed.start({ service: null });
    const log: OperationLogEntry[] = [];
    const host = createOperationHost(
      broken(core, () => ({ ...core.sync.status(), pendingCount: 'SECRET-VALUE' })),
      { log: (entry) => log.push(entry) },
    );
    const result = await host.invoke('sync.status', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(log).toEqual([
      { operation: 'sync.status', problem: 'invalid-output', detail: 'pendingCount: invalid_type' },
    ]);
  });
});

describe('settings', () => {
  it('never return the token, only whether there is one, and store a new service for the next start', async () => {
    const restarts: unknown[] = [];
    const tokenStore = createMemoryTokenStore();
    const { host, core } = await demoHost({ tokenStore, restartWithSettings: (s) => restarts.push(s) });
    expect(await opValue(host, 'settings.get', {})).toMatchObject({
      mode: 'demo',
      hasToken: false,
      serviceUrl: null,
      restartNeeded: false,
      dataDir: bed.dataDir,
    });

    const named = await opValue(host, 'settings.update', { deskName: 'Front desk', staffName: 'Amina' });
    expect(named).toMatchObject({ deskName: 'Front desk', staffName: 'Amina', restartNeeded: false });
    expect(restarts).toEqual([]);

    const halfService = await host.invoke('settings.update', { token: 'only-a-token-1234' });
    expect(halfService).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(!halfService.ok && halfService.error.message).toMatch(/^Set both the service address and the token/);
    expect(!halfService.ok && halfService.error.fields?.map((field) => field.code)).toEqual(['settings.bothOrNeither']);
    expect(tokenStore.get()).toBeNull();

    const plainHttp = await host.invoke('settings.update', {
      serviceUrl: 'http://insurer.example',
      token: 'tok-12345678',
    });
    expect(!plainHttp.ok && plainHttp.error.message).toMatch(/^The service address must start with https:\/\//);

    const secret = 'a-very-secret-token-5678';
    const service = await opValue(host, 'settings.update', { serviceUrl: 'https://insurer.example/', token: secret });
    expect(service).toMatchObject({ serviceUrl: 'https://insurer.example', hasToken: true, restartNeeded: true });
    expect(JSON.stringify(service)).not.toContain(secret);
    expect(tokenStore.get()).toBe(secret);
    expect(restarts).toEqual([{ service: { url: 'https://insurer.example', token: secret } }]);
    expect(core.mode).toBe('demo');
  });

  it('answer a token store refusal in its own words, saving neither the address nor the token', async () => {
    const refusing = {
      get: () => null,
      set: () => {
        throw Object.assign(new Error('This computer offers no protected storage for the access token.'), {
          code: 'token-storage-unavailable',
        });
      },
    };
    const { host } = await demoHost({ tokenStore: refusing });
    const refused = await host.invoke('settings.update', {
      serviceUrl: 'https://insurer.example',
      token: 'tok-12345678',
    });
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'token-storage-unavailable',
        message: 'This computer offers no protected storage for the access token.',
      },
    });
    expect(await opValue(host, 'settings.get', {})).toMatchObject({
      serviceUrl: null,
      hasToken: false,
      restartNeeded: false,
    });
  });

  it('test a connection and say what failed', async () => {
    const sim = await bed.startSim();
    const { host } = await demoHost();
    const good = await opValue(host, 'settings.testConnection', { serviceUrl: sim.url, token: sim.token });
    expect(good).toEqual({ reachable: true, message: expect.stringMatching(/^Connected/) as string, tariffCount: 300 });
    const refused = await opValue(host, 'settings.testConnection', { serviceUrl: sim.url, token: 'wrong-token-123' });
    expect(refused).toEqual({ reachable: false, message: expect.stringMatching(/refused this token/) as string });
    await sim.close();
    const gone = await opValue(host, 'settings.testConnection', { serviceUrl: sim.url, token: sim.token });
    expect(gone).toEqual({ reachable: false, message: expect.stringMatching(/could not be reached/) as string });
  });
});
