/**
 * What the core hands to the use cases (main/operations/handler.ts): the store, the staff member on duty (the
 * audit trail's actor: the desk's and the staff's names) and the desk's rules, each read from the stored settings
 * at each use. A name changed in the settings signs the very next audit entry with no restart of the core, and a
 * read that audits nothing reads no setting at all.
 */
import type { CareDeps } from '../care/deps';
import { currentPerson } from '../desk/lock/lock-records';
import type { ClaimDeps, ClaimRecordDeps } from '../claims/context';
import type { RemoteClient } from '../remote/client';
import type { Db } from '../store/database';
import { readSetting } from '../store/settings-store';
import type { StoreDeps } from '../store/store-deps';

/** The store and the staff member on duty: for the use cases on the store alone, and for the long-lived users (sync, timers). */
export function storeDeps(db: Db, now: () => Date): StoreDeps {
  return {
    db,
    get desk() {
      return readSetting(db, 'deskName');
    },
    // The person signed in (main/desk/people) signs what is done; the desk's staff name when no one is.
    get staff() {
      return currentPerson(db)?.name ?? readSetting(db, 'staffName');
    },
    get personId() {
      return currentPerson(db)?.id ?? null;
    },
    now,
  };
}

/** `base` with the properties of `extra`, getters kept as getters (a spread would read them once, now). */
function extend<T extends object, E extends object>(base: T, extra: E): T & E {
  const properties = { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(extra) };
  return Object.defineProperties({}, properties) as T & E;
}

/**
 * For the claim use cases: the store, the staff member on duty, the desk's batch rule and claims per authorization, the service the core runs on (a new claim
 * belongs to it), and the client's reads of the insurer's own records. The desk's own zone is the host's.
 */
export function claimDeps(store: StoreDeps, client: RemoteClient, service: string): ClaimDeps & ClaimRecordDeps {
  return extend(store, {
    get batchRule() {
      return readSetting(store.db, 'batchRule');
    },
    get severalClaimsPerAuthorization() {
      return readSetting(store.db, 'severalClaimsPerAuthorization');
    },
    get documentSizeLimit() {
      return readSetting(store.db, 'documentSizeLimit');
    },
    get referralLetter() {
      return readSetting(store.db, 'referralLetter');
    },
    get quantityThreshold() {
      return readSetting(store.db, 'quantityThreshold');
    },
    service,
    records: client,
  });
}

/** For the care use cases: the store, the staff member on duty, the insurer's client, the service's zone and the desk's country. */
export function careDeps(store: StoreDeps, client: RemoteClient): CareDeps {
  return extend(store, {
    client,
    get serviceTimeZone() {
      return readSetting(store.db, 'serviceTimeZone');
    },
    get countryCode() {
      return readSetting(store.db, 'countryCode');
    },
  });
}
