/**
 * Where the policy file is (per OS; the host may give another place, tests do) and reading it once, at each core
 * start. Absent: no policy. Present but not valid (not JSON, an unknown key, a value its setting refuses): refused
 * whole, nothing of it applied, with a message naming the file, the key and the problem (for the log and Settings).
 * The Windows registry key is read beside it (registry-policy.ts) and the two combined (desk-policy.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { Policy, policyProblems } from '../../../shared/domain/policy';
import { isRuleCode, ruleMessage } from '../../../shared/domain/rule-wording';
// The core's words for the rules (the update address's problems), lent as it loads.
import '../../i18n/words';
import { loadSettings } from '../settings/service-settings';

/**
 * The policy the core runs under: none, one applied (`file`: where it came from, the file's path or the registry
 * key or both; `sources`: for each locked path, which of them set it), or one refused (with why).
 */
export type PolicyRead =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'applied';
      readonly file: string;
      readonly policy: Policy;
      /** Absent: every locked path came from `file`. */
      readonly sources?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'refused'; readonly file: string; readonly message: string };

export const NO_POLICY: PolicyRead = { kind: 'none' };

/** `problem` as the refusal of the policy in `source` (`the policy file /etc/…`, `the registry key HKLM\…`). */
export const refusedPolicy = (file: string, what: string, problem: string): PolicyRead => ({
  kind: 'refused',
  file,
  message: `${what} is refused, nothing of it applied: ${problem}`,
});

/** A policy's values checked (one rule for the file and the registry): applied with its source, or refused whole. */
export function checkedPolicy(json: unknown, file: string, what: string): PolicyRead {
  const parsed = Policy.safeParse(json);
  const word = (message: string): string => (isRuleCode(message) ? ruleMessage(message) : message);
  if (!parsed.success) return refusedPolicy(file, what, policyProblems(parsed.error, word).join('; '));
  const policy = parsed.data;
  if (policy.service?.url !== undefined) {
    // The address passes the checks of one typed in Settings (https unless this machine, nothing but a plain path).
    const checked = loadSettings({ CLAIMDESK_SERVICE_URL: policy.service.url, CLAIMDESK_TOKEN: 'checked' });
    if (!checked.ok) return refusedPolicy(file, what, `service.url: ${checked.error.message}`);
    policy.service = { ...policy.service, url: checked.value.service?.url };
  }
  return { kind: 'applied', file, policy };
}

export function readPolicy(file: string): PolicyRead {
  if (!existsSync(file)) return NO_POLICY;
  const what = `The policy file ${file}`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return refusedPolicy(file, what, `it is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return checkedPolicy(json, file, what);
}
