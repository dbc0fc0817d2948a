/**
 * Which path accepts claims. The document names POST /v1/claims, its sample
 * addresses /v1/claims/submit, and which one the service takes is not shown.
 *
 * In 'auto' mode a submission goes to the remembered path (at first
 * /v1/claims). Only a definite 404 or 405 from that path (the route does not
 * exist, so no claim can have been stored) sends the same claim to the other
 * path, once. Any other outcome, in particular a timeout or a lost connection
 * whose effect is unknown, is returned as is. The path that gives a real answer
 * (not 404/405, and not 401/403, which an auth layer gives before routing) is
 * remembered and reported through onDetected when it is first confirmed or changes.
 * An explicit path is used as is, with no fallback.
 */
import { CLAIM_SUBMIT_PATHS, type ClaimSubmitPath, type EndpointData } from '../../shared/wire/endpoints';
import { wording } from '../i18n/words';
import { staffMessage, type RemoteError, type RemoteResult } from './errors';

export type ClaimPathSetting = 'auto' | ClaimSubmitPath;
type SubmitResult = RemoteResult<EndpointData<'submitClaim'>, RemoteError<'submitClaim'>>;

interface ClaimPathResolver {
  current(): ClaimSubmitPath;
  submit(send: (path: ClaimSubmitPath) => Promise<SubmitResult>): Promise<SubmitResult>;
}

const [DOCUMENTED, SAMPLE] = CLAIM_SUBMIT_PATHS;

const routeMissing = (result: SubmitResult): boolean => !result.ok && result.error.kind === 'not-found';

const routeAnswered = (result: SubmitResult): boolean =>
  result.ok || ('status' in result.error && result.error.status !== undefined && result.error.kind !== 'unauthorized');

export function createClaimPathResolver(
  setting: ClaimPathSetting,
  onDetected?: (path: ClaimSubmitPath) => void,
): ClaimPathResolver {
  let remembered: ClaimSubmitPath = setting === 'auto' ? DOCUMENTED : setting;
  let confirmed = false;

  const settle = (path: ClaimSubmitPath, result: SubmitResult): SubmitResult => {
    if (routeAnswered(result) && !(confirmed && remembered === path)) {
      remembered = path;
      confirmed = true;
      onDetected?.(path);
    }
    return result;
  };

  async function submit(send: (path: ClaimSubmitPath) => Promise<SubmitResult>): Promise<SubmitResult> {
    if (setting !== 'auto') return send(setting);
    const first = remembered;
    const firstResult = await send(first);
    if (!routeMissing(firstResult)) return settle(first, firstResult);

    const other = first === DOCUMENTED ? SAMPLE : DOCUMENTED;
    const otherResult = await send(other);
    if (otherResult.ok || !routeMissing(otherResult)) return settle(other, otherResult);
    return {
      ok: false,
      error: {
        ...otherResult.error,
        ...staffMessage(wording('remote.noClaimEndpoint', { first, other })),
      },
    };
  }

  return { current: () => remembered, submit };
}
