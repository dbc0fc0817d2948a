/**
 * The insurer service the core talks to: the one the administrator configured, or
 * in demo mode the embedded simulator (written in the desk's service time zone,
 * so its timestamps read back right). The token never leaves this pair.
 */
import { randomBytes } from 'node:crypto';
import type { CoreStatus, ServiceMode } from '../../shared/core-status';
import type { RemoteClient } from '../remote/client';
import { startSimulator } from '../sim/server';
import type { SimMemory } from '../sim/memory';
import { simulatorHooks, type DemoSource } from '../desk/demo-hints';
import type { Settings } from '../desk/settings/service-settings';

/**
 * Which service a claim belongs to (`claims.service`): `demo` for the embedded simulator (its address changes at
 * every start), the address for a configured service (as desk/settings/service-settings.ts wrote it: no trailing slash).
 */
export const DEMO_SERVICE = 'demo';
export const serviceKey = (settings: Settings): string => settings.service?.url ?? DEMO_SERVICE;

export interface Service {
  readonly mode: ServiceMode;
  /** The identity its claims record (see serviceKey). */
  readonly key: string;
  readonly url: string;
  readonly token: string;
  /** The embedded simulator's hooks, for demo mode's help to newcomers; undefined for a configured service. */
  readonly demo: DemoSource | undefined;
  /** Stops the embedded simulator; nothing for a configured service. */
  close(): Promise<void>;
}

export async function openService(
  settings: Settings,
  serviceTimeZone: string,
  /** Where the embedded demo insurer keeps what it was told across restarts (the desk's store). */
  demoMemory: SimMemory | undefined,
  // A token of this run's own, not the simulator's published default: it also opens the /__sim/ hooks
  // (every OTP sent), which no other program on this computer should read.
  demoToken = randomBytes(24).toString('base64url'),
): Promise<Service> {
  if (settings.service !== null) {
    return {
      mode: 'service',
      key: serviceKey(settings),
      ...settings.service,
      demo: undefined,
      close: () => Promise.resolve(),
    };
  }
  const sim = await startSimulator({ port: 0, timeZone: serviceTimeZone, token: demoToken }, demoMemory);
  return {
    mode: 'demo',
    key: serviceKey(settings),
    url: sim.url,
    token: sim.token,
    demo: simulatorHooks(sim.controlUrl, sim.token),
    close: () => sim.close(),
  };
}

/** Asks the service for its tariff list (one cheap call) and reports the outcome; never rejects. */
export async function serviceStatus(
  service: Service,
  client: Pick<RemoteClient, 'listTariffs'>,
  now: () => Date,
): Promise<CoreStatus> {
  const result = await client.listTariffs();
  const base = { mode: service.mode, serviceUrl: service.url, checkedAt: now().toISOString() };
  if (result.ok) return { ...base, reachable: true, tariffCount: result.value.length };
  // The service answers 404 when the provider has no tariffs: it is reachable, with none.
  if (result.error.kind === 'not-found') return { ...base, reachable: true, tariffCount: 0 };
  return { ...base, reachable: false, reason: result.error.message };
}
