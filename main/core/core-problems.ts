/** Failures the core meets in the background, worded for staff, with the cause kept for the log. */
type CoreProblemSource =
  'sync' | 'tariffs' | 'backup' | 'offsite-backup' | 'settings' | 'store' | 'store-damaged' | 'diagnoses';

export interface CoreProblem {
  readonly source: CoreProblemSource;
  /** What happened and what to do, for staff. */
  readonly message: string;
  /** The cause, for the log; may hold file paths, never a token. */
  readonly error: unknown;
}

const MESSAGES: Record<CoreProblemSource, string> = {
  sync: 'ClaimDesk met an error while sending claims; it will try again by itself. If this keeps happening, restart ClaimDesk.',
  tariffs: 'ClaimDesk met an error while updating the tariffs; the tariffs stored are still in use.',
  backup:
    "ClaimDesk could not make today's automatic backup. Your work is still saved as usual; ClaimDesk tries again within the hour. Free some disk space if the disk is full.",
  'offsite-backup':
    'ClaimDesk has not copied its backups to the IT folder for some time. Your work is saved on this computer as usual; tell your IT administrator (Settings shows why).',
  settings: 'ClaimDesk could not save a setting it detected; it will detect it again, nothing is lost.',
  store:
    'ClaimDesk could not tidy its data file in the background. Your work is still saved as usual; if this keeps happening, restart ClaimDesk.',
  'store-damaged':
    'ClaimDesk found damage in its data file. Close ClaimDesk and start it again: it will restore its newest sound backup and tell you what to check. Call your support if this comes back.',
  diagnoses:
    'ClaimDesk could not load its demo diagnosis list; diagnosis codes can still be typed in. Restart ClaimDesk to try again.',
};

export function reportProblem(source: CoreProblemSource, error: unknown): CoreProblem {
  return { source, message: MESSAGES[source], error };
}
