/**
 * The composition root: plain Node, no Electron, so tests, benchmarks and browser mode run the very wiring the
 * desktop app runs.
 *
 * startCore opens the store first and never starts on an empty database in place of a damaged one: a store that
 * does not open is an error result for the host to show. Then the service (the configured one, or the embedded
 * simulator in demo mode, with the demo diagnosis list), the remote client and the background work: the sync
 * engine, the tariff refresher, the daily backup, retention and the WAL checkpointer. Every claim belongs to one
 * service (`serviceKey`) and the engine sends only the core's own, so demo claims and real ones never mix.
 * stop() undoes it in reverse: work in flight finishes, then the client, the database and the simulator close.
 * The token stays inside; nothing the core exposes carries it.
 */
import path from 'node:path';
import type { CoreStatus, ServiceMode } from '../../shared/core-status';
import type { LogLevelSetting } from '../../shared/domain/settings';
import type { TariffRefreshProgress, TariffRefreshResult } from '../../shared/domain/tariffs';
import { recheckAuthorizations } from '../care/authorizations';
import type { CareDeps } from '../care/deps';
import type { ClaimDeps, ClaimRecordDeps } from '../claims/context';
import { adoptUnownedClaims } from '../claims/state';
import { loadDemoListIfEmpty } from '../diagnoses';
import { setCoreLanguage } from '../i18n/words';
import { createRemoteClient, type RemoteClientOptions } from '../remote/client';
import { startRetention, type RetentionTimer } from '../retention/retention-timer';
import { BACKUP_DIR, backupDatabase } from '../store/backups';
import { startCheckpointer } from '../store/checkpointer';
import type { StoreDeps } from '../store/store-deps';
import type { StoreFailure } from '../store/store-failure';
import { startDeferredCheck } from '../store/deferred-check';
import { CHECK_AT_OPEN_FILE, openStore, type OpenStoreOptions, type StoreNotice } from '../store/open-store';
import { CORRUPT_DIR } from '../store/recover';
import type { KeySource } from '../store/store-key';
import { placePolicy, readSetting, writeSettings } from '../store/settings-store';
import type { PolicyRead } from '../desk/policy/policy-file';
import { readDeskPolicy } from '../desk/policy/desk-policy';
import type { RegistryPort } from '../desk/policy/policy-sources';
import { underPolicy } from '../desk/policy/service-gate';
import { recordStoreNotices } from '../store/store-notices';
import { hasEnvelope } from '../store/recovery/envelope';
import { issueRecoveryKey } from '../store/recovery/issue';
import type { RecoveryKey } from '../store/recovery/recovery-key';
import { createStatusFollowUp, type StatusFollowUp } from '../sync/follow-up/status-follow-up';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../sync/engine/sync-engine';
import { startBackupTimer } from '../store/backup-timer';
import { offsiteFailureLine } from '../store/offsite-copy';
import { startOffsiteBackup } from '../store/offsite-backup';
import { reportProblem, type CoreProblem } from './core-problems';
import type { DemoSource } from '../desk/demo-hints';
import { careDeps, claimDeps, storeDeps } from './desk-context';
import { openService, serviceKey, serviceStatus, type Service } from './service';
import type { Settings } from '../desk/settings/service-settings';
import { systemClock, type UpdateClock } from '../desk/updates/clock';
import { demoInsurerMemory } from '../desk/demo-insurer';
import { createTariffRefresher, type TariffHold, type TariffRefresherOptions } from '../tariffs/tariff-refresher';

export interface Core {
  readonly mode: ServiceMode;
  /** Which service the core runs on, as its claims record it (service.ts `serviceKey`): `demo`, or the address. */
  readonly serviceKey: string;
  /** The service's base address (the embedded simulator's in demo mode); never the token. */
  readonly serviceUrl: string;
  /** Demo mode: the embedded simulator's hooks (demo cards, the code it texted); undefined with a real service. */
  readonly demo: DemoSource | undefined;
  /** The insurer's status of sent claims, read back by the engine's runs (sync/follow-up/status-follow-up.ts). */
  readonly followUp: StatusFollowUp;
  /** The folder holding the store (CoreOptions.dataDir). */
  readonly dataDir: string;
  /** The policy file IT set, read as this core started: none, applied over the settings, or refused whole. */
  readonly policy: PolicyRead;
  /** Why the service settings given were not used under the policy (another address, a token not enrolled); the core then runs the demo. */
  readonly serviceRefused: string | null;
  /** What opening the store had to tell staff this time (a restore from backup, a migration, a failed backup); kept in the store until read. */
  readonly notices: readonly StoreNotice[];
  /**
   * What the use cases get (main/operations/handler.ts, desk-context.ts): the store and the staff member on
   * duty, who signs the audit trail (`store`: settings, notices, the lock, diagnoses, tariffs), with the desk's
   * claim rules and the insurer's claim records (`claims`), or with the insurer's client (`care`). The staff
   * member and the rules are read from the settings at each use. Nothing else of the store or the client leaves.
   */
  store(): StoreDeps;
  claims(): ClaimDeps & ClaimRecordDeps;
  care(): CareDeps;
  /** The sync engine: a run soon or now, its status and its events. */
  readonly sync: SyncEngine;
  /** Asks the service for its tariff list (one cheap call) and reports the outcome; never rejects. */
  status(): Promise<CoreStatus>;
  /** Refreshes the tariff cache now, or joins the refresh in flight; never rejects. */
  refreshTariffs(options?: { force?: boolean }): Promise<TariffRefreshResult>;
  onTariffProgress(listener: (progress: TariffRefreshProgress) => void): () => void;
  /** A full tariff download held for staff to confirm (main/tariffs/refresh-hold.ts). */
  readonly tariffHold: TariffHold;
  /**
   * A new recovery key for this desk (store/recovery/issue.ts): its envelope replaces the one in the data folder,
   * the audit trail says so; the key is answered once, to be shown once. Undefined on a plain store (no key), and
   * at setup when the desk has one already.
   */
  issueRecoveryKey(reason: 'setup' | 'replace'): RecoveryKey | undefined;
  /**
   * True while a desk on the insurer's service has an encrypted store and no recovery key was ever issued for it
   * (a store made before recovery keys, or a first key never issued): its backups cannot be moved to another PC.
   */
  recoveryKeyMissing(): boolean;
  /** Checks at once whether a copy to the IT folder is due (after its folder or interval changed); never rejects. */
  offsiteBackupSoon(): void;
  /** Applies the `log.level` setting in force to the host's log (CoreOptions.onLogLevel); the settings screen calls it after a change. */
  setLogLevel(level: LogLevelSetting): void;
  /** Stops everything, letting work in flight finish; safe to call more than once. */
  stop(): Promise<void>;
}

export interface CoreOptions {
  /** The folder holding claimdesk.sqlite and its backups. */
  readonly dataDir: string;
  /** Where the host's policy file is (main/desk/policy/policy-sources.ts policyFileFor); absent: no policy. */
  readonly policyFile?: string;
  /** The Windows registry key's reader (main/desk/policy/policy-sources.ts regQuery); absent: not read. */
  readonly policyRegistry?: RegistryPort;
  /** The policy already read for this start (the desk host reads it to choose the folder); read here when absent. */
  readonly policy?: PolicyRead;
  /** Demo mode: the embedded simulator's token, which its /__sim/ hooks ask for; one of its own per start by default. */
  readonly demoToken?: string;
  readonly now?: () => Date;
  /** The SQLite library's native module for the running host (see native-binding.ts). */
  readonly nativeBinding?: string;
  /** Where the store's key is kept (store/store-key.ts): wrapped by the OS in the desktop app, a key file or CLAIMDESK_DB_KEY in browser mode. */
  readonly keys: KeySource;
  readonly client?: Pick<RemoteClientOptions, 'timeoutMs' | 'connections' | 'log'>;
  readonly sync?: Pick<
    SyncEngineOptions,
    'concurrency' | 'intervalMs' | 'debounceMs' | 'backoff' | 'settleMs' | 'snapshotMaxAgeMs'
  >;
  readonly tariffs?: Pick<TariffRefresherOptions, 'intervalMs' | 'retryBackoff'>;
  readonly backupCheckIntervalMs?: number;
  /** How long after the start a store closed cleanly is checked (main/store/deferred-check.ts); tests shorten it. */
  readonly deferredCheckDelayMs?: number;
  /**
   * How long the first background runs (retention, the sync run, the tariff check) wait after the start; none: they
   * run at once. Browser mode waits, so that the first screen's answers are not queued behind them (main/serve/cli.ts).
   * Staff's "Sync now" runs at once all the same.
   */
  readonly firstRunsAfterMs?: number;
  /** The host's log takes this least level: the `log.level` setting, as the core starts and after each change. */
  readonly onLogLevel?: (level: LogLevelSetting) => void;
  /** Failures in the background (a backup, a setting not saved, the engine itself), for the log and the UI. */
  readonly onProblem?: (problem: CoreProblem) => void;
  /** What opening the store did (its integrity check, a restore, a migration, a backup) and how long it took. */
  readonly storeLog?: OpenStoreOptions['log'];
  /** Copies to the IT folder (main/store/offsite-backup.ts): how often it checks, and where failures are logged. */
  readonly offsite?: { readonly intervalMs?: number; readonly log?: (message: string) => void };
  /** Retention (main/retention): when its daily run comes (tests move it by hand), and where its counts are logged. */
  readonly retention?: { readonly clock?: Pick<UpdateClock, 'after'>; readonly log?: (message: string) => void };
}

type StartCoreResult = { ok: true; value: Core } | { ok: false; error: StoreFailure };

export type { CoreProblem } from './core-problems';

export async function startCore(given: Settings, options: CoreOptions): Promise<StartCoreResult> {
  const now = options.now ?? (() => new Date());
  const report = (source: CoreProblem['source'], error: unknown): void =>
    options.onProblem?.(reportProblem(source, error));

  const opened = await openStore(options.dataDir, {
    now,
    nativeBinding: options.nativeBinding,
    keys: options.keys,
    log: options.storeLog,
    integrityCheck: 'after-clean-stop',
  });
  if (!opened.ok) return opened;
  const { db, notices, access } = opened;
  // Read once per core (a restart reads it again); a refused file applies nothing.
  const policy = options.policy ?? (await readDeskPolicy(options));
  if (policy.kind === 'applied') placePolicy(db, policy.policy);
  // The service the policy lets this desk use: another address, or a token not enrolled here, runs the demo instead.
  const { settings, refusal: serviceRefused } = underPolicy(given, policy);
  const key = serviceKey(settings);
  try {
    recordStoreNotices(db, notices, now());
    adoptUnownedClaims(db, key);
  } catch (error) {
    // Not a reason to stay closed: the notices are still in `notices`, and a claim without a service is sent nowhere.
    report('store', error);
  }
  setCoreLanguage(readSetting(db, 'language'));
  options.onLogLevel?.(readSetting(db, 'log').level);
  const checkpointer = startCheckpointer(db, {
    access,
    onProblem: (error) => report('store', error),
  });

  let service: Service;
  try {
    service = await openService(
      settings,
      readSetting(db, 'serviceTimeZone'),
      demoInsurerMemory(db, now),
      options.demoToken,
    );
  } catch (error) {
    await checkpointer.close();
    db.close();
    throw error;
  }
  // The staff member on duty is read from the settings at each use: a name changed there signs the next audit entry.
  const store = storeDeps(db, now);
  // Demo mode starts with a diagnosis list, so a newcomer sees the type-ahead work.
  if (service.mode === 'demo') {
    const loaded = loadDemoListIfEmpty(store);
    if (loaded && !loaded.ok) report('diagnoses', new Error(loaded.error.message));
  }
  const client = createRemoteClient({
    baseUrl: service.url,
    token: service.token,
    ...options.client,
    // The path the service accepted is remembered for the next start (and the administrator may set it).
    claimPath: readSetting(db, 'claimPath') ?? 'auto',
    onClaimPathDetected: (claimPath) => {
      const saved = writeSettings(db, { claimPath }, store);
      if (!saved.ok) report('settings', saved.error);
    },
  });
  const followUp = createStatusFollowUp(() => readSetting(db, 'statusFollowUp'));
  const claims = claimDeps(store, client, key);
  const care = careDeps(store, client);
  const sync = createSyncEngine({
    ...options.sync,
    db,
    service: key,
    client,
    audit: store,
    lineAmounts: () => readSetting(db, 'lineAmounts'),
    // Authorizations typed in while offline are checked with the service as soon as a run reaches it.
    tasks: [
      async (runClient) => {
        const checked = await recheckAuthorizations({ ...care, client: runClient });
        if (!checked.ok && checked.error.code === 'store-failed') report('sync', new Error(checked.error.message));
      },
    ],
    followUp: followUp.step,
    onInternalError: (error) => report('sync', error),
  });
  const tariffs = createTariffRefresher({
    db,
    client,
    audit: store,
    serviceTimeZone: () => readSetting(db, 'serviceTimeZone'),
    dropHoldPercent: () => readSetting(db, 'tariffDropHoldPercent'),
    ...options.tariffs,
    onFailure: (error) => report('tariffs', error),
  });
  const backups = startBackupTimer({
    db,
    backupDir: path.join(options.dataDir, BACKUP_DIR),
    now,
    access,
    intervalMs: options.backupCheckIntervalMs,
    onFailure: (error) => report('backup', error),
  });
  const backupDir = path.join(options.dataDir, BACKUP_DIR);
  const offsite = startOffsiteBackup(
    {
      db,
      backupDir,
      now,
      takeBackup: () => backupDatabase(db, backupDir, { now, access }),
      onFailure: (error) => options.offsite?.log?.(offsiteFailureLine(error)),
      onStale: () => report('offsite-backup', new Error('no copy reached the IT folder in twice its interval')),
    },
    options.offsite?.intervalMs,
  );
  let retention: RetentionTimer | undefined;
  const firstRuns = (): void => {
    retention = startRetention({
      db,
      corruptDir: path.join(options.dataDir, CORRUPT_DIR),
      retention: () => readSetting(db, 'retention'),
      audit: store,
      clock: options.retention?.clock ?? systemClock,
      log: options.retention?.log,
      onFailure: (error) => report('store', error),
    });
    sync.start();
    tariffs.start();
  };
  const firstRunsAfterMs = options.firstRunsAfterMs ?? 0;
  const waitingRuns = firstRunsAfterMs > 0 ? setTimeout(firstRuns, firstRunsAfterMs).unref() : undefined;
  if (!waitingRuns) firstRuns();
  // A store closed cleanly was not checked at the open: it is, once the first screen is up.
  const deferredCheck =
    opened.checkLater &&
    startDeferredCheck({
      db,
      access,
      marker: path.join(options.dataDir, CHECK_AT_OPEN_FILE),
      delayMs: options.deferredCheckDelayMs,
      log: options.storeLog,
      onDamage: (problems) => report('store-damaged', new Error(`quick_check: ${problems.join('; ')}`)),
      onFailure: (error) => report('store', error),
    });

  let stopping: Promise<void> | undefined;
  async function stopAll(): Promise<void> {
    clearTimeout(waitingRuns);
    retention?.stop();
    try {
      await Promise.all([sync.stop(), tariffs.stop(), backups.stop(), offsite.stop()]);
      await client.close();
    } finally {
      if (deferredCheck) await deferredCheck.stop();
      await checkpointer.close();
      db.close();
      await service.close();
    }
  }

  return {
    ok: true,
    value: {
      mode: service.mode,
      serviceKey: key,
      serviceUrl: service.url,
      demo: service.demo,
      followUp,
      dataDir: path.dirname(db.name),
      notices,
      policy,
      serviceRefused,
      store: () => store,
      claims: () => claims,
      care: () => care,
      sync,
      status: () => serviceStatus(service, client, now),
      refreshTariffs: (refreshOptions) => tariffs.refresh(refreshOptions),
      onTariffProgress: (listener) => tariffs.onProgress(listener),
      tariffHold: tariffs,
      issueRecoveryKey: (reason) =>
        access.key === null
          ? undefined
          : issueRecoveryKey({ db, dataDir: options.dataDir, key: access.key, audit: store, reason }),
      recoveryKeyMissing: () => service.mode === 'service' && access.key !== null && !hasEnvelope(options.dataDir),
      offsiteBackupSoon: () => void offsite.check(),
      setLogLevel: (level) => options.onLogLevel?.(level),
      stop: () => (stopping ??= stopAll()),
    },
  };
}
