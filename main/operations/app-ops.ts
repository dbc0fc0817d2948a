/** app.*: the first-run choice between the insurer's service and the demo (main/desk/setup-choice.ts), and the About dialog. */
import { aboutDesk, type HostVersions } from '../desk/about';
import { appState, chooseDemo, type SetupStore } from '../desk/setup-choice';
import { enrolmentRequired } from '../desk/policy/service-gate';
import { ok, type HandlersOf } from './handler';

interface AppDeps {
  /** Where the host keeps the first-run choice; without one (tests, browser mode by default) no setup is asked. */
  readonly setup: SetupStore | undefined;
  readonly host: HostVersions;
  readonly dataDir: string;
}

export function appHandlers(deps: AppDeps): HandlersOf<'app'> {
  return {
    'app.state': (_input, core) => ok(appState(core.mode, deps.setup, enrolmentRequired(core.policy))),
    // "Connect to the insurer" is settings.update, which restarts the core on the service (the host keeps that choice).
    'app.tryDemo': (_input, core) => chooseDemo(core.mode, deps.setup, enrolmentRequired(core.policy)),
    'app.about': (_input, core) => ok(aboutDesk(core.store(), deps.host, deps.dataDir)),
  };
}
