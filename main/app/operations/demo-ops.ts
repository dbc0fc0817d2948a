/** demo.*: what demo mode offers a newcomer; refused on a desk that talks to a real insurer. */
import { visitInProgress } from '../../care';
import { demoHints } from '../demo-hints';
import { fail, ok, type HandlersOf } from './handler';

export const demoHandlers: HandlersOf<'demo'> = {
  'demo.hints': async (_input, core) => {
    if (core.demo === undefined) {
      return fail('not-demo', 'Demo cards and codes exist only on the demo desk, which talks to a simulated insurer.');
    }
    try {
      return ok(await demoHints(core.demo, visitInProgress(core.db, core.claimContext().now())));
    } catch {
      return fail('service-error', 'The simulated insurer did not answer. Try again in a moment.');
    }
  },
};
