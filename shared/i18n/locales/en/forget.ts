/** Settings › Forget this device: what it erases, what stops it, and the word typed to confirm. */
export default {
  heading: 'Forget this device',
  intro:
    'Erases everything ClaimDesk keeps on this computer — members, visits, claims, documents, backups, the log, the access token and the settings — and starts ClaimDesk again as on its first day. Use it before the computer leaves the clinic or goes to someone else.',
  diskNote:
    'ClaimDesk overwrites its files before removing them, but some disks (SSDs) may keep old copies; the computer’s disk encryption protects those.',
  begin: 'Forget this device…',
  checkAgain: 'Check again',
  blockedTitle: 'Not yet: some work has not reached the insurer',
  blocked:
    'Send these claims and documents, or settle them in the Outbox, then check again. Erasing now would lose them.',
  claimsLabel: 'Claims not yet with the insurer',
  documentsLabel: 'Documents not yet uploaded',
  claim: '{{member}}, attended {{date}}: {{state}}',
  inDoubt: '(outcome unknown: check it with the insurer)',
  document: '{{file}} ({{member}}): {{state}}',
  typeWord: 'Type {{word}} to erase everything',
  typeWordHint: 'This cannot be undone.',
  confirm: 'Erase and start again',
  notErased: 'Nothing was erased',
} as const;
