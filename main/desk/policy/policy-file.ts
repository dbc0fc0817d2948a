/**
 * Where the policy file is (per OS; the host may give another place, tests do) and reading it once, at each core
 * start. Absent: no policy. Present but not valid (not JSON, an unknown key, a value its setting refuses): refused
 * whole, nothing of it applied, with a message naming the file, the key and the problem (for the log and Settings).
 * Not done yet: the Windows registry key HKLM\Software\Policies\ClaimDesk.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Policy, policyProblems } from '../../../shared/domain/policy';
import { isRuleCode, ruleMessage } from '../../../shared/domain/rule-wording';
// The core's words for the rules (the update address's problems), lent as it loads.
import '../../i18n/words';

/** The policy the core runs under: none, one applied (with its file), or one refused (with why). */
export type PolicyRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'applied'; readonly file: string; readonly policy: Policy }
  | { readonly kind: 'refused'; readonly file: string; readonly message: string };

export const NO_POLICY: PolicyRead = { kind: 'none' };

/** The machine-wide policy file: /etc/claimdesk/policy.json, or %ProgramData%\ClaimDesk\policy.json on Windows. */
export function policyFileFor(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): string {
  if (platform === 'win32') return path.win32.join(env.ProgramData ?? 'C:\\ProgramData', 'ClaimDesk', 'policy.json');
  return '/etc/claimdesk/policy.json';
}

export function readPolicy(file: string): PolicyRead {
  if (!existsSync(file)) return NO_POLICY;
  const refused = (problem: string): PolicyRead => ({
    kind: 'refused',
    file,
    message: `The policy file ${file} is refused, nothing of it applied: ${problem}`,
  });
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return refused(`it is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = Policy.safeParse(json);
  const word = (message: string): string => (isRuleCode(message) ? ruleMessage(message) : message);
  if (!parsed.success) return refused(policyProblems(parsed.error, word).join('; '));
  return { kind: 'applied', file, policy: parsed.data };
}
