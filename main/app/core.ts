/**
 * The composition root: plain Node, no Electron, so tests, benchmarks and the
 * browser mode run the very same wiring as the desktop app.
 *
 * It picks the insurer service (the configured one, or the embedded simulator in
 * demo mode), builds the remote client for it, and reports whether the service
 * answers. The token stays inside; nothing it returns carries it.
 */
import type { CoreStatus, ServiceMode } from '../../shared/core-status';
import { createRemoteClient } from '../remote/client';
import { startSimulator } from '../sim/server';
import type { Settings } from './settings';

export interface Core {
  readonly mode: ServiceMode;
  /** Asks the service for its tariff list (one cheap call) and reports the outcome; never rejects. */
  status(): Promise<CoreStatus>;
  /** Closes the client and, in demo mode, the simulator. Safe to call more than once. */
  stop(): Promise<void>;
}

export interface CoreOptions {
  readonly now?: () => Date;
}

interface Service {
  readonly mode: ServiceMode;
  readonly url: string;
  readonly token: string;
  close(): Promise<void>;
}

async function openService(settings: Settings): Promise<Service> {
  if (settings.service !== null) {
    return { mode: 'service', ...settings.service, close: () => Promise.resolve() };
  }
  const sim = await startSimulator({ port: 0 });
  return { mode: 'demo', url: sim.url, token: sim.token, close: () => sim.close() };
}

export async function startCore(settings: Settings, options: CoreOptions = {}): Promise<Core> {
  const now = options.now ?? (() => new Date());
  const service = await openService(settings);
  const client = createRemoteClient({ baseUrl: service.url, token: service.token });
  let stopping: Promise<void> | undefined;

  async function status(): Promise<CoreStatus> {
    const result = await client.listTariffs();
    const base = { mode: service.mode, serviceUrl: service.url, checkedAt: now().toISOString() };
    if (result.ok) return { ...base, reachable: true, tariffCount: result.value.length };
    // The service answers 404 when the provider has no tariffs: it is reachable, with none.
    if (result.error.kind === 'not-found') return { ...base, reachable: true, tariffCount: 0 };
    return { ...base, reachable: false, reason: result.error.message };
  }

  function stop(): Promise<void> {
    stopping ??= client.close().finally(() => service.close());
    return stopping;
  }

  return { mode: service.mode, status, stop };
}
