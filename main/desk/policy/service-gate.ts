/**
 * The service the desk may connect to under the policy. When the policy names the address (`service.url`), the desk
 * connects there or nowhere: settings for another address (a token saved before the policy came) start the demo
 * instead, and Settings says to enrol again. When it requires enrolment (`service.enrolment: "required"`), a token
 * that was not typed on this PC (CLAIMDESK_TOKEN, --token) is not used either. So the address Settings shows under a
 * policy is never one the desk is not talking to. Applied where the folder is chosen (desk-host) and in the core.
 */
import type { Policy } from '../../../shared/domain/policy';
import { say } from '../../i18n/words';
import type { Settings } from '../settings/service-settings';
import type { PolicyRead } from './policy-file';

export interface GatedSettings {
  readonly settings: Settings;
  /** Why the settings given were not used (for Settings and the log); null when they were. */
  readonly refusal: string | null;
}

/** Two service addresses are the same when they differ only by a trailing slash or the case of the host. */
export function sameAddress(a: string | null, b: string | null): boolean {
  const normal = (text: string | null): string => {
    const trimmed = text?.trim() ?? '';
    return URL.canParse(trimmed) ? new URL(trimmed).href.replace(/\/+$/, '') : trimmed;
  };
  return normal(a) === normal(b);
}

/** The policy's service part when one is applied. */
export const servicePolicy = (policy: PolicyRead | undefined): Policy['service'] =>
  policy?.kind === 'applied' ? policy.policy.service : undefined;

export const enrolmentRequired = (policy: PolicyRead | undefined): boolean =>
  servicePolicy(policy)?.enrolment === 'required';

export function underPolicy(settings: Settings, policy: PolicyRead | undefined): GatedSettings {
  const service = settings.service;
  const rule = servicePolicy(policy);
  if (service === null || rule === undefined) return { settings, refusal: null };
  const demo: Settings = { service: null };
  if (rule.url !== undefined && !sameAddress(service.url, rule.url))
    return { settings: demo, refusal: say('setup.otherAddress', { saved: service.url, url: rule.url }) };
  if (rule.enrolment === 'required' && settings.route !== undefined)
    return { settings: demo, refusal: say('setup.fromEnvironment', { route: settings.route }) };
  return { settings, refusal: null };
}
