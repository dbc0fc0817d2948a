/**
 * The audit trail's shapes: who did what at the desk, and how it ended.
 * An entry never holds a token or an OTP code, and card numbers only masked.
 */
import { z } from 'zod';

const AUDIT_ACTIONS = [
  'member.lookup',
  'visit.start',
  'otp.verify',
  'benefit.block',
  'authorization.check',
  'claim.save',
  'claim.edit',
  'claim.queue',
  'claim.send-anyway',
  'claim.requeue',
  'claim.send',
  'claim.resolve',
  'claim.resubmit',
  'claim.hold',
  'claim.different-visit',
  'claim.delete',
  'claim.unqueue',
  'claim.send-without-document',
  'document.attach',
  'document.remove',
  'document.upload',
  'document.resolve',
  'tariffs.refresh',
  'settings.change',
  'diagnoses.import',
  'notice.acknowledge',
  'retention.purge',
  'handover.export',
  'handover.import',
  'recovery.issue',
  'desk.restore',
  'person.sign-in',
  'person.add',
  'person.rename',
  'person.retire',
  'person.pin',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/**
 * `rejected`: the insurer said no (e.g. a 422); `refused`: ClaimDesk itself refused
 * (invalid input, a file too large); `failed`: an error with no answer either way.
 */
const AUDIT_OUTCOMES = ['ok', 'rejected', 'refused', 'not-found', 'offline', 'failed', 'needs-attention'] as const;
export const AuditOutcome = z.enum(AUDIT_OUTCOMES);
export type AuditOutcome = z.infer<typeof AuditOutcome>;

/** Longer subjects and details are cut to this many characters when stored. */
export const AUDIT_TEXT_MAX = 500;

/** What a caller records. `subject` names what was acted on ("card ••••0017", "claim 4f…"). */
export const AuditEntry = z.object({
  action: AuditAction,
  outcome: AuditOutcome,
  subject: z.string(),
  detail: z.string().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** A stored entry, as listed for the audit view. */
export const AuditRecord = AuditEntry.extend({
  id: z.number().int().positive(),
  at: z.iso.datetime(),
  desk: z.string(),
  staff: z.string(),
  /** The person signed in (main/desk/people) when it was done; `staff` is her name then. Null: no one was. */
  personId: z.number().int().positive().nullable(),
  detail: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecord>;
