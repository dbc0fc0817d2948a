/**
 * The public keys an update must be signed with (Ed25519, SPKI PEM). The release workflow holds the
 * private key as the secret UPDATE_SIGNING_KEY (docs/releasing.md: storing it, and rotating: a new key is
 * added here one release before the old one is removed, so desks on either side accept what is shipped).
 */
export const RELEASE_KEYS: readonly string[] = [
  `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAdPrUo/eadhkdwwcLP9RYyyeuHUFS9DUfL2iYiQNjwGE=
-----END PUBLIC KEY-----
`,
];
