/** What ClaimDesk found when it opened its data file, shown above the screens until staff have read it. */
export default {
  region: 'Notices about your data',
  acknowledge: 'Understood',
  acknowledgeLabel: 'Understood: {{title}}',
  notAcknowledged: 'ClaimDesk could not note that you read this. Try again.',
  raisedAt: 'Found when ClaimDesk started on {{stamp}}.',
  restored: {
    title: 'Data restored from a backup',
    corrupt: "ClaimDesk's data file was damaged, so it was restored from the automatic backup of {{stamp}}.",
    missing: "ClaimDesk's data file was missing, so it was restored from the automatic backup of {{stamp}}.",
    toDo: 'Anything saved after that time (claims, visits, authorizations, documents, settings) may be missing: check your recent work and enter again what is not there.',
    reconcile_one:
      '{{count, count}} claim that may have reached the insurer will be checked with it before it is sent again.',
    reconcile_other:
      '{{count, count}} claims that may have reached the insurer will be checked with it before they are sent again.',
    keptIn: 'The damaged file was kept for your support in {{folder}}.',
  },
  migrated: {
    title: 'Data file updated',
    body: 'This version of ClaimDesk updated its data file (from version {{from}} to {{to}}). A backup from before the update is at {{file}}.',
    toDo: 'Nothing to do: all your work is there.',
  },
  backupFailed: {
    title: 'Automatic backup not made',
    body: "ClaimDesk could not make today's automatic backup. Your work is still saved as usual.",
    newest: 'The newest backup is from {{stamp}}.',
    none: 'There is no backup yet.',
    toDo: 'Free some disk space; ClaimDesk tries again at its next start. If this keeps happening, call your support.',
  },
} as const;
