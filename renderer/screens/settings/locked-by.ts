/** Who set a locked setting, as Settings' locked note says it (apart from settings-model: it needs the page's words). */
import type { SettingsView } from '../../../shared/ops/operations';
import { i18n } from '../../i18n';

/**
 * Who sets this setting (`deskName`, `lock.idleMinutes`): the policy file's path or the registry key, with IT's
 * contact when the policy gives one; undefined when staff may change it. A locked field is shown disabled with
 * "Set by your administrator (policy: …)" (main/desk/policy).
 */
export function lockedBy(view: Pick<SettingsView, 'policy'>, path: string): string | undefined {
  const source = view.policy.locked[path];
  const contact = view.policy.contact;
  if (source === undefined || !contact) return source;
  return i18n.t('settings:policy.contact', { source, contact });
}
