import type { RemoteClient } from '../remote/client';
import type { StoreDeps } from '../store/store-deps';

/**
 * What a care use case needs: the store, the insurer's client, and the audit context (the desk, the staff member
 * and the clock the audit trail records).
 */
export interface CareDeps extends StoreDeps {
  readonly client: RemoteClient;
  /** IANA zone of the service's timestamps (otp_expire_at); 'UTC' when absent. */
  readonly serviceTimeZone?: string;
  /** The desk's country code, for phone numbers typed the local way; DEFAULT_COUNTRY_CODE when absent. */
  readonly countryCode?: string;
}
