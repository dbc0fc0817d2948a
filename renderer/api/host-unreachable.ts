import type { OperationResult } from '../../shared/ops/define';
import { i18n } from '../i18n';

/** The answer when the browser mode's local server itself cannot be reached, in the language on screen. */
export const hostUnreachable = (): OperationResult<never> => ({
  ok: false,
  error: { code: 'host-unreachable', message: i18n.t('hostUnreachable') },
});
