/** The first-run choice: connect to the insurer's service, or try the demo. */
export default {
  heading: 'Welcome to ClaimDesk',
  intro: 'Choose how this desk starts. You can change it later in Settings.',
  connect: {
    heading: 'Connect to the insurer',
    intro:
      "Enter the address of the insurer's service and the access token your administrator gave you. ClaimDesk tests them before it saves anything.",
    serviceUrl: 'Service address',
    serviceUrlPlaceholder: 'https://…',
    token: 'Access token',
    tokenHint: 'Kept on this computer only, and never shown again.',
    enterAddress: "Enter the address of the insurer's service.",
    enterToken: 'Enter the access token.',
    button: 'Test and connect',
    unusable: 'The service could not be used',
    didNotRun: 'The test did not run',
    notSaved: 'Not saved',
    restartTitle: 'Restart needed',
    restart: 'The service is saved. Restart ClaimDesk to start working with it.',
    addressLocked: 'Set by your administrator: this desk connects to this address only.',
    enrolOnlyTitle: 'Enrolment required',
    enrolOnly:
      'Your administrator requires this desk to be enrolled with the insurer: type the access token to enrol it. The demo cannot be chosen on this desk.',
    notEnrolledTitle: 'Enrol this desk',
  },
  demo: {
    heading: 'Try the demo',
    intro:
      'Practise on a simulated insurer with made-up members. Nothing reaches a real insurer, and the demo keeps its data apart from real data.',
    button: 'Try the demo',
    failed: 'The demo could not start',
  },
} as const;
