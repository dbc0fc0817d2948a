/**
 * Which service the desktop app starts on. The administrator's environment
 * (CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN) wins, so a first run configured that
 * way works; otherwise the address saved in Settings with the token from the
 * encrypted store; otherwise the demo. A saved pair that no longer passes the
 * settings' checks is not used.
 */
import { loadSettings, type Settings } from '../app/settings';

export interface StoredService {
  readonly url: string | null;
  readonly token: string | null;
}

export function startSettings(fromEnv: Settings, stored: StoredService): Settings {
  if (fromEnv.service !== null || stored.url === null || stored.token === null) return fromEnv;
  const checked = loadSettings({ CLAIMDESK_SERVICE_URL: stored.url, CLAIMDESK_TOKEN: stored.token });
  return checked.ok ? checked.value : fromEnv;
}

/** True when both name the same service with the same token (or both the demo). */
export const sameService = (current: Settings, next: Settings): boolean =>
  current.service?.url === next.service?.url && current.service?.token === next.service?.token;
