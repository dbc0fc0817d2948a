/** Local records of care: members, visits, authorizations, blocks and doctors. */
export { enterAuthorization, recentAuthorizations } from './authorizations';
export { blockBenefit } from './blocks';
export { listDoctors, saveDoctor } from './doctors';
export { lookUpMember, memberPhoto, recentMembers, suggestCard } from './members';
export { getLocalVisit, startVisit, verifyOtp } from './visits';
export { closeVisits, visitInProgress } from './visit-in-progress';
