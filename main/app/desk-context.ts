/**
 * Who acts at this desk, and under which rules, read from the stored settings at
 * each use: a staff name changed in the settings is on the very next audit entry,
 * with no restart of the core.
 */
import type { CareDeps } from '../care/deps';
import type { ClaimDeps, ClaimRecordDeps } from '../claims/context';
import type { RemoteClient } from '../remote/client';
import type { AuditContext } from '../store/audit';
import type { Db } from '../store/database';
import { readSetting, readSettings } from '../store/settings-store';
import type { StoreDeps } from '../store/store-deps';

/** For long-lived users (the sync engine, the timers): each read of desk or staff asks the store. */
export function liveAuditContext(db: Db, now: () => Date): AuditContext {
  return {
    get desk() {
      return readSetting(db, 'deskName');
    },
    get staff() {
      return readSetting(db, 'staffName');
    },
    now,
  };
}

/** For one use case on the store alone: who acts, as the settings say now. */
export function storeDeps(db: Db, now: () => Date): StoreDeps {
  const { deskName, staffName } = readSettings(db).settings;
  return { db, desk: deskName, staff: staffName, now };
}

/**
 * For one claim use case: the settings as they are now, and the service the core runs on (a new claim belongs to
 * it). The desk's own zone is the host's.
 */
export function claimDeps(db: Db, client: RemoteClient, now: () => Date, service: string): ClaimDeps & ClaimRecordDeps {
  const { deskName, staffName, batchRule } = readSettings(db).settings;
  return { db, records: client, desk: deskName, staff: staffName, now, batchRule, service };
}

/** For one care use case: the settings as they are now. */
export function careDeps(db: Db, client: RemoteClient, now: () => Date): CareDeps {
  const { deskName, staffName, serviceTimeZone, countryCode } = readSettings(db).settings;
  return { db, client, desk: deskName, staff: staffName, now, serviceTimeZone, countryCode };
}
