/**
 * The policy file IT sets once (docs/it-guide.md, "Policy file"): values that win over the stored settings and
 * that staff cannot change. Every value is checked by its setting's own schema (DeskSettings, one source of
 * truth); a key that is not known here is refused, so a typo is never silently ignored. Settings made of parts
 * (updates, lock, retention, backup, log, service) may be set part by part. The service address is not a setting over the stored one: it is a gate
 * (main/desk/policy/service-gate.ts) the desk's connection must pass, so Settings never shows the policy's address
 * while the desk talks to another. `contact` locks nothing: it is IT's words shown beside what the policy locks.
 * Nor does `desk.scope`, whether the desk is the OS account's or the whole PC's (main/electron/desk-place.ts),
 * which Settings neither shows nor locks. The Group Policy template (build/policy/ClaimDesk.admx) is made from Policy:
 * run `npm run policy:template` after changing it (test/packaging/policy-template.test.ts fails until then).
 */
import { z } from 'zod';
import { DeferDays, DeskSettings, feedUrlProblem, UpdateChannel } from './settings';

const S = DeskSettings.shape;

const FeedUrl = z
  .string()
  .max(2000)
  .superRefine((text, context) => {
    const found = feedUrlProblem(text);
    if (found !== undefined) context.addIssue({ code: 'custom', message: found });
  });

/** One desk per OS account (`user`, the default) or one for the whole PC (`machine`): docs/it-guide.md. */
export const DeskScope = z.enum(['user', 'machine']);
export type DeskScope = z.infer<typeof DeskScope>;

export const Policy = z
  .strictObject({
    // The update parts without their stored-value defaults: a policy locks only what it names.
    updates: z
      .strictObject({ feedUrl: FeedUrl, enabled: z.boolean(), channel: UpdateChannel, deferDays: DeferDays })
      .partial(),
    language: S.language,
    lock: z.strictObject({ idleMinutes: S.lock.shape.idleMinutes }).partial(),
    deskName: S.deskName,
    batchRule: S.batchRule,
    retention: z.strictObject(S.retention.shape).partial(),
    // The address the desk may connect to (checked as a typed one, main/desk/policy/desk-policy.ts), and whether
    // its token must be typed on this PC (enrolment) rather than come from the environment or a flag.
    service: z.strictObject({ url: z.string().max(2000), enrolment: z.enum(['required', 'optional']) }).partial(),
    contact: z.string().trim().min(1).max(200),
    // Not a setting: where the desk lives, read by the desktop app before it opens anything (main/electron/desk-place.ts).
    desk: z.strictObject({ scope: DeskScope }).partial(),
    backup: z.strictObject(S.backup.shape).partial(),
    log: z.strictObject(S.log.shape).partial(),
  })
  .partial();
export type Policy = z.infer<typeof Policy>;

/** Keys that are not settings (IT's words, where the desk lives): nothing is locked by them. */
const NOT_LOCKING = new Set(['contact', 'desk']);

/** A key set part by part (`lock`, `updates`), as opposed to a whole value (`batchRule`, an object set whole). */
const inParts = (key: string, value: unknown): value is Record<string, unknown> =>
  key !== 'batchRule' && typeof value === 'object' && value !== null;

/** The setting paths a policy locks (`lock.idleMinutes`, `updates.feedUrl`), in the file's order. */
export function lockedPaths(policy: Policy): string[] {
  return Object.entries(policy).flatMap(([key, value]: [string, unknown]) => {
    if (NOT_LOCKING.has(key)) return [];
    return inParts(key, value) ? Object.keys(value).map((part) => `${key}.${part}`) : [key];
  });
}

/** Two policies as one: per key (per part of a key set in parts), `over`'s value wins (the registry over the file). */
export function mergePolicies(under: Policy, over: Policy): Policy {
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over) as [string, unknown][]) {
    const below = merged[key];
    merged[key] = inParts(key, value) && inParts(key, below) ? { ...below, ...value } : value;
  }
  return merged;
}

/** The settings in force: the stored ones with the policy's values over them (the update feed is not a setting). */
export function overSettings(settings: DeskSettings, policy: Policy): DeskSettings {
  // The service address and enrolment gate the connection (service-gate.ts); the contact is words and the desk's
  // scope is where it lives: none is a setting.
  const {
    updates,
    lock,
    retention,
    backup,
    log,
    service: _service,
    contact: _contact,
    desk: _where,
    ...whole
  } = policy;
  const { feedUrl: _feed, ...updateSettings } = updates ?? {};
  return {
    ...settings,
    ...whole,
    updates: { ...settings.updates, ...updateSettings },
    lock: { ...settings.lock, ...lock },
    retention: { ...settings.retention, ...retention },
    backup: { ...settings.backup, ...backup },
    log: { ...settings.log, ...log },
  };
}

/** The locked paths a change would move away from the policy's value (the page sends a part's siblings unchanged). */
export function lockedChanges(policy: Policy, patch: object): string[] {
  const valueAt = (root: unknown, path: string): unknown =>
    path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], root);
  return lockedPaths(policy).filter((path) => {
    const asked = valueAt(patch, path);
    return asked !== undefined && JSON.stringify(asked) !== JSON.stringify(valueAt(policy, path));
  });
}

/** The problems of a policy file, as the log and Settings say them; `word` puts a rule's code into words. */
export function policyProblems(error: z.ZodError, word: (message: string) => string = (message) => message): string[] {
  return error.issues.map((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((key) => (at ? `${at}.${key}` : key)).join(', ');
      return `unknown key ${keys}`;
    }
    return `${at || 'the file'}: ${word(issue.message)}`;
  });
}
