/**
 * Starts the simulated insurer service for a test, on a free loopback port.
 * With CLAIMDESK_VIA_PRISM=1 (the contract pass, `npm run test:contract`) a Prism
 * validating proxy is put in front of it, so every request and response is checked
 * against the generated OpenAPI document by a third party: a violation is answered
 * by Prism instead of the simulator, and `close()` fails if Prism refused or
 * flagged anything at all, so no violation can pass unseen.
 */
import { startSimulator, type RunningSim, type SimOptions } from '../../main/sim/server';
import { startPrism } from '../contract/prism-proxy';

const viaPrism = process.env.CLAIMDESK_VIA_PRISM === '1';

/**
 * False in the Prism pass: Prism's proxy refuses to forward a GET with a body
 * (stoplightio/prism#2259; it answers 501 PROXY_UNSUPPORTED_REQUEST_BODY), so a
 * test of endpoint 11 (GET /v1/tariffs/update) must be skipped there.
 */
export const forwardsGetBodies = !viaPrism;

export interface TestService {
  /** Where the client under test should send requests: the simulator, or Prism in front of it. */
  readonly baseUrl: string;
  readonly token: string;
  readonly sim: RunningSim;
  close(): Promise<void>;
}

export async function startService(options: SimOptions = {}): Promise<TestService> {
  const sim = await startSimulator({ port: 0, ...options });
  if (!viaPrism) return { baseUrl: sim.url, token: sim.token, sim, close: () => sim.close() };

  const prism = await startPrism(sim.url).catch(async (error: unknown) => {
    await sim.close();
    throw error;
  });
  return {
    baseUrl: prism.url,
    token: sim.token,
    sim,
    close: async () => {
      await prism.close();
      await sim.close();
      if (prism.reports.length > 0) {
        throw new Error(`Prism refused or flagged against shared/openapi/openapi.json:\n${prism.reports.join('\n')}`);
      }
    },
  };
}
