/**
 * Two desks of one clinic on the simulator, as the hand-over tests use them: desk A, an outreach laptop that
 * captured claims while the service was out of reach and hands them over in a file; the file read on a desk
 * through its operation host, as the page sends it.
 */
import { expect } from 'vitest';
import { createOperationHost } from '../../main/operations';
import type { Core } from '../../main/core/core';
import { saveDraft } from '../../main/claims';
import type { RemoteLogEntry } from '../../main/remote/client';
import type { RunningSim } from '../../main/sim/server';
import { ClaimInput } from '../../shared/domain/claims';
import type { HandoverExported, HandoverImported } from '../../shared/domain/handover';
import type { SyncStatus } from '../../shared/domain/sync';
import { serviceOf, type CoreTestbed } from '../core/core-harness';
import { completeClaim } from '../support/claims-fixtures';
import { opCaller } from '../support/op-value';
import { attachPdf, authorizeMembers, queueSpec, type AuthorizedMember, type ServiceRef } from '../support/sync-world';
import { waitFor } from '../support/wait-for';

export const PASSPHRASE = 'mobile outreach, week 47';
/** Nothing on a timer: each run in these tests is asked for. */
export const QUIET = { sync: { intervalMs: 3_600_000 } };

export interface OutreachDesk {
  readonly core: Core;
  /** Every request desk A made to the service. */
  readonly requests: RemoteLogEntry[];
  /** The queued claims: 3 × 1250.75 on the 18th with the scan `referral.pdf`, for one member; 7 × 0.0050 on the 19th. */
  readonly queued: readonly [string, string];
  /** A complete draft for a third member (its own authorization: one visit, one claim). */
  readonly draft: string;
  readonly made: HandoverExported;
  /** The statuses the sync engine told its listeners (the status bar) while the export was made. */
  readonly heardOnExport: readonly SyncStatus[];
  /** With `sentFirst`: the claim A sent before the service went out of reach (a fourth member, on the 18th). */
  readonly sentFirst?: string;
}

/**
 * Desk A: with the service down, it queues two claims and keeps a draft, then hands them all over. With
 * `sentFirst`, it first sends a claim of a fourth member for the 18th while the service is reachable, so that the
 * batch already lists a claim of that date, which A knows of when it makes the file.
 */
export async function handOverOffline(
  bed: CoreTestbed,
  sim: RunningSim,
  options: { readonly sentFirst?: boolean } = {},
): Promise<OutreachDesk> {
  const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
  const [first, second, third, fourth] = (await authorizeMembers(ref, options.sentFirst ? 4 : 3)) as [
    AuthorizedMember,
    AuthorizedMember,
    AuthorizedMember,
    AuthorizedMember | undefined,
  ];
  const requests: RemoteLogEntry[] = [];
  const start = () => bed.start(serviceOf(sim), { ...QUIET, client: { log: (entry) => requests.push(entry) } });
  let sentFirst: string | undefined;
  if (fourth) {
    const online = await start();
    sentFirst = queueSpec(online.store().db, online.claims(), {
      member: fourth,
      attendanceDate: '2026-11-18',
      price: '80',
      quantity: 1,
    });
    await syncUntilSettled(online, 'desk A to send its first claim');
    // Closed and started again once the service is down, so no connection of the online run is left to reuse.
    await online.stop();
  }
  sim.setFaults({ down: true });
  const core = await start();
  const ctx = core.claims();
  const db = core.store().db;
  const queued = [
    queueSpec(db, ctx, { member: first, attendanceDate: '2026-11-18', price: '1250.75', quantity: 3 }),
    queueSpec(db, ctx, { member: second, attendanceDate: '2026-11-19', price: '0.0050', quantity: 7 }),
  ] as const;
  attachPdf(db, ctx, queued[0], 'referral.pdf');
  // A draft with the insurer's pre-authorization recorded: the file carries it (migration 22).
  const draft = saveDraft(
    { ...ctx, db },
    ClaimInput.parse({ ...completeClaim(third.authorizationNo), preAuthorizationNo: 'PRE-778' }),
  );
  if (!draft.ok) throw new Error(draft.error.message);
  expect(await core.sync.syncNow()).toMatchObject({ connectivity: 'offline', pendingCount: 2, unconfirmedCount: 0 });

  const heardOnExport: SyncStatus[] = [];
  const stopHearing = core.sync.onStatus((status) => heardOnExport.push(status));
  const made = await opCaller(createOperationHost(core))('handover.export', { passphrase: PASSPHRASE });
  stopHearing();
  expect(made.claims.map((claim) => claim.id)).toEqual([...queued, draft.value.id]);
  expect(core.sync.status()).toMatchObject({ pendingCount: 0, pendingDocumentCount: 0 });
  sim.setFaults({ down: false });
  return { core, requests, queued, draft: draft.value.id, made, heardOnExport, ...(sentFirst ? { sentFirst } : {}) };
}

/** The requests among `requests` that put something on the service: claims sent and documents uploaded. */
export const sends = (requests: readonly RemoteLogEntry[]): string[] =>
  requests
    .filter((entry) => entry.endpoint === 'submitClaim' || entry.endpoint === 'uploadDocument')
    .map((e) => e.endpoint);

/** Runs `core`'s sync until nothing waits to be sent or checked. */
export async function syncUntilSettled(core: Core, what: string): Promise<void> {
  await core.sync.syncNow();
  await waitFor(
    () => {
      const status = core.sync.status();
      return status.pendingCount === 0 && status.pendingDocumentCount === 0 && status.unconfirmedCount === 0;
    },
    10_000,
    what,
  );
}

/** Reads the file on `core`, sent in two parts as the page sends it (cut at a base64 quantum). */
export async function importOn(core: Core, made: HandoverExported): Promise<HandoverImported> {
  const call = opCaller(createOperationHost(core));
  const cut = Math.floor(made.contentBase64.length / 8) * 4;
  const firstPart = await call('handover.upload', { contentBase64: made.contentBase64.slice(0, cut) });
  const uploaded = await call('handover.upload', {
    uploadId: firstPart.uploadId,
    contentBase64: made.contentBase64.slice(cut),
  });
  expect(uploaded.bytes).toBe(Buffer.from(made.contentBase64, 'base64').length);
  return call('handover.import', { fileName: made.fileName, uploadId: uploaded.uploadId, passphrase: PASSPHRASE });
}
