import type { OperationResult } from '../../shared/ops/define';

/** The answer when the browser mode's local server itself cannot be reached. */
export const hostUnreachable: OperationResult<never> = {
  ok: false,
  error: {
    code: 'host-unreachable',
    message: "ClaimDesk's local service is not answering. Is the ClaimDesk window still running? Reload the page.",
  },
};
