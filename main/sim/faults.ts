/**
 * Injected faults. Per request in scope (never /__sim/*, and only under
 * `pathPrefix` when set) the plan is drawn once, in this order: a server error
 * (503, request NOT applied), else a lost acknowledgement (request applied, socket
 * destroyed without an answer), else a malformed answer (applied, 200 with a
 * truncated body). Latency delays every request in scope. `refuse` is not drawn:
 * while set, every request in scope is refused with that status and message in
 * the envelope, NOT applied (a service rule ClaimDesk cannot know, e.g. a 400 for
 * a field the document does not call required). `down` is not drawn either: it
 * switches the service listener off and on.
 */
import { z } from 'zod';
import type { Prng } from './prng';

export interface SimFaults {
  latencyMs: number;
  serverErrorRate: number;
  dropAfterCommitRate: number;
  malformedRate: number;
  down: boolean;
  pathPrefix: string | null;
  refuse: { status: number; message: string } | null;
}

export const NO_FAULTS: Readonly<SimFaults> = {
  latencyMs: 0,
  serverErrorRate: 0,
  dropAfterCommitRate: 0,
  malformedRate: 0,
  down: false,
  pathPrefix: null,
  refuse: null,
};

const rate = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');

export const SimFaultsPatch = z.strictObject({
  latencyMs: z.number().int('must be whole milliseconds').min(0).max(120_000).optional(),
  serverErrorRate: rate.optional(),
  dropAfterCommitRate: rate.optional(),
  malformedRate: rate.optional(),
  down: z.boolean().optional(),
  pathPrefix: z.string().startsWith('/', 'must start with /').nullable().optional(),
  refuse: z
    .strictObject({
      status: z.number().int().min(400, 'must be a 4xx status').max(499, 'must be a 4xx status'),
      message: z.string().min(1),
    })
    .nullable()
    .optional(),
});

export interface FaultPlan {
  readonly latencyMs: number;
  readonly refuse: SimFaults['refuse'];
  readonly serverError: boolean;
  readonly dropAfterCommit: boolean;
  readonly malformed: boolean;
}

export const HOOK_PREFIX = '/__sim/';

export function planFaults(faults: SimFaults, path: string, prng: Prng): FaultPlan | null {
  if (path.startsWith(HOOK_PREFIX)) return null;
  if (faults.pathPrefix !== null && !path.startsWith(faults.pathPrefix)) return null;
  const serverError = prng.chance(faults.serverErrorRate);
  const dropAfterCommit = !serverError && prng.chance(faults.dropAfterCommitRate);
  const malformed = !serverError && !dropAfterCommit && prng.chance(faults.malformedRate);
  return { latencyMs: faults.latencyMs, refuse: faults.refuse, serverError, dropAfterCommit, malformed };
}
