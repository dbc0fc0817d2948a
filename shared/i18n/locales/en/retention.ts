/** Settings › How long data is kept: the retention periods of patient data on this computer. */
export default {
  heading: 'How long data is kept',
  intro:
    'ClaimDesk removes patient data from this computer once it is no longer needed. Claims not yet sent, claims whose sending is not confirmed and documents not yet received by the insurer are always kept.',
  form: 'Retention periods',
  documentDays: 'Scanned documents, after the insurer received them',
  documentDaysHint: 'The scan is removed; the claim still lists the document, its name and when it was received.',
  recentMemberDays: 'Recent members, after their last look-up',
  recentMemberDaysHint: 'Name, date of birth and benefits kept to show a member offline.',
  unusedVisitDays: 'Visits and authorizations no claim uses',
  unusedVisitDaysHint: 'Those a claim uses are kept with the claim.',
  corruptDays: 'Damaged data files kept for support',
  corruptDaysHint: 'Files set aside when ClaimDesk restored its data from a backup.',
  auditDays: 'Audit trail',
  auditDaysHint: 'Who did what at the desk, without any clinical detail. Kept longest: at least 366 days.',
  range: 'From {{min, count}} to {{max, count}} days.',
  outOfRange: 'Enter a whole number of days from {{min, count}} to {{max, count}}.',
  applies: 'Changed periods apply at the next daily clean-up, and at every start.',
} as const;
