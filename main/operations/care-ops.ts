/** visits.*, authorizations.*, benefits.*, doctors.*: from a verified visit to a blocked amount, and the doctors' roster. */
import {
  blockBenefit,
  closeVisits,
  enterAuthorization,
  getLocalVisit,
  listDoctors,
  recentAuthorizations,
  saveDoctor,
  startVisit,
  verifyOtp,
  visitInProgress,
} from '../care';
import { withClaimsOn } from '../claims';
import { say } from '../i18n/words';
import { found, ok, type HandlersOf } from './handler';

export const visitHandlers: HandlersOf<'visits'> = {
  'visits.start': (input, core) => startVisit(core.care(), input),
  'visits.verify': (input, core) => verifyOtp(core.care(), input),
  'visits.get': ({ visitRequestId }, core) =>
    found(getLocalVisit(core.care(), visitRequestId), say('care.visitNotHere')),
  'visits.current': (_input, core) => ok(visitInProgress(core.care()) ?? null),
  'visits.close': (_input, core) => ok({ closed: closeVisits(core.care()) }),
};

export const authorizationHandlers: HandlersOf<'authorizations'> = {
  'authorizations.enter': ({ authorizationNo }, core) => enterAuthorization(core.care(), authorizationNo),
  'authorizations.recent': ({ limit }, core) =>
    ok(withClaimsOn(core.claims(), recentAuthorizations(core.care(), limit))),
};

export const benefitHandlers: HandlersOf<'benefits'> = {
  'benefits.block': (input, core) => blockBenefit(core.care(), input),
};

export const doctorHandlers: HandlersOf<'doctors'> = {
  'doctors.list': (_input, core) => ok(listDoctors(core.care())),
  'doctors.save': (doctor, core) => saveDoctor(core.care(), doctor),
};
