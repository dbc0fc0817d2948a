/** app.*: the first-run choice between the insurer's service and the demo, and the About dialog. */
import type { AppState } from '../../../shared/domain/app-state';
import { say } from '../../i18n/words';
import { aboutDesk, type HostVersions } from '../about';
import type { Core } from '../core';
import { setupNeeded, type SetupStore } from '../setup-choice';
import { fail, ok, type HandlersOf } from './handler';

interface AppDeps {
  /** Where the host keeps the first-run choice; without one (tests, browser mode by default) no setup is asked. */
  readonly setup: SetupStore | undefined;
  readonly host: HostVersions;
  readonly dataDir: string;
}

export function appHandlers(deps: AppDeps): HandlersOf<'app'> {
  const state = (core: Core): AppState => ({
    setupNeeded: deps.setup !== undefined && setupNeeded(core.mode, deps.setup.read()),
    mode: core.mode,
  });

  return {
    'app.state': (_input, core) => ok(state(core)),
    // "Connect to the insurer" is settings.update, which restarts the core on the service (the host keeps that choice).
    'app.tryDemo': (_input, core) => {
      if (core.mode !== 'demo') return fail('not-demo', say('setup.notDemo'));
      deps.setup?.write({ kind: 'demo' });
      return ok(state(core));
    },
    'app.about': (_input, core) => ok(aboutDesk(core.store(), deps.host, deps.dataDir)),
  };
}
