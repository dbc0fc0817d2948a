/**
 * The desk's policy: the policy file and, on Windows, the registry key, read at each core start and combined by one
 * rule. Per key (per part of a key set in parts), the registry's value wins over the file's: Group Policy is what a
 * domain pushes and re-applies, the file is for PCs outside one. Each locked value keeps where it came from
 * (`sources`), so Settings names the file or the key. If either is refused, neither applies: they are one policy in
 * two places, and the file alone could set what the registry meant to override.
 */
import { lockedPaths, mergePolicies } from '../../../shared/domain/policy';
import { checkedPolicy, NO_POLICY, readPolicy, refusedPolicy, type PolicyRead } from './policy-file';
import type { RegistryPort } from './policy-sources';
import { registryObject } from './registry-policy';

export interface PolicyPlaces {
  /** Where the policy file is (policyFileFor); absent: no file. */
  readonly policyFile?: string;
  /** The registry key's reader (Windows: regQuery()); absent: no registry. */
  readonly policyRegistry?: RegistryPort;
}

export const DESK_SCOPE_IN_FILE = 'desk.scope is set in the policy file only, not in the registry';

export async function readRegistryPolicy(port: RegistryPort): Promise<PolicyRead> {
  const what = `The policy in the registry key ${port.key}`;
  const answer = await port.query();
  if (answer.kind === 'absent') return NO_POLICY;
  if (answer.kind === 'failed') return refusedPolicy(port.key, what, `it could not be read (${answer.problem})`);
  const made = registryObject(answer.text);
  if (!made.ok) return refusedPolicy(port.key, what, made.problems.join('; '));
  // Where the desk lives is decided before anything starts, from the file alone (main/electron/desk-place.ts).
  if (typeof made.value === 'object' && made.value !== null && 'desk' in made.value)
    return refusedPolicy(port.key, what, DESK_SCOPE_IN_FILE);
  return checkedPolicy(made.value, port.key, what);
}

const sourcesOf = (read: Extract<PolicyRead, { kind: 'applied' }>): Record<string, string> =>
  read.sources ?? Object.fromEntries(lockedPaths(read.policy).map((path) => [path, read.file]));

/** The file's policy with the registry's over it (see above). */
export function combinePolicies(file: PolicyRead, registry: PolicyRead): PolicyRead {
  if (registry.kind === 'none') return file;
  if (file.kind === 'none') return registry;
  const refusals = [file, registry].filter((read) => read.kind === 'refused');
  if (refusals.length > 0) {
    const why = refusals.map((read) => read.message).join(' ');
    const both = `${file.file} and ${registry.file}`;
    return { kind: 'refused', file: both, message: `${why} Both are one policy: neither applies.` };
  }
  if (file.kind !== 'applied' || registry.kind !== 'applied') return NO_POLICY; // narrowed above
  return {
    kind: 'applied',
    file: `${file.file} and ${registry.file}`,
    policy: mergePolicies(file.policy, registry.policy),
    sources: { ...sourcesOf(file), ...sourcesOf(registry) },
  };
}

export async function readDeskPolicy(places: PolicyPlaces): Promise<PolicyRead> {
  const file = places.policyFile === undefined ? NO_POLICY : readPolicy(places.policyFile);
  const registry = places.policyRegistry === undefined ? NO_POLICY : await readRegistryPolicy(places.policyRegistry);
  return combinePolicies(file, registry);
}
