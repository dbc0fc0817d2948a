/**
 * Which service the desktop app starts on. The administrator's environment
 * (CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN) wins, so a desk configured that way
 * never asks; otherwise the service chosen at setup (or later in Settings) with the
 * token from the encrypted store; otherwise the demo, and the page asks staff to
 * choose unless the demo is what they chose (main/desk/setup-choice.ts). A chosen
 * address whose token is gone, or that no longer passes the settings' checks, is
 * not used.
 *
 * The choice itself is a small JSON file beside the data folders: one that is
 * missing, unreadable or off-schema means no choice yet.
 */
import { readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { loadSettings, type Settings } from '../desk/settings/service-settings';
import type { ServiceChoice, SetupStore } from '../desk/setup-choice';
import { ensurePrivateDir, writePrivateFile } from '../store/private-files';

/**
 * `enrolOnly`: the policy requires enrolment, so the token typed on this PC wins over the environment's (which the
 * policy refuses anyway, main/desk/policy/service-gate.ts: without an enrolled one, the refusal is what staff see).
 */
export function startSettings(
  fromEnv: Settings,
  choice: ServiceChoice | null,
  token: string | null,
  enrolOnly = false,
): Settings {
  if (fromEnv.service !== null && !enrolOnly) return fromEnv;
  if (choice?.kind !== 'service' || token === null) return fromEnv;
  const checked = loadSettings({ CLAIMDESK_SERVICE_URL: choice.url, CLAIMDESK_TOKEN: token });
  return checked.ok ? checked.value : fromEnv;
}

const StoredChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('demo') }),
  z.object({ kind: z.literal('service'), url: z.string() }),
]);

export function createFileSetupStore(filePath: string): SetupStore {
  return {
    read() {
      try {
        const parsed = StoredChoice.safeParse(JSON.parse(readFileSync(filePath, 'utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(choice) {
      ensurePrivateDir(dirname(filePath));
      const temporary = `${filePath}.tmp`;
      writePrivateFile(temporary, JSON.stringify(choice));
      renameSync(temporary, filePath);
    },
  };
}
