/** Endpoints 1, 2 and 9: member, benefits, photo. */
import type { Handler } from './outcome';
import { fail, noRecord, ok } from './outcome';

export const getMember: Handler<'getMember'> = ({ params }, { state }) => {
  const member = state.members.get(params.card_no);
  if (!member) return noRecord(`no member with card number ${params.card_no}`);
  const { card_no, name, gender, dob } = member;
  return ok({ card_no, name, gender, dob }, 'Member found');
};

export const listBenefits: Handler<'listBenefits'> = ({ params }, { state }) => {
  const member = state.members.get(params.card_no);
  if (!member || member.benefits.length === 0) return noRecord(`no benefits for card number ${params.card_no}`);
  const benefits = member.benefits.map(({ code, name, access_type }) => ({ code, name, access_type }));
  return ok(benefits, `${benefits.length} benefit(s) found`);
};

export const getPhoto: Handler<'getPhoto'> = ({ params }, { state }) => {
  const member = state.members.get(params.card_no);
  if (!member) return fail(422, `Invalid card number ${params.card_no}`);
  return ok({ photo: member.photo }, 'Member photo');
};
