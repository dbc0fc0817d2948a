/**
 * The policy file IT sets once (docs/it-guide.md, "Policy file"): values that win over the stored settings and
 * that staff cannot change. Every value is checked by its setting's own schema (DeskSettings, one source of
 * truth); a key that is not known here is refused, so a typo is never silently ignored. Settings made of parts
 * (updates, lock, retention, backup, log) may be set part by part. Not yet here: the update channel (the desk has no
 * such setting yet), and the service address: the desk connects with the address saved beside its
 * token, so a policy's address would show in Settings while the desk talked to another (it comes with enrolment).
 */
import { z } from 'zod';
import { DeskSettings, feedUrlProblem } from './settings';

const S = DeskSettings.shape;

const FeedUrl = z
  .string()
  .max(2000)
  .superRefine((text, context) => {
    const found = feedUrlProblem(text);
    if (found !== undefined) context.addIssue({ code: 'custom', message: found });
  });

export const Policy = z
  .strictObject({
    updates: z.strictObject({ feedUrl: FeedUrl, enabled: S.updates.shape.enabled }).partial(),
    language: S.language,
    lock: z.strictObject({ idleMinutes: S.lock.shape.idleMinutes }).partial(),
    deskName: S.deskName,
    batchRule: S.batchRule,
    retention: z.strictObject(S.retention.shape).partial(),
    backup: z.strictObject(S.backup.shape).partial(),
    log: z.strictObject(S.log.shape).partial(),
  })
  .partial();
export type Policy = z.infer<typeof Policy>;

/** The setting paths a policy locks (`lock.idleMinutes`, `updates.feedUrl`), in the file's order. */
export function lockedPaths(policy: Policy): string[] {
  return Object.entries(policy).flatMap(([key, value]: [string, unknown]) =>
    key !== 'batchRule' && typeof value === 'object' && value !== null
      ? Object.keys(value).map((part) => `${key}.${part}`)
      : [key],
  );
}

/** The settings in force: the stored ones with the policy's values over them (the update feed is not a setting). */
export function overSettings(settings: DeskSettings, policy: Policy): DeskSettings {
  const { updates, lock, retention, backup, log, ...whole } = policy;
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
export function lockedChanges(policy: Policy, patch: Partial<DeskSettings>): string[] {
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
