/** Words every screen shares: the frame, the screen tabs, notices, and the small shared controls. */
export default {
  appName: 'ClaimDesk',
  demoBadge: 'DEMO<what> — simulated insurer service</what>',
  nav: {
    label: 'Screens',
    shortcut: 'Alt+{{number}}',
    visit: 'Visit',
    claim: 'Claim',
    outbox: 'Outbox',
    tariffs: 'Tariffs',
    settings: 'Settings',
    reports: 'Reports',
  },
  notice: { info: 'Note', success: 'Done', warn: 'Warning', error: 'Problem' },
  /** Words of the insurer's service (shared/i18n/service-values.ts); English keeps the service's own. */
  service: {
    gender: { female: 'Female', male: 'Male' },
    benefitAccess: { direct: 'Direct', referral: 'Referral' },
    tariffAccess: { direct: 'direct', preAuth: 'pre-auth' },
    diagnosisType: { principal: 'Principal', secondary: 'Secondary' },
    lineType: { medication: 'Medication', investigation: 'Investigation' },
    claimStatus: {
      received: 'Received',
      pending: 'Pending',
      approved: 'Approved',
      partiallyApproved: 'Partially approved',
      rejected: 'Rejected',
      declined: 'Declined',
      paid: 'Paid',
    },
    authorizationStatus: { approved: 'Approved' },
  },
  copy: {
    button: 'Copy',
    label: 'Copy {{what}}',
    copied: 'Copied',
    failed: 'Could not copy. Select the {{what}} and copy it by hand.',
  },
  countdown: {
    expired: '{{label}} has expired',
    validFor: '{{label}} valid for <time>{{clock}}</time>',
  },
  /** A text near its maximum length, as staff type it (shared/domain/input-limits.ts). */
  characterCount: '{{used, count}} / {{max, count}} characters',
  none: '—',
  tryAgain: 'Try again',
  loading: 'Opening the screen…',
  hostUnreachable:
    "ClaimDesk's local service is not answering. Is the ClaimDesk window still running? Reload the page.",
} as const;
