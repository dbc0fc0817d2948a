/**
 * The sync tests' world: a real SQLite file in a temp dir, a simulator on a free
 * port, authorizations for a few seeded members, and claims written through the
 * claims module (saveDraft + queueClaim) under the desk's rule of one claim per
 * authorization: a test with several claims of a member gives each its own visit
 * (ownAuthorizations). Each test claim carries its local id in
 * its complaint text ("ref <id>"), so the service's copy can be traced back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { attachDocument } from '../../main/claims/documents';
import { queueClaim } from '../../main/claims/queue';
import { saveDraft } from '../../main/claims/save';
import type { ClaimContext } from '../../main/claims/context';
import { createRemoteClient, type RemoteClient, type RemoteClientOptions } from '../../main/remote/client';
import type { SimOptions } from '../../main/sim/server';
import type { Db } from '../../main/store/database';
import { openTestDatabase } from './migrated-store';
import { TEST_SERVICE, SEND_ANYWAY } from './claims-fixtures';
import { SAMPLE_DOCTOR } from './sample-claim';
import { startService, type TestService } from './service';

// Where the sync tests have always found it; it lives on its own so that light tests need not load the world.
export { waitFor } from './wait-for';

/** One authorized visit of a member: a claim on it is the visit's one claim. */
export interface AuthorizedMember {
  readonly authorizationNo: string;
  readonly name: string;
  /** The member's card, to authorize another visit of theirs (ownAuthorizations). */
  readonly cardNo?: string;
}

export interface ServiceClaim {
  readonly claim_no: string;
  readonly batch_no: string;
  readonly authorization_no: string;
  readonly attendance_date: string;
  readonly member_name: string;
  /** What the service recorded (after any adjustment of its personality). */
  readonly amount_claimed: number;
  /** The plain sum by the service's reading of breakup amounts. */
  readonly amount_sum: number;
  readonly documents: number;
  readonly body: { complain?: string };
}

/** What the helpers below need of a running service: the simulator in this process, or one in a child. */
export interface ServiceRef {
  readonly baseUrl: string;
  readonly token: string;
  /** The simulator's control listener and its primary token, which its /__sim/ hooks ask for. */
  readonly sim: { readonly controlUrl: string; readonly token: string };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

/** The desk's context, with its default of one claim per authorization (each claim is its own visit's). */
export const deskContext = (now: () => Date = () => new Date()): ClaimContext => ({
  desk: 'Front desk',
  staff: 'Test Staff',
  now,
  timeZone: 'UTC',
  service: TEST_SERVICE,
});

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'claimdesk-'));
}

export async function hook<T>(service: ServiceRef, name: string, body?: unknown): Promise<T> {
  const response = await fetch(`${service.sim.controlUrl}/__sim/${name}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${service.sim.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`hook ${name} answered ${response.status}`);
  return (await response.json()) as T;
}

export const serviceClaims = async (service: ServiceRef): Promise<ServiceClaim[]> =>
  (await hook<{ claims: ServiceClaim[] }>(service, 'claims')).claims;

/** The local claim id a service claim was made from. */
export const refOf = (claim: ServiceClaim): string | undefined =>
  /ref ([0-9a-f-]{36})/.exec(claim.body.complain ?? '')?.[1];

interface SimMemberCard {
  readonly card_no: string;
  readonly name: string;
  readonly phone: string;
  readonly benefits: readonly { readonly code: string }[];
}

const membersOf = async (service: ServiceRef): Promise<SimMemberCard[]> =>
  (await hook<{ members: SimMemberCard[] }>(service, 'members')).members;

/** A new approved authorization (a visit, OTP read from the simulator's SMS) for `member`, or undefined. */
async function authorizeVisit(client: RemoteClient, service: ServiceRef, member: SimMemberCard) {
  const visit = { card_no: member.card_no, policy_benefit_code: 'OPD-01' };
  const started = await client.startVisit({ ...visit, phone: member.phone });
  if (!started.ok) return undefined;
  const { sms } = await hook<{ sms: { card_no: string; code: string }[] }>(service, 'sms');
  const otp = sms.filter((message) => message.card_no === member.card_no).at(-1)?.code ?? '';
  const verified = await client.verifyOtp({ ...visit, otp_code: otp });
  return verified.ok ? verified.value.authorization_no : undefined;
}

async function withClient<T>(service: ServiceRef, work: (client: RemoteClient) => Promise<T>): Promise<T> {
  const client = createRemoteClient({ baseUrl: service.baseUrl, token: service.token, timeoutMs: 5_000 });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** Approved authorizations for the first `count` seeded members that have the Outpatient benefit. */
export async function authorizeMembers(service: ServiceRef, count: number): Promise<AuthorizedMember[]> {
  const members = await membersOf(service);
  return withClient(service, async (client) => {
    const authorized: AuthorizedMember[] = [];
    for (const member of members) {
      if (authorized.length === count) break;
      if (!member.benefits.some((benefit) => benefit.code === 'OPD-01')) continue;
      const authorizationNo = await authorizeVisit(client, service, member);
      if (authorizationNo) authorized.push({ authorizationNo, name: member.name, cardNo: member.card_no });
    }
    if (authorized.length < count) throw new Error(`only ${authorized.length} members could be authorized`);
    return authorized;
  });
}

/**
 * Each spec on a visit of its own: a new authorization of its member, as reception gets one per visit (the desk
 * takes one claim per authorization). Twins stay twins: the service lists no authorization number.
 */
export async function ownAuthorizations(service: ServiceRef, specs: readonly ClaimSpec[]): Promise<ClaimSpec[]> {
  const cards = new Map((await membersOf(service)).map((member) => [member.card_no, member]));
  const byMember = new Map<string, [number, ClaimSpec][]>();
  specs.forEach((spec, index) => {
    const cardNo = spec.member.cardNo ?? '';
    const visits = byMember.get(cardNo) ?? [];
    visits.push([index, spec]);
    byMember.set(cardNo, visits);
  });
  const own: ClaimSpec[] = [];
  await withClient(service, (client) =>
    // A member has one visit awaiting its OTP at a time: each member's visits one after another, members at once.
    Promise.all(
      [...byMember].map(async ([cardNo, entries]) => {
        const card = cards.get(cardNo);
        for (const [index, spec] of entries) {
          const authorizationNo = card && (await authorizeVisit(client, service, card));
          if (!authorizationNo) throw new Error(`another visit of ${spec.member.name} could not be authorized`);
          own[index] = { ...spec, member: { ...spec.member, authorizationNo } };
        }
      }),
    ),
  );
  return own;
}

export interface ClaimSpec {
  readonly member: AuthorizedMember;
  readonly attendanceDate: string;
  /** Unit price of the one line, as decimal text. */
  readonly price: string;
  readonly quantity?: number;
  readonly batchNo?: string;
  /** Leave the member name empty locally (unknown), as a hand-entered authorization might. */
  readonly anonymous?: boolean;
}

/** Saves and queues one claim through the claims module; its complaint carries its id. */
export function queueSpec(db: Db, ctx: ClaimContext, spec: ClaimSpec): string {
  const id = crypto.randomUUID();
  const saved = saveDraft(
    { ...ctx, db },
    {
      id,
      authorizationNo: spec.member.authorizationNo,
      memberName: spec.anonymous ? '' : spec.member.name,
      attendanceDate: spec.attendanceDate,
      batchNo: spec.batchNo ?? 'B-2026-11',
      preAuthorizationNo: '',
      doctor: { ...SAMPLE_DOCTOR },
      complain: `Fever and headache, ref ${id}`,
      diagnoses: [{ code: 'B54', type: 'Principal' }],
      lines: [
        {
          tariffId: 'TRF-001-000001',
          name: 'Consultation',
          type: 'investigation',
          quantity: spec.quantity ?? 1,
          price: spec.price,
        },
      ],
    },
  );
  if (!saved.ok) throw new Error(`saveDraft failed: ${JSON.stringify(saved.error)}`);
  const queued = queueClaim({ ...ctx, db }, id, SEND_ANYWAY);
  if (!queued.ok) throw new Error(`queueClaim failed: ${JSON.stringify(queued.error)}`);
  return id;
}

export function attachPdf(db: Db, ctx: ClaimContext, claimId: string, fileName = 'scan.pdf'): number {
  const attached = attachDocument({ ...ctx, db }, claimId, {
    fileName,
    mediaType: 'application/pdf',
    content: PDF,
  });
  if (!attached.ok) throw new Error(`attachDocument failed: ${JSON.stringify(attached.error)}`);
  return attached.value.id;
}

/**
 * Varied realistic specs: dates over a fortnight (every day of it), prices in steps, members rotating,
 * quantities 1–3; `repeatKeyEvery` > 0 makes every n-th claim repeat the one before it (same member,
 * date, price and quantity: a twin the service cannot tell apart).
 */
export function variedSpecs(members: readonly AuthorizedMember[], count: number, repeatKeyEvery = 0): ClaimSpec[] {
  const specs: ClaimSpec[] = [];
  for (let i = 0; i < count; i++) {
    const base = repeatKeyEvery > 0 && i % repeatKeyEvery === repeatKeyEvery - 1 ? i - 1 : i;
    const member = members[base % members.length] as AuthorizedMember;
    const day = 1 + ((base * 5) % 14);
    specs.push({
      member,
      attendanceDate: `2026-11-${String(day).padStart(2, '0')}`,
      price: `${500 + ((base * 37) % 40) * 50}.${String((base * 13) % 100).padStart(2, '0')}`,
      quantity: 1 + (base % 3),
    });
  }
  return specs;
}

/**
 * The simulator's personalities (main/sim/README.md): how it reads what the service document leaves open.
 * The invariant suites run under each.
 */
export const PERSONALITIES: readonly { readonly name: string; readonly sim: SimOptions }[] = [
  { name: 'default', sim: {} },
  {
    name: 'line totals, adjusted amounts, surname first',
    sim: { lineAmount: 'total', claimedAmount: 'adjusted', memberNames: 'surname-first' },
  },
  { name: 'unit prices, adjusted amounts, upper-case names', sim: { claimedAmount: 'adjusted', memberNames: 'upper' } },
];

export interface SyncWorld {
  readonly dir: string;
  readonly file: string;
  readonly db: Db;
  readonly service: TestService;
  readonly members: readonly AuthorizedMember[];
  readonly ctx: ClaimContext;
  client(options?: Partial<RemoteClientOptions>): RemoteClient;
  close(): Promise<void>;
}

export async function startSyncWorld(sim: SimOptions = {}, memberCount = 4): Promise<SyncWorld> {
  const dir = tempDir();
  const file = path.join(dir, 'claimdesk.sqlite');
  const db = openTestDatabase(file);
  const service = await startService(sim);
  const members = await authorizeMembers(service, memberCount);
  const clients: RemoteClient[] = [];
  return {
    dir,
    file,
    db,
    service,
    members,
    ctx: deskContext(),
    client(options = {}) {
      const client = createRemoteClient({
        baseUrl: service.baseUrl,
        token: service.token,
        timeoutMs: 5_000,
        ...options,
      });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((client) => client.close()));
      db.close();
      await service.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
