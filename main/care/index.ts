/** Local records of care: members, visits, authorizations, blocks and doctors. */
export {
  enterAuthorization,
  getAuthorizationRecord,
  recentAuthorizations,
  recheckAuthorizations,
} from './authorizations';
export { blockBenefit, latestBlock, type BlockInput } from './blocks';
export type { CareDeps } from './deps';
export { listDoctors, saveDoctor } from './doctors';
export { cachedMember, lookUpMember, recentMembers } from './members';
export {
  getLocalVisit,
  recentVisits,
  startVisit,
  verifyOtp,
  type StartVisitInput,
  type VerifyOtpInput,
} from './visits';
export { closeVisits, visitInProgress } from './visit-in-progress';
