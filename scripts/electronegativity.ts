/**
 * `npm run lint:electron`: Electronegativity over the built app (out/, which the npm
 * script builds first). Fails on any HIGH or MEDIUM finding that
 * scripts/electronegativity-allow.json does not explain, on an allowance that explains
 * nothing, on a file the scanner could not parse, and when the scan no longer sees the
 * window's options: the built main process with the window made unsafe (unsafeTwin)
 * must be flagged by the same scan.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ELECTRON_VERSION,
  judge,
  readAllowList,
  scan,
  TWIN_MUST_FLAG,
  unsafeTwin,
  type Finding,
} from './electronegativity-scan';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT = join(ROOT, 'out');
const BUILT_MAIN = join(BUILT, 'main', 'index.js');
const ALLOW_LIST = join(ROOT, 'scripts', 'electronegativity-allow.json');

const say = (finding: Finding): string =>
  `  ${finding.severity} ${finding.check} ${finding.file}:${finding.line} — ${finding.description}`;

/** The checks the unsafe twin of the built main process was not flagged by. */
async function unseenByScan(): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'claimdesk-electronegativity-'));
  try {
    writeFileSync(join(folder, 'index.js'), unsafeTwin(readFileSync(BUILT_MAIN, 'utf8')));
    const flagged = await scan(folder);
    return TWIN_MUST_FLAG.filter(
      (check) => !flagged.some((finding) => finding.check === check && ['HIGH', 'MEDIUM'].includes(finding.severity)),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const findings = await scan(BUILT);
  const { unexplained, explained, unused } = judge(findings, readAllowList(ALLOW_LIST));
  const unseen = await unseenByScan();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  const counts = ['HIGH', 'MEDIUM', 'LOW', 'INFORMATIONAL']
    .map((severity) => `${findings.filter((finding) => finding.severity === severity).length} ${severity}`)
    .join(', ');
  console.log(`Electronegativity (Electron ${ELECTRON_VERSION}) over out/: ${counts}; ${seconds} s.`);
  if (explained.length > 0) console.log('Explained in scripts/electronegativity-allow.json:');
  for (const finding of explained) console.log(say(finding));
  if (unexplained.length > 0) {
    console.error('HIGH or MEDIUM findings not explained in scripts/electronegativity-allow.json:');
    for (const finding of unexplained) console.error(say(finding));
  }
  for (const allowance of unused) {
    console.error(`The allowance for ${allowance.check} in ${allowance.file} explains nothing any more: remove it.`);
  }
  if (unseen.length > 0) {
    console.error(
      `The window made unsafe was not flagged (${unseen.join(', ')}): the scan no longer sees its options.`,
    );
  }
  return unexplained.length + unused.length + unseen.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
