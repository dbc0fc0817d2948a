/** The simulated insurer in its own process, with the test hooks the walkthrough reads and flips. */
import { startChild } from './child-process';

export const SIM_TOKEN = 'claimdesk-demo-token';

export interface SimSms {
  readonly phone: string;
  readonly card_no: string;
  readonly code: string;
  readonly sent_at: string;
}

export interface SimClaim {
  readonly claim_no: string;
  readonly authorization_no: string;
  readonly member_name: string;
  readonly amount_claimed: number;
  readonly documents: readonly unknown[];
}

export interface SimMember {
  readonly card_no: string;
  readonly name: string;
  readonly phone: string;
  /** As the service sends it (main/sim/hooks.ts). */
  readonly gender: string;
}

export interface SimProcess {
  readonly url: string;
  readonly controlUrl: string;
  readonly members: () => Promise<SimMember[]>;
  readonly sms: () => Promise<SimSms[]>;
  readonly claims: () => Promise<SimClaim[]>;
  readonly setDown: (down: boolean) => Promise<void>;
  /** Any of the simulator's faults (main/sim/faults.ts), e.g. a refusal of every claim. */
  readonly setFaults: (patch: Record<string, unknown>) => Promise<void>;
  readonly stop: () => Promise<void>;
}

/** `args`: more flags of `npm run sim`, e.g. a personality (`--line-amount total`). */
export async function startSimProcess(args: readonly string[] = []): Promise<SimProcess> {
  const child = await startChild({
    name: 'the simulator',
    entry: 'main/sim/cli.ts',
    args: ['--port', '0', '--token', SIM_TOKEN, ...args],
    ready: /listening on (\S+)[\s\S]*Control hooks \(\/__sim\/\*\) on (\S+)/,
  });
  const [, url = '', controlUrl = ''] = child.match;
  const hook = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${controlUrl}/__sim/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SIM_TOKEN}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`/__sim/${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    url,
    controlUrl,
    members: async () => (await hook<{ members: SimMember[] }>('members')).members,
    sms: async () => (await hook<{ sms: SimSms[] }>('sms')).sms,
    claims: async () => (await hook<{ claims: SimClaim[] }>('claims')).claims,
    setDown: async (down) => {
      await hook('faults', { down });
    },
    setFaults: async (patch) => {
      await hook('faults', patch);
    },
    stop: child.stop,
  };
}
