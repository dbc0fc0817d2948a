/** demo.*: what demo mode offers a newcomer; refused on a desk that talks to a real insurer. */
import { visitInProgress } from '../care';
import { say } from '../i18n/words';
import { demoHints } from '../desk/demo-hints';
import { fail, ok, type HandlersOf } from './handler';

export const demoHandlers: HandlersOf<'demo'> = {
  'demo.hints': async (_input, core) => {
    if (core.demo === undefined) {
      return fail('not-demo', say('demo.notDemo'));
    }
    try {
      return ok(await demoHints(core.demo, visitInProgress(core.care())));
    } catch {
      return fail('service-error', say('demo.noAnswer'));
    }
  },
};
