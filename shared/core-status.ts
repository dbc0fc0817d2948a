/** What the core reports about its insurer service: the status the bridge hands to the page. */
import { z } from 'zod';

/** `demo`: the embedded simulated insurer service; `service`: the one configured by the administrator. */
export const ServiceMode = z.enum(['demo', 'service']);
export type ServiceMode = z.infer<typeof ServiceMode>;

const StatusBase = z.object({
  mode: ServiceMode,
  serviceUrl: z.url(),
  /** When the check ran, ISO 8601 in UTC. */
  checkedAt: z.iso.datetime(),
});

/** The outcome of one cheap call to the service. Never carries the access token. */
export const CoreStatus = z.discriminatedUnion('reachable', [
  StatusBase.extend({ reachable: z.literal(true), tariffCount: z.number().int().nonnegative() }),
  StatusBase.extend({ reachable: z.literal(false), reason: z.string().min(1) }),
]);
export type CoreStatus = z.infer<typeof CoreStatus>;
