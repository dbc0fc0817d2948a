/** members.*: look-up (answered from the cache when offline), the photo for the identity check, recent members, the card staff probably meant. */
import { lookUpMember, memberPhoto, recentMembers, suggestCard } from '../care';
import { ok, type HandlersOf } from './handler';

export const memberHandlers: HandlersOf<'members'> = {
  'members.lookup': ({ cardNo }, core) => lookUpMember(core.care(), cardNo),
  'members.photo': ({ cardNo }, core) => memberPhoto(core.care(), cardNo),
  'members.recent': ({ limit }, core) => ok(recentMembers(core.care(), limit)),
  'members.suggestCard': ({ cardNo }, core) => ok(suggestCard(core.care(), cardNo)),
};
