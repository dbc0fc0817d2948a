/**
 * Stand-ins for the updater's neighbours: a port whose every answer the test gives by hand (each call
 * waits until then), a sync engine whose phase the test sets, a stored setting the test changes, and the
 * install dialog.
 */
import type { UpdaterPort, PortResult } from '../../main/desk/updates/port';
import { UpdateSettings, type UpdateSettingsChange } from '../../shared/domain/settings';
import type { SyncPhase, SyncStatus } from '../../shared/domain/sync';
import type { UpdateFailure } from '../../shared/domain/updates';
import { syncStatus } from '../support/sync-status';

interface Pending<T> {
  readonly resolve: (result: PortResult<T>) => void;
}

export function portDouble(currentVersion = '1.4.0') {
  const checks: (Pending<string | null> & { readonly feedUrl: string; readonly channel: string })[] = [];
  const downloads: (Pending<null> & { readonly progress: (percent: number) => void; readonly signal: AbortSignal })[] =
    [];
  let installs = 0;
  let installRefusal: UpdateFailure | undefined;
  const port: UpdaterPort = {
    currentVersion,
    check: (feedUrl, channel) => new Promise((resolve) => checks.push({ feedUrl, channel, resolve })),
    download: (progress, signal) => new Promise((resolve) => downloads.push({ progress, signal, resolve })),
    install() {
      installs += 1;
      return installRefusal ? { ok: false, failure: installRefusal } : { ok: true, value: null };
    },
  };
  const last = <T>(list: readonly T[]): T => {
    const found = list.at(-1);
    if (found === undefined) throw new Error('the port was not asked');
    return found;
  };
  return {
    port,
    checks,
    downloads,
    installs: () => installs,
    refuseInstall(failure: UpdateFailure) {
      installRefusal = failure;
    },
    /** Answers the last check: the version on offer, or null for nothing newer. */
    answer(version: string | null) {
      last(checks).resolve({ ok: true, value: version });
    },
    failCheck(failure: UpdateFailure) {
      last(checks).resolve({ ok: false, failure });
    },
    progress(percent: number) {
      last(downloads).progress(percent);
    },
    finishDownload(failure?: UpdateFailure) {
      last(downloads).resolve(failure ? { ok: false, failure } : { ok: true, value: null });
    },
  };
}

export const idleSync = (phase: SyncPhase = 'idle'): SyncStatus => syncStatus({ phase });

export function syncDouble() {
  let status = idleSync();
  const listeners = new Set<(status: SyncStatus) => void>();
  return {
    sync: {
      status: () => status,
      onStatus(listener: (status: SyncStatus) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    setPhase(phase: SyncPhase) {
      status = idleSync(phase);
      for (const listener of listeners) listener(status);
    },
    listeners: () => listeners.size,
  };
}

/** The main process's install dialog: records the versions asked about and answers `answer`. */
export function confirmDouble() {
  const double = {
    asked: [] as string[],
    answer: true,
    confirm: (version: string): Promise<boolean> => {
      double.asked.push(version);
      return Promise.resolve(double.answer);
    },
  };
  return double;
}

/** Settings as stored, the parts a test does not name at their defaults. */
export const updateSettings = (change: UpdateSettingsChange): UpdateSettings => UpdateSettings.parse(change);

export function storedSettings(initial: UpdateSettingsChange = { enabled: false }) {
  let value = updateSettings(initial);
  return {
    read: () => value,
    set(next: UpdateSettingsChange) {
      value = updateSettings(next);
    },
  };
}

/** Lets promise callbacks already due run (a resolved port answer reaches the service). */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
