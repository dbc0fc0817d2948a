/**
 * settings.*: the desk's settings without the token (only `hasToken`), changing
 * them, and testing a service address and token before saving them.
 *
 * The service address and token are checked as a pair (both, or neither for the
 * demo; https unless this machine) and stored: the address in the store, the
 * token in the host's TokenStore. A saved token stays with the address it was
 * saved for: a new address needs its token typed again (`settings.tokenAgain`;
 * otherwise a page could point the desk elsewhere and have the saved token sent
 * there after the restart), and emptying the address for the demo drops the
 * token. The running core keeps its connection until the host restarts it:
 * `restartWithSettings` when the host offers one (the desktop app), else the view
 * says `restartNeeded` (the browser mode takes its service from flags and
 * environment at start).
 */
import type { SettingsView } from '../../../shared/ops/operations';
import { problem, type FieldError } from '../../../shared/domain/problems';
import { applyReferralRule } from '../../claims';
import { say, setCoreLanguage } from '../../i18n/words';
import type { Core } from '../core';
import { testConnection } from '../connection-check';
import { changeSettings, deskSettings } from '../desk-settings';
import { loadSettings, type Settings, type SettingsProblem } from '../settings';
import { fail, ok, type HandlerResult, type HandlersOf } from './handler';
import type { TokenStore } from './token-store';

interface SettingsDeps {
  readonly tokenStore: TokenStore;
  readonly dataDir: string;
  /** Called once new service settings are stored; the host restarts the core on them after this answer is delivered. */
  readonly restartWithSettings?: (settings: Settings) => void;
}

/** A problem of the service address and token, next to the field it concerns. */
const settingsProblem = (found: SettingsProblem): FieldError =>
  problem(found === 'tokenNotOneWord' ? 'token' : 'serviceUrl', `settings.${found}`);

export function settingsHandlers(deps: SettingsDeps): HandlersOf<'settings'> {
  const { tokenStore } = deps;
  let restartNeeded = false;

  function view(core: Core): SettingsView {
    const settings = deskSettings(core.store());
    const serviceUrl = settings.serviceUrl ?? (core.mode === 'service' ? core.serviceUrl : null);
    return {
      ...settings,
      serviceUrl,
      mode: core.mode,
      hasToken: tokenStore.get() !== null,
      dataDir: deps.dataDir,
      restartNeeded,
    };
  }

  return {
    'settings.get': (_input, core) => ok(view(core)),

    'settings.update': ({ token, ...patch }, core) => {
      const current = view(core);
      const url = patch.serviceUrl !== undefined ? patch.serviceUrl : current.serviceUrl;
      const addressChanged = !sameAddress(url, current.serviceUrl);
      if (addressChanged && url !== null && token === undefined) {
        return refused([problem('token', 'settings.tokenAgain')]);
      }
      const keptToken = addressChanged ? null : tokenStore.get();
      const newToken = token === undefined ? keptToken : token.trim() || null;
      const serviceChanged = addressChanged || token !== undefined;

      let service: Settings | undefined;
      if (serviceChanged) {
        const checked = loadSettings({ CLAIMDESK_SERVICE_URL: url ?? '', CLAIMDESK_TOKEN: newToken ?? '' });
        if (!checked.ok) return refused(checked.error.problems.map(settingsProblem));
        service = checked.value;
      }
      // The token goes first: a store that refuses it (no protected storage) must leave nothing half-saved.
      const previousToken = tokenStore.get();
      if (service) {
        const stored = storeToken(tokenStore, newToken);
        if (!stored.ok) return stored;
      }
      // The address as checked when it changes; otherwise the saved one stays as it was written.
      const { serviceUrl: _typedAddress, ...others } = patch;
      const written = changeSettings(
        core.store(),
        service ? { ...others, serviceUrl: service.service?.url ?? null } : others,
      );
      if (!written.ok) {
        if (service) storeToken(tokenStore, previousToken);
        return fail(written.error.code, written.error.message);
      }
      if (service) {
        restartNeeded = true;
        deps.restartWithSettings?.(service);
      }
      // The core's messages follow the desk's language at once; the status bar's words are made again in it.
      if (patch.language !== undefined) setCoreLanguage(patch.language);
      // The status bar's amounts warning depends on how amounts are sent.
      const amountsChanged = patch.lineAmounts !== undefined && patch.lineAmounts !== current.lineAmounts;
      // Queued claims are held for their referral letter, or released, under the rule as it is now.
      if (patch.referralLetter !== undefined && patch.referralLetter !== current.referralLetter) {
        applyReferralRule(core.claims());
        core.sync.runSoon();
      }
      if (amountsChanged || (patch.language !== undefined && patch.language !== current.language)) core.sync.notify();
      return ok(view(core));
    },

    'settings.testConnection': async ({ serviceUrl, token }, core) => {
      if (token !== '') return ok(await testConnection(serviceUrl, token));
      // The saved token goes only to the address it was saved with, never to one just typed.
      const saved = tokenStore.get();
      const configured = view(core).serviceUrl;
      if (saved === null || configured === null) {
        return ok({ reachable: false, message: say('settings.enterToken') });
      }
      if (!sameAddress(serviceUrl, configured)) {
        return ok({ reachable: false, message: say('settings.tokenForAddress') });
      }
      return ok(await testConnection(configured, saved));
    },
  };
}

/** Two service addresses are the same when they differ only by a trailing slash or the case of the host; '' is none. */
function sameAddress(a: string | null, b: string | null): boolean {
  const normal = (text: string | null): string => {
    const trimmed = text?.trim() ?? '';
    return URL.canParse(trimmed) ? new URL(trimmed).href.replace(/\/+$/, '') : trimmed;
  };
  return normal(a) === normal(b);
}

/** The service settings refused, each problem next to its field. */
function refused(fields: FieldError[]): HandlerResult<never> {
  const message = fields.map((field) => field.message).join(' ');
  return { ok: false, error: { code: 'invalid-input', message, fields } };
}

/** Stores the token; a store that refuses (its error carries a code and plain words) answers that refusal. */
function storeToken(tokenStore: TokenStore, token: string | null): { ok: true } | ReturnType<typeof fail> {
  try {
    tokenStore.set(token);
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && error instanceof Error) return fail(code, error.message);
    throw error;
  }
}
