/**
 * The browser mode put together: the desk (main/host/desk-host.ts: the data folder locked, the core on it with the
 * embedded simulator when no service is configured, the operation host with the token kept in memory for this
 * run) and the HTTP server in front, both logging to the log given (main/log). What is browser mode's own: one
 * data folder, its service from flags and environment (a new one in Settings waits for a restart), the memory
 * token and first-run choice, and the server. stop() closes the server first, then the desk.
 *
 * It starts in two steps, so that the page loads while the store opens: openBrowserMode takes the data folder and
 * listens, its calls waiting for the desk (main/host/starting-host.ts); the desk, its modules loaded only then,
 * starts behind it (`started`). startBrowserMode does both and answers once the desk runs.
 */
import type { ServiceMode } from '../../shared/core-status';
import { createStartingHost } from '../host/starting-host';
import type { OperationHost } from '../operations/host-api';
import { takeDataFolder } from '../host/take-folder';
import { silentLogger } from '../log/logger';
import { keepPrivate } from '../store/private-files';
import { readFirstScreenHint } from '../desk/first-screen-hint';
import { withFirstScreen } from '../../shared/first-screen';
import type { DeskOptions } from './browser-desk';
import { deskStartGate, type GateTimes, type PageSignals } from './desk-start-gate';
import type { ServeConfig } from './options';
import { startServer, type RunningServer } from './server';
import { pageFiles, readStaticFile } from './static-files';

/** How staff run browser mode on another data folder, when its folder is in use. */
const ANOTHER_FOLDER = '--data-dir';

/** The line the CLI prints once the server listens, followed by the address; end-to-end tests wait for it. */
export const READY_PREFIX = 'ClaimDesk browser mode: ';

/** Where the core and the host log (`logger`; nothing is logged when absent), the problems told to staff (`alerts`). */
export interface BrowserModeOptions extends ServeConfig, DeskOptions {
  readonly heartbeatMs?: number;
  /** The desk waits for the page to take the files its HTML names, at most this long (desk-start-gate.ts); absent: at once. */
  readonly deskWaitsForPage?: GateTimes;
}

/** The desk behind the server, once it runs. */
export interface DeskRunning {
  readonly mode: ServiceMode;
  /** The insurer service in use: the embedded simulator's address (with its /__sim hooks) in demo mode. */
  readonly serviceUrl: string;
}

export type DeskStart = { ok: true; value: DeskRunning } | { ok: false; message: string };

export interface OpenBrowserMode {
  readonly port: number;
  /** The address to open, with this run's access token in the fragment. */
  readonly url: string;
  /** Settles once the desk runs or could not start (its calls then answer why); never rejects. */
  readonly started: Promise<DeskStart>;
  /** Closes the server, then stops the desk (once its start has settled). */
  stop(): Promise<void>;
}

export interface BrowserMode extends DeskRunning {
  readonly port: number;
  /** The address to open, with this run's access token in the fragment. */
  readonly url: string;
  stop(): Promise<void>;
}

export type OpenBrowserModeResult = { ok: true; value: OpenBrowserMode } | { ok: false; message: string };
export type StartBrowserModeResult = { ok: true; value: BrowserMode } | { ok: false; message: string };

async function listen(options: BrowserModeOptions, host: OperationHost, signals: PageSignals | undefined) {
  try {
    const server = await startServer({
      host,
      staticDir: options.staticDir,
      port: options.port,
      heartbeatMs: options.heartbeatMs,
      signals,
      firstScreen: () => readFirstScreenHint(options.dataDir),
    });
    return { ok: true as const, server };
  } catch (error) {
    (options.logger ?? silentLogger).error(`could not listen on port ${options.port}`, error);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false as const,
      message: `ClaimDesk could not listen on port ${options.port} (${reason}). Choose another port.`,
    };
  }
}

/**
 * The files the built page's HTML names, as it will be served (with the first screen's stand-in and its script,
 * when the hint says so: the desk's start would otherwise hold that script back); none when it is not built.
 */
export async function firstFiles(staticDir: string, dataDir: string): Promise<string[]> {
  const html = await readStaticFile(staticDir, '/');
  if (html.kind !== 'file') return [];
  return pageFiles(withFirstScreen(html.content.toString('utf8'), readFirstScreenHint(dataDir)));
}

/** The data folder taken and the server listening; the desk starts behind it. */
export async function openBrowserMode(options: BrowserModeOptions): Promise<OpenBrowserModeResult> {
  const { dataDir } = options;
  // 0700, everything in it repaired to 0700/0600 (main/store/private-files.ts).
  keepPrivate(dataDir);
  const taken = await takeDataFolder(dataDir, ANOTHER_FOLDER);
  if (!taken.ok) return taken;
  const starting = createStartingHost();
  const gate =
    options.deskWaitsForPage && deskStartGate(options.deskWaitsForPage, await firstFiles(options.staticDir, dataDir));
  const listening = await listen(options, starting.host, gate?.signals);
  if (!listening.ok) {
    gate?.release();
    taken.lock.release();
    return listening;
  }
  // The desk's modules (the core, the store, the operations: a chunk of their own) load only now, and not before
  // the caller has had its turn (it prints the address): loading them holds this thread.
  const desk = (gate ? gate.open : Promise.resolve())
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => import('./browser-desk'))
    .then(({ startDesk }) => startDesk(options, taken.lock, ANOTHER_FOLDER));
  const started = desk.then((result): DeskStart => {
    if (result.ok) {
      starting.started(result.value);
      return { ok: true, value: { mode: result.core.mode, serviceUrl: result.core.serviceUrl } };
    }
    starting.failed(result.message);
    return result;
  });
  const server: RunningServer = listening.server;
  return {
    ok: true,
    value: {
      port: server.port,
      url: server.url,
      started,
      stop: async () => {
        gate?.release();
        await server.close();
        const result = await desk;
        if (result.ok) await result.value.stop();
      },
    },
  };
}

/** Browser mode, answered once its desk runs (or why it cannot). */
export async function startBrowserMode(options: BrowserModeOptions): Promise<StartBrowserModeResult> {
  const opened = await openBrowserMode(options);
  if (!opened.ok) return opened;
  const { value: open } = opened;
  const started = await open.started;
  if (!started.ok) {
    await open.stop();
    return started;
  }
  return { ok: true, value: { ...started.value, port: open.port, url: open.url, stop: () => open.stop() } };
}
