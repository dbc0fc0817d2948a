/**
 * Where the machine-wide policy is read from: the file's path per OS, and the Windows registry key through a port
 * (`reg query`). Nothing here reads or checks a policy (policy-file.ts, registry-policy.ts, desk-policy.ts do), so a
 * host names its sources before the desk's modules load (browser mode listens first: main/serve/browser-mode.ts).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

/** The machine-wide policy file: /etc/claimdesk/policy.json, or %ProgramData%\ClaimDesk\policy.json on Windows. */
export function policyFileFor(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): string {
  if (platform === 'win32') return path.win32.join(env.ProgramData ?? 'C:\\ProgramData', 'ClaimDesk', 'policy.json');
  return '/etc/claimdesk/policy.json';
}

export const POLICY_KEY = 'HKLM\\Software\\Policies\\ClaimDesk';

/** What `reg query <key>` answered: its output, the key absent, or why it could not be read. */
export type RegistryAnswer =
  | { readonly kind: 'output'; readonly text: string }
  | { readonly kind: 'absent' }
  | { readonly kind: 'failed'; readonly problem: string };

/** Reads one key of the registry (the desktop app: `reg query`; tests: recorded output). */
export interface RegistryPort {
  readonly key: string;
  query(): Promise<RegistryAnswer>;
}

const REG_TIMEOUT_MS = 5_000;

/** `reg query HKLM\Software\Policies\ClaimDesk`, at most 5 s; exit 1 with "unable to find" is the key absent. */
export function regQuery(key = POLICY_KEY, timeoutMs = REG_TIMEOUT_MS): RegistryPort {
  return {
    key,
    query: () =>
      new Promise((resolve) => {
        execFile('reg', ['query', key], { timeout: timeoutMs, windowsHide: true }, (error, stdout, stderr) => {
          if (error === null) {
            resolve({ kind: 'output', text: stdout });
            return;
          }
          if (/unable to find/i.test(stderr)) {
            resolve({ kind: 'absent' });
            return;
          }
          resolve({
            kind: 'failed',
            problem: error.killed ? `no answer in ${timeoutMs} ms` : stderr.trim() || error.message,
          });
        });
      }),
  };
}
