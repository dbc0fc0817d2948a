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
} from '../../care';
import { say } from '../../i18n/words';
import { found, ok, type HandlersOf } from './handler';

export const visitHandlers: HandlersOf<'visits'> = {
  'visits.start': (input, core) => startVisit(core.careDeps(), input),
  'visits.verify': (input, core) => verifyOtp(core.careDeps(), input),
  'visits.get': ({ visitRequestId }, core) => found(getLocalVisit(core.db, visitRequestId), say('care.visitNotHere')),
  'visits.current': (_input, core) => {
    const ctx = core.claimContext();
    return ok(visitInProgress(core.db, ctx.now()) ?? null);
  },
  'visits.close': (_input, core) => ok({ closed: closeVisits(core.db, core.claimContext()) }),
};

export const authorizationHandlers: HandlersOf<'authorizations'> = {
  'authorizations.enter': ({ authorizationNo }, core) => enterAuthorization(core.careDeps(), authorizationNo),
  'authorizations.recent': ({ limit }, core) => ok(recentAuthorizations(core.db, limit)),
};

export const benefitHandlers: HandlersOf<'benefits'> = {
  'benefits.block': (input, core) => blockBenefit(core.careDeps(), input),
};

export const doctorHandlers: HandlersOf<'doctors'> = {
  'doctors.list': (_input, core) => ok(listDoctors(core.db)),
  'doctors.save': (doctor, core) => saveDoctor(core.db, doctor),
};
