/**
 * The dependency advisory check (`npm run advisories`; cli.ts): what npm audit does, without npm audit.
 *
 * It reads package-lock.json (every package it installs, each version, and whether it is a production
 * dependency: an entry neither `dev` nor `devOptional`), posts `{ name: [versions] }` to the registry's bulk
 * advisory endpoint (`/-/npm/v1/security/advisories/bulk`, the one npm audit itself uses), and matches each
 * advisory's `vulnerable_versions` against the versions the lockfile holds.
 *
 * Policy: a high or critical advisory on a production dependency fails the check; any other finding (a
 * moderate or low one, or one on a tool used only to build and test) is listed and does not fail. When the
 * registry cannot be reached, refuses the endpoint (a mirror that serves only GET answers 405) or answers in a
 * form this does not read, the check is skipped with a message saying why: it never passes silently.
 */
import { readFileSync } from 'node:fs';

export const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The severities that fail the check when they touch a production dependency. */
export const FAILING: ReadonlySet<Severity> = new Set<Severity>(['critical', 'high']);

export interface LockedPackage {
  readonly name: string;
  readonly version: string;
  /** Installed for the app itself (not only to build and test it). */
  readonly production: boolean;
}

export interface Advisory {
  readonly id: number | string;
  readonly title: string;
  readonly url: string;
  readonly severity: Severity;
  readonly vulnerable_versions: string;
}

export interface Finding {
  readonly advisory: Advisory;
  readonly pkg: LockedPackage;
}

export type CheckOutcome =
  | { readonly kind: 'skipped'; readonly reason: string }
  | { readonly kind: 'checked'; readonly packages: number; readonly findings: readonly Finding[] };

interface LockEntry {
  readonly name?: string;
  readonly version?: string;
  readonly dev?: boolean;
  readonly devOptional?: boolean;
  readonly link?: boolean;
}

/** Every package the lockfile installs (lockfile version 2 or 3), once per name and version. */
export function lockedPackages(lockfileText: string): LockedPackage[] {
  const lock = JSON.parse(lockfileText) as { packages?: Record<string, LockEntry> };
  if (lock.packages === undefined)
    throw new Error('package-lock.json has no "packages" (lockfile version 2 or 3 is needed)');
  const byKey = new Map<string, LockedPackage>();
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (where === '' || entry.link === true || entry.version === undefined) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const production = entry.dev !== true && entry.devOptional !== true;
    const key = `${name}@${entry.version}`;
    const known = byKey.get(key);
    byKey.set(key, { name, version: entry.version, production: production || (known?.production ?? false) });
  }
  return [...byKey.values()];
}

/** The bulk endpoint's question: each name with the versions installed. */
export function bulkQuestion(packages: readonly LockedPackage[]): Record<string, string[]> {
  const question: Record<string, string[]> = {};
  for (const { name, version } of packages) (question[name] ??= []).push(version);
  return question;
}

// ── A version range as advisories write them: comparators joined by spaces, alternatives by `||`. ──

type Version = readonly [number, number, number, string];

function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    text.trim(),
  );
  if (!match) return undefined;
  const part = (value: string | undefined): number =>
    value === undefined || value === 'x' || value === '*' ? 0 : Number(value);
  return [part(match[1]), part(match[2]), part(match[3]), match[4] ?? ''];
}

function comparePrerelease(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  const [left, right] = [a.split('.'), b.split('.')];
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const [x, y] = [left[i], right[i]];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const [nx, ny] = [/^\d+$/.test(x) ? Number(x) : NaN, /^\d+$/.test(y) ? Number(y) : NaN];
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny;
    if (!Number.isNaN(nx)) return -1;
    if (!Number.isNaN(ny)) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || comparePrerelease(a[3], b[3]);
}

function meets(version: Version, comparator: string): boolean | undefined {
  const match = /^(<=|>=|<|>|=)?\s*(.+)$/.exec(comparator);
  const bound = match?.[2] === undefined ? undefined : parseVersion(match[2]);
  if (bound === undefined) return undefined;
  const order = compare(version, bound);
  switch (match?.[1]) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '=':
    case undefined:
      return order === 0;
  }
}

/**
 * Whether `version` is in `range`. A range this does not read counts as matching: an advisory is listed
 * rather than dropped on a spelling this reader does not know.
 */
export function inRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (parsed === undefined) return true;
  return range.split('||').some((alternative) => {
    // `>= 1.2.3` may be written with a space after its operator.
    const comparators = alternative
      .trim()
      .replace(/(<=|>=|<|>|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    if (comparators.length === 0 || comparators.every((c) => c === '*' || c === 'x')) return true;
    return comparators.every((comparator) => comparator === '*' || meets(parsed, comparator) !== false);
  });
}

const isAdvisory = (value: unknown): value is Advisory =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Advisory).vulnerable_versions === 'string' &&
  SEVERITIES.includes((value as Advisory).severity);

/** The findings of the bulk endpoint's answer for these packages; undefined when the answer is not in its form. */
export function findingsOf(answer: unknown, packages: readonly LockedPackage[]): Finding[] | undefined {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
  const findings: Finding[] = [];
  for (const [name, advisories] of Object.entries(answer)) {
    if (!Array.isArray(advisories) || !advisories.every(isAdvisory)) return undefined;
    for (const advisory of advisories) {
      for (const pkg of packages) {
        if (pkg.name === name && inRange(pkg.version, advisory.vulnerable_versions)) findings.push({ advisory, pkg });
      }
    }
  }
  return findings.sort(
    (a, b) =>
      SEVERITIES.indexOf(a.advisory.severity) - SEVERITIES.indexOf(b.advisory.severity) ||
      a.pkg.name.localeCompare(b.pkg.name),
  );
}

/** The findings that fail the check: high or critical, on a production dependency. */
export const failing = (findings: readonly Finding[]): Finding[] =>
  findings.filter(({ advisory, pkg }) => pkg.production && FAILING.has(advisory.severity));

export interface CheckOptions {
  readonly lockfile: string;
  /** The registry's base address (npm's configured one). */
  readonly registry: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export async function checkAdvisories(options: CheckOptions): Promise<CheckOutcome> {
  const packages = lockedPackages(readFileSync(options.lockfile, 'utf8'));
  const endpoint = new URL(
    '-/npm/v1/security/advisories/bulk',
    options.registry.endsWith('/') ? options.registry : `${options.registry}/`,
  );
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(bulkQuestion(packages)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    return {
      kind: 'skipped',
      reason: `${endpoint.origin} could not be reached (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (!response.ok) return { kind: 'skipped', reason: `${endpoint.href} answered HTTP ${response.status}` };
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { kind: 'skipped', reason: `${endpoint.href} did not answer JSON` };
  }
  const findings = findingsOf(answer, packages);
  if (findings === undefined)
    return { kind: 'skipped', reason: `${endpoint.href} answered in a form this check does not read` };
  return { kind: 'checked', packages: packages.length, findings };
}
