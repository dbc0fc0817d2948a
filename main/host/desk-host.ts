/**
 * The desk's life in a host: the desktop app and browser mode both run the core through this one lifecycle.
 * It owns the core of the moment and answers the host's calls on it (it is their OperationHost):
 *  - start: the data folder locked (data-folder-lock.ts: one ClaimDesk per folder, whichever host), the core
 *    started on it (core-log.ts), the operation host on the core;
 *  - restart on new service settings, and forget-and-restart (forget-device.ts): calls made from then on wait for
 *    the new core; calls already running on the old one finish first (desk-calls.ts), then it stops, so no call
 *    runs on a stopping core. Changes run one after another, in the order asked;
 *  - stop: after the changes asked before it, the same wait, the core stopped, the lock released; safe to call again.
 * A change that cannot start its new core leaves the desk `failed`, not hanging: its promise rejects, the host is
 * told (onFailure), calls answer `not-running` at once, stop() still ends, and a later restart may try again.
 * Events follow the core: a listener subscribed once hears every core the desk runs.
 * What differs between the hosts comes in through DeskHostPorts. Plain Node: no Electron here.
 */
import type { EventName, EventPayload } from '../../shared/ops/operations';
import type { OperationResult } from '../../shared/ops/define';
import { say } from '../i18n/words';
import type { Core, CoreOptions } from '../core/core';
import { startLoggedCore, type CoreLogging } from '../core/core-log';
import type { FolderLock } from '../core/data-folder-lock';
import { createDeskCalls } from './desk-calls';
import { followFirstScreen, type FirstScreenFollower } from './follow-first-screen';
import { takeDataFolder } from './take-folder';
import { eraseTargets, storeTargets } from '../desk/forget-device';
import type { createOperationHost, OperationHost } from '../operations';
import { createLoggedOperationHost } from '../operations/operation-log';
import type { Settings } from '../desk/settings/service-settings';
import { readDeskPolicy } from '../desk/policy/desk-policy';
import { underPolicy } from '../desk/policy/service-gate';

type OperationHostDeps = NonNullable<Parameters<typeof createOperationHost>[1]>;

/** What the host gives the operation host of each core; the lifecycle adds the data folder, restart and forget. */
export type HostParts = Omit<OperationHostDeps, 'dataDir' | 'restartWithSettings' | 'forget' | 'log'>;

export interface Served {
  readonly parts: HostParts;
  /** Undoes what `serve` set up for that core, before it stops (the desktop app's updater). */
  readonly stop?: () => void;
}

export interface DeskHostPorts {
  /** The log and the problems told to staff, which outlive each core. */
  readonly logging: CoreLogging;
  /** Every data folder this host runs cores in (browser mode: one; the desktop app: the demo's and the desk's). */
  readonly dataFolders: readonly string[];
  /** Which of them a core on these settings runs in. */
  dataDirFor(settings: Settings): string;
  /** The core's options but its folder: the store's key, the SQLite module, timings. */
  readonly core: Omit<CoreOptions, 'dataDir'>;
  /** What this host keeps for the operations of a new core: the token store, the first-run choice, the updater, dialogs. */
  serve(core: Core): Served;
  /**
   * Given, new service settings saved in Settings are kept by it (the desktop app's first-run choice) and the core
   * restarts on them; absent, Settings says a restart is needed (browser mode takes its service from its flags).
   */
  readonly keepService?: (settings: Settings) => void;
  /**
   * How staff may run this host on another data folder when the folder is in use: browser mode's flag; absent
   * (the desktop app, whose folder is its own), the other ClaimDesk must stop first.
   */
  readonly anotherFolder?: string;
  /**
   * A folder the host took before the desk started (browser mode takes its folder before it listens: take-folder.ts):
   * the first core runs under that lock when it is its folder's.
   */
  readonly taken?: { readonly dataDir: string; readonly lock: FolderLock };
  readonly forget: {
    /** The log folder: erased, and made again empty for the log to go on. */
    readonly logDir: string;
    /** What else is erased besides ClaimDesk's own files in the data folders and the log: the host's own files. */
    readonly alsoErase: readonly string[];
    /** After erasing, before the fresh core starts (the desktop app clears the page's storage). */
    readonly afterErase?: () => Promise<void>;
    /** The settings of the first run, which the fresh core starts on. */
    firstRun(): Settings;
  };
  /** A restart or a forget could not start its new core (the desktop app shows why and quits). */
  readonly onFailure?: (error: unknown) => void;
}

export type DeskPhase = 'running' | 'changing' | 'failed' | 'stopping' | 'stopped';

export interface DeskHost extends OperationHost {
  phase(): DeskPhase;
  /** The core answering calls now; undefined while none does. */
  core(): Core | undefined;
  /** Stops the core once its calls have settled and starts one on these settings (in their data folder). */
  restart(settings: Settings): Promise<void>;
  /** Stops the core, erases this computer's ClaimDesk data, starts the first run; answers the paths left. */
  forgetAndRestart(): Promise<readonly string[]>;
  stop(): Promise<void>;
}

/** Started: the desk, and the core it started with. */
export type StartDeskResult = { ok: true; value: DeskHost; core: Core } | { ok: false; message: string };

interface Desk {
  readonly core: Core;
  readonly host: OperationHost;
  readonly dataDir: string;
  readonly lock: FolderLock;
  readonly served: Served;
  /** The next start's first screen, kept current while this core runs (follow-first-screen.ts). */
  readonly firstScreen: FirstScreenFollower;
}

/** A start refused for a reason staff can act on (the folder in use, a store that does not open). */
class NotStarted extends Error {}

const notRunning = (): OperationResult<never> => ({
  ok: false,
  error: { code: 'not-running', message: say('host.notRunning') },
});

interface Subscription {
  attach(host: OperationHost): () => void;
  detach: () => void;
}

export async function startDeskHost(settings: Settings, ports: DeskHostPorts): Promise<StartDeskResult> {
  const { logger } = ports.logging;
  const calls = createDeskCalls();
  const subscriptions = new Set<Subscription>();
  let live: Desk | undefined;
  let phase: DeskPhase = 'running';
  let stopAsked = false;
  let stopped: Promise<void> | undefined;
  // The changes asked, one after another; `changed` settles when none is left.
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let changed: Promise<void> = Promise.resolve();
  let allChanged = (): void => undefined;

  async function takeLock(dataDir: string): Promise<FolderLock> {
    const taken = await takeDataFolder(dataDir, ports.anotherFolder);
    if (!taken.ok) throw new NotStarted(taken.message);
    return taken.lock;
  }

  /** A core on these settings, in their folder (its lock kept when `held` is that folder's), served. */
  async function open(next: Settings, held?: Pick<Desk, 'dataDir' | 'lock'>): Promise<Desk> {
    // The policy is read once per core; the folder is the one of the service it lets the desk use (service-gate.ts).
    const policy = ports.core.policy ?? (await readDeskPolicy(ports.core));
    const dataDir = ports.dataDirFor(underPolicy(next, policy).settings);
    const lock = held?.dataDir === dataDir ? held.lock : await takeLock(dataDir);
    try {
      const started = await startLoggedCore(next, { ...ports.core, dataDir, policy }, ports.logging);
      if (!started.ok) throw new NotStarted(started.error.message);
      const core = started.value;
      const served = ports.serve(core);
      const host = createLoggedOperationHost(
        core,
        {
          ...served.parts,
          dataDir,
          restartWithSettings: ports.keepService && restartOnNewService(ports.keepService),
          forget: {
            otherDataFolders: ports.dataFolders.filter((folder) => folder !== dataDir),
            nativeBinding: ports.core.nativeBinding,
            keys: ports.core.keys,
            forgetAndRestart: () => calls.whileWaiting(forgetAndRestart),
          },
        },
        logger,
      );
      for (const subscription of subscriptions) subscription.detach = subscription.attach(host);
      const firstScreen = followFirstScreen(host, dataDir, (message, error) => logger.warn(message, error));
      return { core, host, dataDir, lock, served, firstScreen };
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  /** Stops the desk's core (its lock kept: the caller releases it or starts the next core under it). */
  async function close(desk: Desk): Promise<void> {
    for (const subscription of subscriptions) {
      subscription.detach();
      subscription.detach = () => undefined;
    }
    // Written as the core stops: the language and the lock as the next start will find them.
    await desk.firstScreen.write();
    desk.firstScreen.detach();
    desk.served.stop?.();
    await desk.core.stop();
  }

  /** Settings' restart: the choice kept at once; the core restarts once the call that asked has answered. */
  const restartOnNewService =
    (keep: (settings: Settings) => void) =>
    (next: Settings): void => {
      keep(next);
      // A failure is the desk's state and the host's onFailure; nobody waits on this promise.
      restart(next).catch(() => undefined);
    };

  /** Queues a change: calls wait from now; once the old core's calls settle, it stops, `step` runs, the next starts. */
  function change<T>(step: () => Promise<{ next: Settings; value: T }>): Promise<T> {
    if (stopAsked) return Promise.reject(new Error('ClaimDesk is stopping: the desk does not start again.'));
    if (pending++ === 0) changed = new Promise((resolve) => (allChanged = resolve));
    phase = 'changing';
    const done = queue.then(async () => {
      await calls.settled();
      const old = live;
      live = undefined;
      let next: Desk | undefined;
      try {
        if (old) await close(old);
        const { next: settings, value } = await step();
        next = await open(settings, old);
        live = next;
        return value;
      } catch (error) {
        ports.onFailure?.(error);
        throw error;
      } finally {
        if (old && old.lock !== next?.lock) old.lock.release();
        if (--pending === 0) {
          phase = stopAsked ? 'stopping' : live ? 'running' : 'failed';
          allChanged();
        }
      }
    });
    queue = done.catch(() => undefined);
    return done;
  }

  function restart(next: Settings): Promise<void> {
    return change(() => {
      logger.info('The core restarts on new service settings');
      return Promise.resolve({ next, value: undefined });
    });
  }

  function forgetAndRestart(): Promise<readonly string[]> {
    logger.info('Forget this device: the core stops and the data is erased');
    return change(async () => {
      const { forget } = ports;
      const targets = [...ports.dataFolders.flatMap(storeTargets), forget.logDir, ...forget.alsoErase];
      const left = eraseTargets(targets, forget.logDir);
      await forget.afterErase?.();
      logger.info('Forget this device: erased; ClaimDesk starts again at its first run', { left: left.length });
      return { next: forget.firstRun(), value: left };
    });
  }

  async function stopAll(): Promise<void> {
    stopAsked = true;
    if (phase !== 'changing') phase = 'stopping';
    await queue;
    await calls.settled();
    const last = live;
    live = undefined;
    try {
      if (last) await close(last);
    } finally {
      last?.lock.release();
      phase = 'stopped';
    }
  }

  let first: Desk;
  try {
    first = live = await open(settings, ports.taken);
  } catch (error) {
    if (error instanceof NotStarted) return { ok: false, message: error.message };
    throw error;
  } finally {
    // Released when the first core did not start under it (it failed, or its folder is another).
    if (ports.taken && live?.lock !== ports.taken.lock) ports.taken.lock.release();
  }

  return {
    ok: true,
    core: first.core,
    value: {
      phase: () => phase,
      core: () => live?.core,
      async invoke(name, input) {
        for (;;) {
          // Checked and counted in one turn: a change starting after this waits for the call.
          const desk = live;
          if (phase === 'running' && desk) return calls.run(() => desk.host.invoke(name, input));
          if (phase !== 'changing') return notRunning();
          await changed;
        }
      },
      subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) {
        const subscription: Subscription = {
          attach: (host) => host.subscribe(event, listener),
          detach: () => undefined,
        };
        if (live) subscription.detach = subscription.attach(live.host);
        subscriptions.add(subscription);
        return () => {
          subscriptions.delete(subscription);
          subscription.detach();
        };
      },
      restart,
      forgetAndRestart: () => calls.whileWaiting(forgetAndRestart),
      stop: () => (stopped ??= stopAll()),
    },
  };
}
