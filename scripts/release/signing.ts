/**
 * Which signing and notarization credentials the environment holds (scripts/release/with-signing.ts
 * says it before electron-builder runs). They come only from the environment (the CI's secret store,
 * or the release manager's shell), never from the repository; electron-builder reads the same
 * variables. No credentials at all is a choice (an unsigned build, with a warning); a set that is
 * only partly there (an Apple ID without its password, say) is a mistake that stops the build.
 */
export type SigningTarget = 'mac' | 'win' | 'linux';

type Env = Readonly<Record<string, string | undefined>>;

export const CREDENTIAL_VARIABLES = [
  'CSC_LINK',
  'CSC_KEY_PASSWORD',
  'WIN_CSC_LINK',
  'WIN_CSC_KEY_PASSWORD',
  'WIN_SIGN_WITH',
  'APPLE_API_KEY',
  'APPLE_API_KEY_ID',
  'APPLE_API_ISSUER',
  'APPLE_ID',
  'APPLE_APP_SPECIFIC_PASSWORD',
  'APPLE_TEAM_ID',
  'APPLE_KEYCHAIN',
  'APPLE_KEYCHAIN_PROFILE',
] as const;

/** Notarization credentials as electron-builder accepts them: one whole set. */
const NOTARY_SETS: readonly (readonly string[])[] = [
  ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
  ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  ['APPLE_KEYCHAIN_PROFILE'],
];

export interface SigningReport {
  /** What will happen, for the log. */
  readonly notes: readonly string[];
  /** Signing or notarization that will be skipped. */
  readonly warnings: readonly string[];
  /** Credentials that are only partly set: the build must not go on. */
  readonly errors: readonly string[];
}

const has = (env: Env, name: string): boolean => (env[name] ?? '').trim() !== '';

/** The environment without credential variables that are set but empty. */
export function withoutEmptyCredentials(env: Env): Record<string, string | undefined> {
  const credentials = new Set<string>(CREDENTIAL_VARIABLES);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !credentials.has(name) || has(env, name)));
}

function macReport(env: Env): SigningReport {
  const notes: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  const signed = has(env, 'CSC_LINK');
  if (signed) notes.push('macOS: the app is signed with the Developer ID certificate in CSC_LINK.');
  else {
    warnings.push(
      'macOS: not signed (no CSC_LINK / CSC_KEY_PASSWORD): only an ad-hoc signature; Gatekeeper will refuse to open it normally.',
    );
  }
  if (signed && !has(env, 'CSC_KEY_PASSWORD')) errors.push('macOS: CSC_LINK is set but CSC_KEY_PASSWORD is not.');
  const complete = NOTARY_SETS.find((set) => set.every((name) => has(env, name)));
  const partial = NOTARY_SETS.filter((set) => set !== complete && set.some((name) => has(env, name)));
  for (const set of partial) {
    errors.push(
      `macOS: notarization credentials incomplete: ${set.filter((name) => !has(env, name)).join(', ')} missing.`,
    );
  }
  if (complete === undefined) {
    warnings.push(
      'macOS: not notarized (set APPLE_API_KEY, APPLE_API_KEY_ID, APPLE_API_ISSUER, or APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID).',
    );
  } else if (!signed) {
    warnings.push(
      'macOS: notarization credentials are set, but Apple notarizes only signed apps: it will fail or be skipped.',
    );
  } else {
    notes.push(`macOS: notarized with ${complete.join(', ')}.`);
  }
  return { notes, warnings, errors };
}

/** Whether the build's code will be signed: the flag the app's About reads (main/desk/about.ts buildSignature). */
export function willSign(target: SigningTarget, env: Env): boolean {
  if (target === 'linux') return false;
  if (target === 'mac') return has(env, 'CSC_LINK');
  return has(env, 'WIN_SIGN_WITH') || has(env, 'WIN_CSC_LINK') || has(env, 'CSC_LINK');
}

/**
 * What with-signing.ts adds to electron-builder's command line: the signed flag into the packaged package.json,
 * and, for keys in hardware or the cloud (WIN_SIGN_WITH), electron-builder's custom signing hook.
 */
export function builderArgs(target: SigningTarget, env: Env): string[] {
  return [
    `-c.extraMetadata.claimdeskSigned=${String(willSign(target, env))}`,
    ...(target === 'win' && has(env, 'WIN_SIGN_WITH')
      ? ['-c.win.signtoolOptions.sign=./scripts/release/sign-windows.cjs']
      : []),
  ];
}

function winReport(env: Env): SigningReport {
  if (has(env, 'WIN_SIGN_WITH')) {
    return {
      notes: [`Windows: signed by scripts/release/sign-windows.cjs with ${env.WIN_SIGN_WITH ?? ''} (no key file).`],
      warnings: [],
      errors: [],
    };
  }
  const link = has(env, 'WIN_CSC_LINK') ? 'WIN_CSC_LINK' : has(env, 'CSC_LINK') ? 'CSC_LINK' : undefined;
  if (link === undefined) {
    return {
      notes: [],
      warnings: [
        'Windows: not signed (no WIN_CSC_LINK / WIN_CSC_KEY_PASSWORD): SmartScreen warns whoever installs it, ' +
          'and the updater cannot check who published an update.',
      ],
      errors: [],
    };
  }
  const password = link === 'WIN_CSC_LINK' ? 'WIN_CSC_KEY_PASSWORD' : 'CSC_KEY_PASSWORD';
  return {
    notes: [`Windows: the app and installer are signed with the certificate in ${link}.`],
    warnings: [],
    errors: has(env, password) ? [] : [`Windows: ${link} is set but ${password} is not.`],
  };
}

export function signingReport(target: SigningTarget, env: Env): SigningReport {
  switch (target) {
    case 'mac':
      return macReport(env);
    case 'win':
      return winReport(env);
    case 'linux':
      return {
        notes: ['Linux: AppImage and deb are not code-signed; the release lists their SHA-256 sums (SHA256SUMS).'],
        warnings: [],
        errors: [],
      };
  }
}
