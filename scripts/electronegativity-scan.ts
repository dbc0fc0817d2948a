/**
 * One Electronegativity scan, the same for the built app (scripts/electronegativity.ts)
 * and the tests (test/electron/electronegativity.test.ts), and the rules its findings
 * are judged by.
 *
 * Run through its API rather than its command line, for three reasons: the findings
 * come back as data (the command exits 0 whatever it finds), a file it cannot parse is
 * an error here instead of a line in its output and a file silently left out, and
 * nothing goes to the network — its command line fetches translations of its messages
 * from the web at every run (replaced below by its own English catalogue) and the list
 * of Electron releases (the check that needs it is left out: the Electron version is
 * pinned in package.json and moved on purpose).
 */
import { readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';

/** The Electron the app is built on (package.json's exact pin); the checks depend on its defaults. */
export const ELECTRON_VERSION = (
  createRequire(import.meta.url)('../package.json') as { devDependencies: { electron: string } }
).devDependencies.electron;
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

export type Severity = 'HIGH' | 'MEDIUM' | 'LOW' | 'INFORMATIONAL';
/** A finding of one of these severities fails the scan unless the allow-list explains it. */
export const FAILING: readonly Severity[] = ['HIGH', 'MEDIUM'];

export interface Finding {
  readonly check: string;
  readonly severity: Severity;
  /** Relative to the scanned folder (or the file's name, for one file). */
  readonly file: string;
  readonly line: number;
  readonly description: string;
}

interface RawIssue {
  readonly id: string;
  readonly file: string;
  readonly location: { readonly line: number; readonly column: number };
  readonly severity: { readonly name: Severity };
  readonly description: string;
}

interface RunResult {
  readonly issues: readonly RawIssue[];
  readonly errors: readonly { readonly file: string; readonly message: string; readonly tolerable: boolean }[];
}

type Runner = (options: Record<string, unknown>, forCli: boolean) => Promise<RunResult>;

const require = createRequire(import.meta.url);

/** Electronegativity's runner, with its message catalogue loaded from disk instead of the web. */
function loadRunner(): Runner {
  const runnerPath = require.resolve('@doyensec/electronegativity');
  const catalogueSetUp = join(dirname(runnerPath), 'locales', 'i18n.js');
  if (require.cache[catalogueSetUp] === undefined) {
    const i18n = createRequire(runnerPath)('i18n') as {
      configure(options: Record<string, unknown>): void;
      setLocale(locale: string): void;
    };
    const offline = new Module(catalogueSetUp);
    offline.filename = catalogueSetUp;
    offline.loaded = true;
    // What its set-up does, less the download: English from its own folder, `__` made global.
    offline.exports = (): Promise<void> => {
      i18n.configure({
        locales: ['en-US'],
        defaultLocale: 'en-US',
        directory: dirname(catalogueSetUp),
        updateFiles: false,
        objectNotation: true,
        register: global,
      });
      i18n.setLocale('en-US');
      return Promise.resolve();
    };
    require.cache[catalogueSetUp] = offline;
  }
  return require(runnerPath) as Runner;
}

/** Scans a folder or one file; throws when a file could not be parsed (a file left unread is no pass). */
export async function scan(input: string): Promise<Finding[]> {
  const result = await loadRunner()(
    {
      input,
      isRelative: true,
      electronVersionOverride: ELECTRON_VERSION,
      excludeFromScan: EXCLUDED_CHECKS,
      customScan: [],
      parserPlugins: [],
    },
    false,
  );
  const unread = result.errors.filter((error) => !error.tolerable);
  if (unread.length > 0) {
    const list = unread.map((error) => `${error.file}: ${error.message}`).join('\n');
    throw new Error(`Electronegativity could not parse:\n${list}`);
  }
  return result.issues.map((issue) => ({
    check: issue.id,
    severity: issue.severity.name,
    file: issue.file === '' ? input : issue.file,
    line: issue.location.line,
    description: issue.description,
  }));
}

/** The window's options as they must never be, each to replace text of the window code. */
const UNSAFE_OPTIONS: readonly (readonly [safe: RegExp, unsafe: string])[] = [
  [/\bnodeIntegration: (true|false|!0|!1)/, 'nodeIntegration: true'],
  [/\bcontextIsolation: (true|false|!0|!1)/, 'contextIsolation: false'],
  [/\bsandbox: (true|false|!0|!1)/, 'sandbox: false'],
];

/**
 * The window code with Node in the page, no isolation and no sandbox: what the scan must
 * flag, so that a scan that no longer sees the window options cannot pass unnoticed.
 * Throws when the code holds no `new BrowserWindow(` or one of the options is not there.
 */
export function unsafeTwin(code: string): string {
  const start = code.indexOf('new BrowserWindow(');
  if (start === -1) throw new Error('no `new BrowserWindow(` in the window code');
  let twin = code.slice(start);
  for (const [safe, unsafe] of UNSAFE_OPTIONS) {
    if (!safe.test(twin)) throw new Error(`the window code sets no ${unsafe.split(':')[0] ?? unsafe}`);
    twin = twin.replace(safe, unsafe);
  }
  return code.slice(0, start) + twin;
}

/** The checks a scan of the unsafe twin must report, at a failing severity. */
export const TWIN_MUST_FLAG = ['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK'] as const;

export interface Allowance {
  readonly check: string;
  readonly file: string;
  /** Why the finding is not a problem here: reviewed, in plain words. */
  readonly reason: string;
}

export interface Judgement {
  /** Failing findings the allow-list does not explain. */
  readonly unexplained: Finding[];
  /** Failing findings it explains. */
  readonly explained: Finding[];
  /** Allowances that explained nothing: stale, to be removed. */
  readonly unused: Allowance[];
}

/** Reads the allow-list: a JSON array of { check, file, reason }, every reason said. */
export function readAllowList(path: string): Allowance[] {
  const entries: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${path}: expected a list of allowances`);
  return entries.map((entry: unknown, index) => {
    const { check, file, reason } = (entry ?? {}) as Partial<Record<keyof Allowance, unknown>>;
    if (typeof check !== 'string' || typeof file !== 'string' || typeof reason !== 'string' || reason.trim() === '') {
      throw new Error(`${path}: entry ${index + 1} needs a check, a file and a reason`);
    }
    return { check, file, reason };
  });
}

export function judge(findings: readonly Finding[], allowList: readonly Allowance[]): Judgement {
  const failing = findings.filter((finding) => FAILING.includes(finding.severity));
  const explains = (allowance: Allowance, finding: Finding): boolean =>
    allowance.check === finding.check && allowance.file === finding.file;
  return {
    unexplained: failing.filter((finding) => !allowList.some((allowance) => explains(allowance, finding))),
    explained: failing.filter((finding) => allowList.some((allowance) => explains(allowance, finding))),
    unused: allowList.filter((allowance) => !failing.some((finding) => explains(allowance, finding))),
  };
}
