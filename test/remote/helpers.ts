/** Shared pieces of the remote-client tests: a client on a started service, the simulator's hooks, and claim bodies. */
import { SAMPLE_CLAIM_TOTAL, sampleClaim } from '../support/sample-claim';
import {
  createRemoteClient,
  type RemoteClient,
  type RemoteClientOptions,
  type RemoteLogEntry,
} from '../../main/remote/client';
import type { SimOptions } from '../../main/sim/server';
import type { ClaimSubmission } from '../../shared/wire/claims';
import { startService, type TestService } from '../support/service';

export interface SimMemberView {
  card_no: string;
  name: string;
  phone: string;
  benefits: { code: string; remaining_limit: string }[];
}
export interface SimSmsView {
  phone: string;
  card_no: string;
  text: string;
  code: string;
}
export interface SimClaimView {
  claim_no: string;
  batch_no: string;
  authorization_no: string;
  amount_claimed: number;
  documents: number;
}

export interface Harness {
  readonly service: TestService;
  readonly client: RemoteClient;
  readonly logs: RemoteLogEntry[];
  close(): Promise<void>;
}

export async function startHarness(sim: SimOptions = {}, client: Partial<RemoteClientOptions> = {}): Promise<Harness> {
  const service = await startService(sim);
  const logs: RemoteLogEntry[] = [];
  const remote = createRemoteClient({
    baseUrl: service.baseUrl,
    token: service.token,
    timeoutMs: 5_000,
    log: (entry) => logs.push(entry),
    ...client,
  });
  return {
    service,
    client: remote,
    logs,
    close: async () => {
      await remote.close();
      await service.close();
    },
  };
}

/** Calls a /__sim/ hook on the control listener, which faults never touch. */
export async function hook<T>(service: TestService, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${service.sim.controlUrl}/__sim/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${service.sim.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`hook ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const simMembers = async (service: TestService) =>
  (await hook<{ members: SimMemberView[] }>(service, 'members')).members;
export const simSms = async (service: TestService) => (await hook<{ sms: SimSmsView[] }>(service, 'sms')).sms;
export const simClaims = async (service: TestService) =>
  (await hook<{ claims: SimClaimView[] }>(service, 'claims')).claims;

/** The seeded member at a position (0: ample limits, 1: small limits). */
export async function memberAt(service: TestService, index: number): Promise<SimMemberView> {
  const member = (await simMembers(service))[index];
  if (!member) throw new Error(`no seeded member at ${index}`);
  return member;
}

/** The latest OTP texted for a card. */
export async function latestOtp(service: TestService, cardNo: string): Promise<string> {
  const sms = (await simSms(service)).filter((message) => message.card_no === cardNo).at(-1);
  if (!sms) throw new Error('no SMS was sent for this card');
  return sms.code;
}

/** Starts a visit and verifies its OTP: the authorization number, for claim and block tests. */
export async function authorize(harness: Harness, member: SimMemberView, benefit = 'OPD-01'): Promise<string> {
  const { client, service } = harness;
  const started = await client.startVisit({
    card_no: member.card_no,
    policy_benefit_code: benefit,
    phone: member.phone,
  });
  if (!started.ok) throw new Error(`startVisit failed: ${started.error.kind}`);
  const otp = await latestOtp(service, member.card_no);
  const verified = await client.verifyOtp({ card_no: member.card_no, policy_benefit_code: benefit, otp_code: otp });
  if (!verified.ok) throw new Error(`verifyOtp failed: ${verified.error.kind}`);
  return verified.value.authorization_no;
}

export function claimBody(authorizationNo: string, batchNo = 'BATCH-2026-11-A'): ClaimSubmission {
  return sampleClaim(authorizationNo, { batch_no: batchNo });
}

export const CLAIM_TOTAL = SAMPLE_CLAIM_TOTAL;

/** A tiny valid PDF as a data URI. */
export const PDF_ATTACHMENT = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
