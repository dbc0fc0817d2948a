/** members.*: look-up (answered from the cache when offline), the photo for the identity check, recent members. */
import { lookUpMember, recentMembers } from '../../care';
import { remoteFailure } from '../../care/failures';
import { errorCategory } from '../../remote/errors';
import { ok, type HandlersOf } from './handler';

export const memberHandlers: HandlersOf<'members'> = {
  'members.lookup': ({ cardNo }, core) => lookUpMember(core.careDeps(), cardNo),

  'members.photo': async ({ cardNo }, core) => {
    const answer = await core.client.getPhoto({ card_no: cardNo });
    if (answer.ok) return ok({ photo: answer.value.photo });
    // Offline, or no photo on file: the rest of the member's record still stands without it.
    const category = errorCategory(answer.error);
    if (category === 'offline' || category === 'not-found') return ok({ photo: null });
    return remoteFailure(answer.error);
  },

  'members.recent': ({ limit }, core) => ok(recentMembers(core.db, limit)),
};
