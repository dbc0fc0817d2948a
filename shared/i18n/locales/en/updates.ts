/** Updates of the desktop app: the Settings section and the notice shown when an update is ready. */
export default {
  heading: 'Updates',
  desktopOnly:
    'Updates come with the desktop app. In a browser, ClaimDesk is updated by whoever runs it on this computer.',
  version: 'This is ClaimDesk {{version}}.',
  state: {
    off: 'Updates are off.',
    idle: 'Updates are on. The first check runs a few minutes after ClaimDesk starts.',
    checking: 'Checking for an update…',
    upToDate: 'Up to date: version {{version}}, checked <time>{{stamp}}</time>.',
    downloading: 'Downloading version {{version}}: {{share, percent}}',
    progress: 'Download progress',
    ready: 'Version {{version}} is downloaded and ready to install.',
    waiting: 'Version {{version}} will install as soon as ClaimDesk is free:',
    installing: 'Installing version {{version}}. ClaimDesk closes and starts again.',
  },
  blocker: {
    sending: 'Claims are being sent to the insurer; the install starts when they are sent.',
    editing: 'The Claim screen is open. Save the claim and leave the screen; the install starts then.',
  },
  failed: {
    check: 'The check for updates failed',
    download: 'The update could not be downloaded',
    install: 'The update could not be installed',
    when: 'At <time>{{stamp}}</time>.',
    lastAnswer: 'The update address last answered <time>{{stamp}}</time>.',
    detail: 'Details for your IT team:',
  },
  reason: {
    unreachable:
      'The update address could not be reached. Check that this computer is online; ClaimDesk tries again within the hour.',
    'feed-missing':
      'The update address answered, but holds no ClaimDesk release (latest.yml). Check the address with your IT team.',
    'feed-invalid': 'The release description at the update address cannot be read. Tell your IT team.',
    'feed-error': 'The update server answered with an error. ClaimDesk tries again within the hour.',
    checksum:
      'The downloaded file did not match the release’s checksum, so it was thrown away. ClaimDesk tries again within the hour.',
    'signature-missing':
      'The update was refused: it is not signed by the ClaimDesk release team, so it may not be genuine. Nothing was installed. Tell your IT team.',
    'signature-wrong':
      'The update was refused: it is signed, but not with the ClaimDesk release key. Nothing was installed. Tell your IT team.',
    'signature-tampered':
      'The update was refused: it was changed after the ClaimDesk release team signed it. It was thrown away and nothing was installed. Tell your IT team.',
    'not-installed':
      'This copy of ClaimDesk cannot update itself: it was not installed with the ClaimDesk installer. Install new versions by hand.',
    other: 'Something unexpected went wrong.',
  },
  feed: {
    build: 'Updates come from the address built into this copy of ClaimDesk: <code>{{url}}</code>',
    policy:
      'Updates come from the address your IT team set in a policy file (policy.json, or update-policy.json beside ClaimDesk): <code>{{url}}</code>',
    'not-installed': 'This copy of ClaimDesk has no update address: it was not installed with the ClaimDesk installer.',
    'policy-invalid':
      'No updates: the update-policy.json beside ClaimDesk cannot be read or its address is not allowed. Tell your IT team.',
  },
  form: 'Update settings',
  enabled: 'Check for updates every day and download them',
  enabledHint: 'Nothing is installed until you choose “Restart and install”.',
  channel: {
    label: 'Update channel',
    stable: 'Stable: releases every desk gets',
    pilot: 'Pilot: new releases first, on a few desks',
    hint: 'Pilot desks try a release before the others; most desks stay on Stable.',
  },
  deferDays: {
    label: 'Days staff may answer “Later”',
    hint: 'From {{min}} to {{max}} days. After that, a downloaded update installs at the next start.',
  },
  checkNow: 'Check now',
  install: 'Restart and install',
  installHint: 'ClaimDesk closes, installs the new version and starts again. Saved work is kept.',
  installsAfter: 'Installs at the next start after <time>{{stamp}}</time>.',
  later: 'Later',
  notice: {
    region: 'Update',
    ready: 'ClaimDesk {{version}} is ready to install.',
    installing: 'Installing ClaimDesk {{version}}. ClaimDesk closes and starts again.',
  },
} as const;
