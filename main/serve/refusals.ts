/**
 * The server's refusals (a foreign page, a stale token, an unknown operation, a body too large…), worded in the
 * desk's language when each is sent. The words (main/i18n/words.ts: every catalogue, and i18next) load with the
 * first refusal, not before the server listens: browser mode listens before the desk's modules load
 * (browser-mode.ts), and a page that works is never refused.
 */
import type { OperationResult } from '../../shared/ops/define';
import type { CoreKey } from '../i18n/words';

/** A refusal, worded in the desk's language when it is sent. */
const refusal = (code: string, key: CoreKey) => async (): Promise<OperationResult<never>> => {
  const { render, wording } = await import('../i18n/words');
  return { ok: false, error: { code, message: render(wording(key)) } };
};

export const REFUSALS = {
  foreign: refusal('forbidden', 'host.foreignPage'),
  unauthorized: refusal('unauthorized', 'host.earlierRun'),
  // No token at all is not a stale page: a tab opened by hand, told how to open the desk.
  noToken: refusal('unauthorized', 'host.noToken'),
  unknown: refusal('unknown-operation', 'host.unknownOperation'),
  tooLarge: refusal('too-large', 'host.tooLarge'),
  notJson: refusal('unsupported-type', 'host.notJson'),
  malformed: refusal('invalid-input', 'host.unreadable'),
  notFound: refusal('not-found', 'host.nothingHere'),
  method: refusal('method-not-allowed', 'host.wrongMethod'),
  notBuilt: refusal('not-built', 'host.notBuilt'),
  internal: refusal('internal', 'host.unexpected'),
};

/** Why a token was refused: none offered (the page never had one), or another run's. */
export const refusedToken = (offered: string | null): Promise<OperationResult<never>> =>
  offered === null || offered === '' ? REFUSALS.noToken() : REFUSALS.unauthorized();
