/** Diagnostics: the archive for support (in Settings, and the desktop menu's Export diagnostics), and the problems ClaimDesk tells staff about. */
export default {
  heading: 'Diagnostics for support',
  intro:
    'If something goes wrong, your support may ask for a diagnostics archive: ClaimDesk’s log and a few facts about this desk. You see everything it holds before it is saved.',
  neverHolds:
    'It never holds the access token, a code sent to a member or a full card number: card numbers show only their last four characters.',
  logKept: 'ClaimDesk keeps its log in the data folder, under “logs”.',
  show: 'Prepare the archive',
  notMade: 'The archive could not be prepared',
  contains: 'The archive {{fileName}} ({{size}}) holds these files:',
  file: {
    versions: 'The versions of ClaimDesk and of what it runs on.',
    settings: 'This desk’s settings, and whether an access token is saved (never the token).',
    sync: 'How sending claims stands, as the status bar shows it.',
    claims: 'How many claims are in each state.',
    integrity: 'A check of the data file, run just now.',
    log_one: 'The log: {{count, count}} line, from {{from}} to {{to}}.',
    log_other: 'The log: {{count, count}} lines, from {{from}} to {{to}}.',
    emptyLog: 'The log: empty.',
  },
  showContent: 'What it says',
  save: 'Save the archive…',
  sendToIt: 'Send to IT',
  download: 'Download the archive',
  cancel: 'Cancel',
  saved: 'Saved as {{path}}. Send this file to your support.',
  sent: 'Sent to the IT folder: {{path}}. Tell your IT administrator it is there.',
  downloaded: 'The archive {{fileName}} is in your downloads. Send this file to your support.',
  cancelled: 'Not saved. The archive is still ready: save it when you are ready.',
  notSaved: 'The archive was not saved',
  alerts: {
    title: 'ClaimDesk had a problem',
    'screen-restarted': 'ClaimDesk restarted the screen after a problem; your work was kept.',
    'unexpected-error':
      'ClaimDesk met an unexpected problem and kept running; your saved work is safe. If it happens again, prepare the diagnostics archive in Settings and send it to your support.',
    sync: 'ClaimDesk met an error while sending claims; it will try again by itself.',
    tariffs: 'ClaimDesk met an error while updating the tariffs; the tariffs stored are still in use.',
    backup:
      'ClaimDesk could not make today’s automatic backup. Your work is still saved as usual; ClaimDesk tries again within the hour.',
    'offsite-backup':
      'ClaimDesk has not copied its backups to the IT folder for some time. Your work is saved on this computer as usual; tell your IT administrator (Settings shows why).',
    settings: 'ClaimDesk could not save a setting it detected; it will detect it again, nothing is lost.',
    store:
      'ClaimDesk’s background upkeep of its data file stopped. Your work is still saved as usual; if this keeps happening, restart ClaimDesk.',
    'store-damaged':
      'ClaimDesk found damage in its data file. Close ClaimDesk and start it again: it will restore its newest sound backup and tell you what to check. Call your support if this comes back.',
    diagnoses: 'ClaimDesk could not load its demo diagnosis list; diagnosis codes can still be typed in.',
    times_one: 'Once, at {{time}}.',
    times_other: '{{count, count}} times, the last at {{time}}.',
    dismiss: 'Dismiss',
  },
} as const;
