/** The recovery key (shown once, for IT) and moving a desk here from a backup (Setup). */
export default {
  shown: {
    title: 'Write down this recovery key now',
    intro:
      'It is shown only this once. With it, IT can open this desk and its backups on another computer if this one fails. Give it to your IT administrator, or keep it somewhere safe away from this computer.',
    label: 'Recovery key',
    done: 'I have written it down',
    never: 'ClaimDesk does not keep it and cannot show it again. If it is lost, issue a new one in Settings.',
  },
  section: {
    heading: 'Recovery key',
    intro:
      'The recovery key lets IT open this desk and its backups on another computer. A new key replaces the previous one: the old key then opens only backups taken before.',
    issue: 'Issue a new recovery key',
    failed: 'No recovery key was issued',
    missingTitle: 'No recovery key yet',
    missing: 'No recovery key yet: if this PC dies, its claims cannot be moved. Issue one and give it to IT.',
    missingGo: 'Issue a recovery key in Settings',
  },
  move: {
    heading: 'Move a desk here from a backup',
    intro:
      'For IT: bring the desk of another computer here from one of its backups and its recovery key. The backup’s .recovery file must be beside it.',
    backupFile: 'Backup file',
    backupFilePlaceholder: '…\\backups\\claimdesk-….sqlite',
    recoveryKey: 'Recovery key',
    recoveryKeyHint: 'Seven groups of five letters and digits; case, spaces and dashes do not matter.',
    enterBackupFile: 'Enter the path of the backup file.',
    enterRecoveryKey: 'Enter the recovery key.',
    button: 'Move the desk here',
    refused: 'The desk was not moved',
    movedTitle: 'The desk is here',
    moved_one:
      'Connect to the insurer’s service now. {{count}} claim that was waiting will be checked with the insurer before anything is sent.',
    moved_other:
      'Connect to the insurer’s service now. {{count}} claims that were waiting will be checked with the insurer before anything is sent.',
  },
} as const;
