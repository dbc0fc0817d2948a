/**
 * Starts the simulated insurer service for a test, on a free loopback port.
 * With CLAIMDESK_VIA_PRISM=1 (the contract pass) a Prism validating proxy is
 * put in front of it, so every request and response is checked against the
 * generated OpenAPI document by a third party.
 */
import { startSimulator, type RunningSim, type SimOptions } from '../../main/sim/server';

export interface TestService {
  /** Where the client under test should send requests: the simulator, or Prism in front of it. */
  readonly baseUrl: string;
  readonly token: string;
  readonly sim: RunningSim;
  close(): Promise<void>;
}

export async function startService(options: SimOptions = {}): Promise<TestService> {
  const sim = await startSimulator({ port: 0, ...options });
  return { baseUrl: sim.url, token: sim.token, sim, close: () => sim.close() };
}
