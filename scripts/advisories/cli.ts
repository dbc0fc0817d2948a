/**
 * `npm run advisories`: the lockfile's packages against the registry's advisories (check.ts says what it
 * checks and the policy). Exit 0: nothing failing, or skipped (the reason is printed); exit 1: a high or
 * critical advisory on a production dependency.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAdvisories, failing, type Finding } from './check';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// npm passes its configured registry to the scripts it runs; CLAIMDESK_ADVISORY_REGISTRY overrides it.
const registry =
  process.env.CLAIMDESK_ADVISORY_REGISTRY ?? process.env.npm_config_registry ?? 'https://registry.npmjs.org/';

const line = ({ advisory, pkg }: Finding): string =>
  `  ${advisory.severity.padEnd(8)} ${pkg.name}@${pkg.version} (${pkg.production ? 'production' : 'build and test only'}) — ${advisory.title} ${advisory.url}`;

async function main(): Promise<void> {
  const outcome = await checkAdvisories({ lockfile: join(ROOT, 'package-lock.json'), registry });
  if (outcome.kind === 'skipped') {
    console.log(`advisories: skipped — ${outcome.reason}`);
  } else {
    console.log(`advisories: ${outcome.packages} packages checked, ${outcome.findings.length} finding(s)`);
    for (const finding of outcome.findings) console.log(line(finding));
    const failed = failing(outcome.findings);
    if (failed.length > 0) {
      console.error(`advisories: ${failed.length} high or critical advisory(ies) on production dependencies`);
      process.exitCode = 1;
    }
  }
}

void main();
