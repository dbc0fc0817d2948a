/**
 * Where updates come from — never the page's choice. An administrator's `update-policy.json` beside the app
 * (`{ "feedUrl": "https://…" }`) wins; otherwise the address built in: electron-builder writes its `publish`
 * entry into app-update.yml among the app's resources. A policy file that is there but not valid gives no
 * feed at all (falling back to the build's would ignore the administrator), and says why in the log.
 * The machine-wide policy file's `updates.feedUrl` (main/desk/policy) wins over both (`withPolicyFeed`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { feedUrlProblem } from '../../../shared/domain/settings';
import type { UpdateFeed } from '../../../shared/domain/updates';
import type { PolicyRead } from '../policy/policy-file';

export interface FeedPlaces {
  /** Where an update-policy.json may be, first found wins (the app's resources folder, the program's folder). */
  readonly policyFiles: readonly string[];
  /** The build's app-update.yml. */
  readonly buildConfig: string;
}

const Policy = z.strictObject({ feedUrl: z.string().max(2000) });

const URL_LINE = /^url:\s*['"]?([^'"\s]+)['"]?\s*$/m;

export function findFeed(places: FeedPlaces, warn: (message: string) => void = () => undefined): UpdateFeed {
  const policyFile = places.policyFiles.find((file) => existsSync(file));
  if (policyFile !== undefined) {
    let problem: string | undefined;
    try {
      const policy = Policy.safeParse(JSON.parse(readFileSync(policyFile, 'utf8')));
      problem = policy.success ? feedUrlProblem(policy.data.feedUrl) : 'not { "feedUrl": "https://…" }';
      if (policy.success && problem === undefined) return { source: 'policy', url: policy.data.feedUrl, problem: null };
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    warn(`${policyFile} is not a valid update policy (${problem}): no updates until it is fixed`);
    return { source: 'none', url: null, problem: 'policy-invalid' };
  }
  const url = existsSync(places.buildConfig) ? URL_LINE.exec(readFileSync(places.buildConfig, 'utf8'))?.[1] : undefined;
  if (url === undefined || feedUrlProblem(url) !== undefined)
    return { source: 'none', url: null, problem: 'not-installed' };
  return { source: 'build', url, problem: null };
}

/** The policy file's feed when it sets one (it was checked as it was read); otherwise the feed found beside the app. */
export function withPolicyFeed(policy: PolicyRead, found: UpdateFeed): UpdateFeed {
  const url = policy.kind === 'applied' ? policy.policy.updates?.feedUrl : undefined;
  return url === undefined ? found : { source: 'policy', url, problem: null };
}
