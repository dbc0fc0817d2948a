/** The About dialog: the version, the runtimes under it and the data folder. */
export default {
  button: 'About ClaimDesk',
  heading: 'About ClaimDesk',
  reading: 'Reading…',
  readError: 'ClaimDesk could not say what it runs on. Close this and try again.',
  version: 'Version',
  electron: 'Electron',
  chromium: 'Chromium',
  node: 'Node.js',
  sqlite: 'SQLite',
  dataFolder: 'Data folder',
  notUsed: 'not used (browser mode)',
  copyWhat: 'data folder',
  signature: 'Code signature',
  signed: 'Signed by the publisher',
  unsigned:
    'Not signed: this build was made without a code-signing certificate. Use it only if your IT department gave it to you.',
  noSignature: 'none (browser mode)',
  close: 'Close',
} as const;
