/** Settings › Hand claims to another desk: export the unsent claims to a sealed file, import one. */
export default {
  heading: 'Hand claims to another desk',
  intro:
    'When this computer cannot send its claims (no internet, or it is being replaced), hand its unsent claims — drafts and queued, with their documents — to a desk that can. They are then sent from that desk only, exactly once.',
  exportHeading: 'Export this desk’s unsent claims',
  exportIntro:
    'ClaimDesk puts every draft and queued claim into one file, locked with a passphrase, and marks them handed over: this desk no longer sends them. Tell the passphrase to the other desk by voice or phone, never with the file. To take the claims back, import the same file here.',
  passphrase: 'Passphrase',
  passphraseHint_one: 'At least {{count, count}} character. Several words are easier to say and type.',
  passphraseHint_other: 'At least {{count, count}} characters. Several words are easier to say and type.',
  tooShort_one: 'The passphrase needs at least {{count, count}} character.',
  tooShort_other: 'The passphrase needs at least {{count, count}} characters.',
  repeat: 'Type the passphrase again',
  different: 'The two passphrases are not the same. Type them again.',
  export: 'Make the hand-over file',
  importHeading: 'Import a hand-over file',
  importIntro:
    'Choose the file another desk made, and type its passphrase. Its claims become this desk’s: drafts stay drafts, and queued claims are sent at the next sync. A hand-over file is for one desk only: import it on one desk, then delete it. ClaimDesk checks every imported claim with the insurer before sending it, so a visit already sent from another desk is not sent again.',
  file: 'Hand-over file',
  chooseFile: 'Choose the hand-over file first.',
  import: 'Import the file',
  notExported: 'No hand-over file was made',
  notImported: 'Nothing was imported',
  exportedTitle: 'Claims handed over',
  exported_one:
    '{{count, count}} claim is in {{fileName}}, in your downloads. Take this file to the other desk; this desk will not send it.',
  exported_other:
    '{{count, count}} claims are in {{fileName}}, in your downloads. Take this file to the other desk; this desk will not send them.',
  importedTitle: 'Claims imported',
  imported_one:
    '{{count, count}} claim from {{fileName}} is now this desk’s to send. ClaimDesk checks it with the insurer before sending it. Do not import this file on another desk.',
  imported_other:
    '{{count, count}} claims from {{fileName}} are now this desk’s to send. ClaimDesk checks each with the insurer before sending it. Do not import this file on another desk.',
  takenBackTitle: 'Claims taken back',
  takenBack_one:
    'This desk made {{fileName}}: its {{count, count}} claim is this desk’s to send again. ClaimDesk checks with the insurer before sending any, in case the other desk already did.',
  takenBack_other:
    'This desk made {{fileName}}: its {{count, count}} claims are this desk’s to send again. ClaimDesk checks with the insurer before sending any, in case the other desk already did.',
  claim_one: '{{member}}, attended {{date}}, {{amount}} ({{state}}, {{count, count}} document)',
  claim_other: '{{member}}, attended {{date}}, {{amount}} ({{state}}, {{count, count}} documents)',
  recordsHeading: 'Hand-over files on this desk',
  recordExported_one: 'Made on {{at}}: {{count, count}} claim handed over.',
  recordExported_other: 'Made on {{at}}: {{count, count}} claims handed over.',
  recordImported_one: 'Imported on {{at}}: {{count, count}} claim.',
  recordImported_other: 'Imported on {{at}}: {{count, count}} claims.',
  recordTakenBack: 'Taken back on {{at}}.',
  saveAgain: 'Save the file again',
} as const;
