/**
 * The first-run choice of a packaged build: the insurer's service, or the demo. The
 * host keeps it (a file beside the data folders in the desktop app, memory in browser
 * mode) and reads it at every start, so later starts go straight in. The page shows
 * the setup choice whenever the desk runs the demo that staff did not choose: on a
 * first run, and when a chosen service can no longer be used (its token is gone),
 * never the demo silently in place of the insurer. A policy that requires enrolment (main/desk/policy) leaves one
 * choice: the demo is refused, and the setup is shown on any demo desk, whatever was chosen before.
 */
import type { ServiceMode } from '../../shared/core-status';
import type { AppState } from '../../shared/domain/app-state';
import { DESK_TIME_ZONE } from '../../shared/i18n/format';
import { say } from '../i18n/words';
import type { Settings } from './settings/service-settings';

export type ServiceChoice = { readonly kind: 'demo' } | { readonly kind: 'service'; readonly url: string };

export interface SetupStore {
  /** The choice made, or null before the first one. */
  read(): ServiceChoice | null;
  write(choice: ServiceChoice): void;
}

export function createMemorySetupStore(initial: ServiceChoice | null = null): SetupStore {
  let choice = initial;
  return {
    read: () => choice,
    write: (next) => {
      choice = next;
    },
  };
}

/** The choice that new service settings make (the address only: the token is the token store's). */
export const choiceOf = (settings: Settings): ServiceChoice =>
  settings.service === null ? { kind: 'demo' } : { kind: 'service', url: settings.service.url };

export const setupNeeded = (mode: ServiceMode, choice: ServiceChoice | null, enrolOnly = false): boolean =>
  mode === 'demo' && (enrolOnly || choice?.kind !== 'demo');

/**
 * What the page asks at start: whether staff must choose a service first (where the host keeps the choice, or
 * always under a policy requiring enrolment: `enrolOnly`).
 */
export const appState = (mode: ServiceMode, setup: SetupStore | undefined, enrolOnly = false): AppState => ({
  setupNeeded: (setup !== undefined || enrolOnly) && setupNeeded(mode, setup?.read() ?? null, enrolOnly),
  mode,
  timeZone: DESK_TIME_ZONE,
});

type DemoRefusal = { code: 'not-demo' | 'enrolment-required'; message: string };

/** Staff choose the demo the desk runs; refused on a desk on the insurer's service, and under required enrolment. */
export function chooseDemo(
  mode: ServiceMode,
  setup: SetupStore | undefined,
  enrolOnly = false,
): { ok: true; value: AppState } | { ok: false; error: DemoRefusal } {
  if (mode !== 'demo') return { ok: false, error: { code: 'not-demo', message: say('setup.notDemo') } };
  if (enrolOnly) return { ok: false, error: { code: 'enrolment-required', message: say('setup.enrolOnly') } };
  setup?.write({ kind: 'demo' });
  return { ok: true, value: appState(mode, setup) };
}
