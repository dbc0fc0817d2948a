/** The status bar (always visible) and the warning about amounts the insurer records otherwise. */
export default {
  region: 'Sync status',
  reading: 'Reading the sync status…',
  offline: 'Offline — claims are saved and will be sent when the connection returns',
  syncing: 'Syncing… {{share, percent}}',
  progress: 'Sync progress',
  failed: 'Sync failed: {{message}}',
  failedUnknown: 'the last sync did not finish.',
  tryAgain: 'Press “Sync now” to try again.',
  checking: 'Checking the connection to the insurer…',
  upToDate: 'Up to date',
  connected: 'Connected',
  waiting_one: '{{count, count}} claim waiting',
  waiting_other: '{{count, count}} claims waiting',
  needsAttention_one: '{{count, count}} needs attention',
  needsAttention_other: '{{count, count}} need attention',
  documents_one: '{{count, count}} document to upload',
  documents_other: '{{count, count}} documents to upload',
  never: 'Never synced yet',
  lastSync: 'Last sync <time>{{stamp}}</time> ({{age}})',
  syncNow: 'Sync now',
  amounts: {
    region: 'Amounts recorded by the insurer',
    title: 'The insurer records different amounts',
    readsTotals:
      'The insurer reads each line amount as the line’s total, but ClaimDesk sends unit prices: lines with a quantity above 1 are under-claimed.',
    readsUnits:
      'The insurer multiplies each line amount by its quantity, but ClaimDesk sends line totals: lines with a quantity above 1 are over-claimed.',
    readsNeither: 'The insurer recorded amounts that match neither unit prices nor line totals.',
    affected_one:
      '{{count, count}} claim was recorded with an amount that differs from its total; follow it up with the insurer.',
    affected_other:
      '{{count, count}} claims were recorded with amounts that differ from their totals; follow them up with the insurer.',
    showClaims: 'Show the claims',
    changeSetting: 'Change how amounts are sent',
    caption: 'Claims to follow up with the insurer, newest first',
    claimNo: 'Claim number',
    member: 'Member',
    attendanceDate: 'Attendance date',
    claimTotal: 'Claim total',
    recorded: 'Recorded by the insurer',
  },
} as const;
