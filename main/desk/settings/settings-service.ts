/**
 * The settings screen's use cases: the desk's settings as staff see them (of the token only `hasToken`), a
 * change, and a test of a service address and token before they are saved.
 *
 * The address and token are one pair, checked together (both, or neither for the demo; https unless this
 * machine: service-settings.ts) and kept apart: the address in the store, the token in the host's TokenStore. A saved
 * token stays with the address it was saved for: a new address needs its token typed again
 * (`settings.tokenAgain`), or a page could point the desk elsewhere and have the saved token sent there after
 * the restart; emptying the address (the demo) drops the token. The running core keeps its connection until the
 * host restarts it (`restartWithSettings`, the desktop app); without one the view says `restartNeeded`.
 */
import type { ServiceMode } from '../../../shared/core-status';
import { lockedPaths } from '../../../shared/domain/policy';
import { problem, type FieldError } from '../../../shared/domain/problems';
import type { DeskSettings, UpdateSettingsPart } from '../../../shared/domain/settings';
import type { ConnectionReport, SettingsView } from '../../../shared/ops/operations';
import type { z } from 'zod';
import { applyReferralRule } from '../../claims';
import type { ClaimDeps } from '../../claims/context';
import { say, setCoreLanguage } from '../../i18n/words';
import { offsiteStatus } from '../../store/offsite-backup';
import type { StoreDeps } from '../../store/store-deps';
import type { SyncEngine } from '../../sync/engine/sync-engine';
import { testConnection } from './connection-check';
import { changeSettings, deskSettings, mergedUpdates } from './desk-settings';
import { loadSettings, type Settings, type SettingsProblem } from './service-settings';
import { TOKEN_STORAGE_UNAVAILABLE, type TokenStore } from './token-store';
import { lockedRefusal, type LockedRefusal } from '../policy/locked-change';
import { enrolmentRequired, sameAddress, servicePolicy } from '../policy/service-gate';
import type { PolicyRead } from '../policy/policy-file';

/** What these use cases read of the running core (the core is one). */
export interface RunningDesk {
  readonly mode: ServiceMode;
  readonly serviceUrl: string;
  /** The policy file read as the core started (main/desk/policy); none when absent. */
  readonly policy?: PolicyRead;
  /** Why the service settings saved were not used under the policy (main/desk/policy/service-gate.ts). */
  readonly serviceRefused?: string | null;
  store(): StoreDeps;
  claims(): ClaimDeps;
  readonly sync: Pick<SyncEngine, 'runSoon' | 'notify'>;
  /** Checks at once whether a copy to the IT folder is due (main/core/core.ts); absent in tests without a core. */
  offsiteBackupSoon?(): void;
  /** No recovery key issued for an encrypted store on the insurer's service (main/core/core.ts); absent in tests without a core. */
  recoveryKeyMissing?(): boolean;
  /** The host's log takes the `log.level` in force (main/core/core.ts); absent in tests that have no log. */
  setLogLevel?(level: DeskSettings['log']['level']): void;
}

export interface SettingsServiceDeps {
  readonly tokenStore: TokenStore;
  readonly dataDir: string;
  /** Called once new service settings are stored; the host restarts the core on them after this answer is delivered. */
  readonly restartWithSettings?: (settings: Settings) => void;
}

/** The desk's settings changed: any of them, and a new token (`''` clears it). */
export type SettingsChange = Omit<Partial<DeskSettings>, 'updates'> & {
  readonly updates?: UpdateSettingsPart;
  readonly token?: string;
};

export interface SettingsError {
  readonly code: string;
  readonly message: string;
  readonly fields?: readonly FieldError[];
}

export type SettingsResult = { ok: true; value: SettingsView } | { ok: false; error: SettingsError };

export interface SettingsService {
  view(desk: RunningDesk): SettingsView;
  update(desk: RunningDesk, change: SettingsChange): SettingsResult;
  /** An empty token tests the saved one, and only against the address it was saved with. */
  testConnection(
    desk: RunningDesk,
    check: { serviceUrl: string; token: string },
  ): Promise<z.output<typeof ConnectionReport>>;
}

export function createSettingsService(deps: SettingsServiceDeps): SettingsService {
  const { tokenStore } = deps;
  let restartNeeded = false;

  function view(desk: RunningDesk): SettingsView {
    const settings = deskSettings(desk.store());
    // Under a policy's address the field shows it (the desk talks to no other: service-gate.ts), else the saved one.
    const policyUrl = servicePolicy(desk.policy)?.url ?? null;
    const serviceUrl = policyUrl ?? settings.serviceUrl ?? (desk.mode === 'service' ? desk.serviceUrl : null);
    return {
      ...settings,
      serviceUrl,
      mode: desk.mode,
      hasToken: tokenStore.get() !== null,
      dataDir: deps.dataDir,
      restartNeeded,
      policy: policyView(desk),
      offsiteBackup: offsiteView(desk.store()),
      recoveryKeyMissing: desk.recoveryKeyMissing?.() ?? false,
    };
  }

  function update(desk: RunningDesk, { token, updates, ...rest }: SettingsChange): SettingsResult {
    // A value IT set in the policy file is not staff's to change: the whole change is refused, nothing half-applied.
    // Only the update parts named are checked against it; the others keep their stored values.
    const locked = lockedRefusal(desk.policy, { ...rest, updates }) ?? addressRefusal(desk.policy, rest.serviceUrl);
    const patch: Partial<DeskSettings> = updates
      ? { ...rest, updates: mergedUpdates(deskSettings(desk.store()).updates, updates) }
      : rest;
    if (locked) return { ok: false, error: locked };
    const current = view(desk);
    const url = patch.serviceUrl !== undefined ? patch.serviceUrl : current.serviceUrl;
    const addressChanged = !sameAddress(url, current.serviceUrl);
    if (addressChanged && url !== null && token === undefined)
      return refused([problem('token', 'settings.tokenAgain')]);
    const newToken = token === undefined ? (addressChanged ? null : tokenStore.get()) : token.trim() || null;

    let service: Settings | undefined;
    if (addressChanged || token !== undefined) {
      const checked = loadSettings({ CLAIMDESK_SERVICE_URL: url ?? '', CLAIMDESK_TOKEN: newToken ?? '' });
      if (!checked.ok) return refused(checked.error.problems.map(settingsProblem));
      service = checked.value;
    }
    // The token goes first: a store that refuses it (no protected storage) must leave nothing half-saved.
    const previousToken = tokenStore.get();
    if (service) {
      const stored = storeToken(tokenStore, newToken, enrolmentRequired(desk.policy));
      if (!stored.ok) return stored;
    }
    // The address as checked when it changes; otherwise the saved one stays as it was written.
    const { serviceUrl: _typedAddress, ...others } = patch;
    const written = changeSettings(
      desk.store(),
      service ? { ...others, serviceUrl: service.service?.url ?? null } : others,
    );
    if (!written.ok) {
      if (service) storeToken(tokenStore, previousToken);
      return { ok: false, error: { code: written.error.code, message: written.error.message } };
    }
    if (service) {
      restartNeeded = true;
      deps.restartWithSettings?.(service);
    }
    followChange(desk, current, patch);
    return { ok: true, value: view(desk) };
  }

  async function testSaved(desk: RunningDesk, serviceUrl: string): Promise<z.output<typeof ConnectionReport>> {
    // The saved token goes only to the address it was saved with, never to one just typed.
    const saved = tokenStore.get();
    const configured = view(desk).serviceUrl;
    // The address the token was saved with: under a policy's address it may be another (then enrol again).
    const savedFor = deskSettings(desk.store()).serviceUrl ?? (desk.mode === 'service' ? desk.serviceUrl : null);
    if (saved === null || configured === null) return { reachable: false, message: say('settings.enterToken') };
    if (!sameAddress(serviceUrl, configured) || !sameAddress(savedFor, configured))
      return { reachable: false, message: say('settings.tokenForAddress') };
    return testConnection(configured, saved);
  }

  return {
    view,
    update,
    testConnection: (desk, { serviceUrl, token }) =>
      token !== '' ? testConnection(serviceUrl, token) : testSaved(desk, serviceUrl),
  };
}

/** The copies to the IT folder, the last failure's reason in the desk's words. */
function offsiteView({ db, now }: StoreDeps): SettingsView['offsiteBackup'] {
  const status = offsiteStatus(db, now());
  return { ...status, failureWords: status.lastFailure && say(`offsite.${status.lastFailure.reason}`) };
}

/** Which settings the policy locks (each with where it was set), or why it was refused; IT's contact; the service gate. */
function policyView({ policy, serviceRefused = null }: RunningDesk): SettingsView['policy'] {
  const none = { locked: {}, problem: null, contact: null, serviceUrl: null, enrolmentRequired: false, serviceRefused };
  if (policy?.kind === 'refused') return { ...none, problem: policy.message };
  if (policy?.kind !== 'applied') return none;
  return {
    ...none,
    locked: Object.fromEntries(lockedPaths(policy.policy).map((path) => [path, policy.sources?.[path] ?? policy.file])),
    contact: policy.policy.contact ?? null,
    serviceUrl: servicePolicy(policy)?.url ?? null,
    enrolmentRequired: enrolmentRequired(policy),
  };
}

/** A service address other than the policy's: refused as a locked value is (the desk may connect there only). */
function addressRefusal(policy: PolicyRead | undefined, asked: string | null | undefined): LockedRefusal | undefined {
  const url = servicePolicy(policy)?.url;
  if (url === undefined || asked === undefined || sameAddress(asked, url)) return undefined;
  const where = policy?.kind === 'applied' ? (policy.sources?.['service.url'] ?? policy.file) : '';
  return { code: 'setting-locked', message: say('settings.locked', { settings: 'service.url', file: where }) };
}

/** What the running core does at once after a change: its language, held referral claims, the status bar. */
function followChange(desk: RunningDesk, before: SettingsView, patch: Partial<DeskSettings>): void {
  // A new IT folder or interval: the copy is made now if due, not at the next quarter-hour check.
  if (patch.backup !== undefined) desk.offsiteBackupSoon?.();
  // The log keeps the level asked for from the next entry on (a policy's level wins over it: the one in force).
  if (patch.log !== undefined) desk.setLogLevel?.(deskSettings(desk.store()).log.level);
  // The core's messages follow the desk's language at once; the status bar's words are made again in it.
  if (patch.language !== undefined) setCoreLanguage(patch.language);
  // Queued claims are held for their referral letter, or released, under the rule as it is now.
  if (patch.referralLetter !== undefined && patch.referralLetter !== before.referralLetter) {
    applyReferralRule(desk.claims());
    desk.sync.runSoon();
  }
  // The status bar's amounts warning depends on how amounts are sent.
  const amountsChanged = patch.lineAmounts !== undefined && patch.lineAmounts !== before.lineAmounts;
  const languageChanged = patch.language !== undefined && patch.language !== before.language;
  if (amountsChanged || languageChanged) desk.sync.notify();
}

/** A problem of the service address and token, next to the field it concerns. */
const settingsProblem = (found: SettingsProblem): FieldError =>
  problem(found === 'tokenNotOneWord' ? 'token' : 'serviceUrl', `settings.${found}`);

/** The service settings refused, each problem next to its field. */
function refused(fields: FieldError[]): { ok: false; error: SettingsError } {
  return {
    ok: false,
    error: { code: 'invalid-input', message: fields.map((field) => field.message).join(' '), fields },
  };
}

/**
 * Stores the token; a store that refuses (its error carries a code and plain words) answers that refusal. Under
 * required enrolment the token in the environment is not used (service-gate.ts): the words say what IT can do instead.
 */
function storeToken(
  tokenStore: TokenStore,
  token: string | null,
  enrolOnly = false,
): { ok: true } | { ok: false; error: SettingsError } {
  try {
    tokenStore.set(token);
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !(error instanceof Error)) throw error;
    const enrolWords = enrolOnly && code === TOKEN_STORAGE_UNAVAILABLE;
    return {
      ok: false,
      error: { code, message: enrolWords ? say('settings.noProtectedStorageEnrol') : error.message },
    };
  }
}
