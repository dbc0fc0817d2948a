/**
 * The template's words for the Group Policy editor (the en-US ADML), per registry value: its name in the list, what
 * it does, and each choice's label. They say what docs/it-guide.md's "Policy file" table says; the allowed values
 * and what "Not configured" means are added by template.ts from the schema, so they cannot go stale here.
 */
import { LANGUAGE_NAMES } from '../../shared/i18n/languages';

export interface ValueWords {
  readonly name: string;
  readonly explain: string;
  /** Each choice of a list, by its value. */
  readonly options?: Readonly<Record<string, string>>;
}

const RETENTION = 'Locks how long patient data is kept on this computer (docs/it-guide.md, "How long data is kept"):';

export const VALUE_WORDS: Readonly<Record<string, ValueWords>> = {
  'updates.feedUrl': {
    name: 'Update feed address',
    explain:
      'Where the desk looks for updates: an https:// address without user, password, query or fragment. It wins over update-policy.json beside the app.',
  },
  'updates.enabled': {
    name: 'Check for and download updates',
    explain: 'Enabled: the desk checks the update feed and downloads what it offers. Disabled: it never does.',
  },
  'updates.channel': {
    name: 'Update channel',
    explain: 'Which releases the desk takes: stable, or pilot (a few desks get a release first).',
    options: { stable: 'Stable', pilot: 'Pilot' },
  },
  'updates.deferDays': {
    name: 'Days staff may put an update off',
    explain:
      'How many days staff may answer "Later" to a downloaded update; after that it installs at the next start with no claim open.',
  },
  language: {
    name: 'Language',
    explain: "The language of the desk's screens, printed claim forms and messages.",
    options: LANGUAGE_NAMES,
  },
  'lock.idleMinutes': {
    name: 'Minutes before the screen locks',
    explain: 'Minutes without use after which the desk locks and asks who is at the desk.',
  },
  deskName: {
    name: 'Desk name',
    explain: 'The name of this reception desk, shown in the audit trail.',
  },
  batchRule: {
    name: 'Batch numbers (JSON)',
    explain:
      'How batch numbers are chosen for new claims, set whole, as JSON on one line: {"kind":"monthly","prefix":"B-"} (kind monthly, weekly or daily), or {"kind":"fixed","prefix":"B-","fixedBatchNo":"2026-01"} for one fixed batch number. Text that is not JSON, or not a batch rule, refuses the whole registry policy.',
  },
  'retention.documentDays': {
    name: 'Days a document is kept',
    explain: `${RETENTION} a document's content, in days after the insurer confirmed its upload.`,
  },
  'retention.recentMemberDays': {
    name: 'Days a member looked up is kept',
    explain: `${RETENTION} a member looked up, in days after the last lookup.`,
  },
  'retention.unusedVisitDays': {
    name: 'Days an unused visit is kept',
    explain: `${RETENTION} a visit or authorization no claim refers to, in days after it was started.`,
  },
  'retention.corruptDays': {
    name: 'Days a damaged data file is kept',
    explain: `${RETENTION} a damaged data file kept for support, in days after it was last written.`,
  },
  'retention.auditDays': {
    name: 'Days an audit entry is kept',
    explain: `${RETENTION} an audit entry, in days after it was written.`,
  },
  'service.url': {
    name: "Insurer's service address",
    explain:
      'The only address the desk connects to: https:// (plain http:// only for this machine), no user, password, query or fragment.',
  },
  'service.enrolment': {
    name: 'Enrolment',
    explain:
      "How the desk's token may come. Required: only a token (or enrolment code) typed on this PC. Optional: also from the environment or a flag.",
    options: { required: 'Required (typed on this PC)', optional: 'Optional' },
  },
  contact: {
    name: 'IT contact',
    explain:
      'IT\'s words, shown after "Set by your administrator" beside every value the policy locks (for example: IT desk, ext. 214). Locks nothing.',
  },
  'backup.folder': {
    name: 'Folder for copies of the backups',
    explain:
      'The folder IT chose for copies of the backups and for "Send to IT": a full path (D:\\ClaimDesk or \\\\nas\\claimdesk). To turn copies off by policy, use the policy file ("folder": null).',
  },
  'backup.everyHours': {
    name: 'Hours between copies of the backups',
    explain: 'A copy is made once the last good one is this many hours old.',
  },
  'log.level': {
    name: 'Log level',
    explain: "The least level the log keeps: warnings only, the day's work (the default), or everything (for support).",
    options: { warn: 'Warnings only', info: "The day's work", debug: 'Everything (for support)' },
  },
};
