/**
 * The Electron host: one instance, one window, the operation table over IPC. Everything
 * the app does lives in the core (main/app), which this file starts, serves, restarts
 * on new service settings, and stops before the app quits. Calls that arrive while the
 * core restarts wait for the new one.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, safeStorage, screen, session } from 'electron';
import type { Core } from '../app/core';
import { resolveNativeBinding } from '../app/native-binding';
import type { OperationHost } from '../app/operations';
import { loadSettings, type Settings } from '../app/settings';
import { say } from '../i18n/words';
import { startLoggedCore } from '../log/core-log';
import { createLogger, LOG_DIR } from '../log/logger';
import { createLoggedOperationHost } from '../log/operation-log';
import { runtimeVersions } from '../log/runtime';
import { createStaffAlerts } from '../log/staff-alerts';
import { catchUncaught } from '../log/uncaught';
import { readSetting } from '../store/settings-store';
import { guardScreen } from './crash-guard';
import { forwardEvents, registerOperations, sendEvent, trustedSender } from './ipc';
import { claimSingleInstance, focusWindow, stopBeforeQuit } from './lifecycle';
import { menuTemplate } from './menu';
import { isAppUrl, rendererSource } from './renderer-source';
import { lockNavigation, secureSession } from './security';
import { sameService, startSettings } from './start-settings';
import { createSafeTokenStore } from './token-store';
import { saveWithDialog } from './save-diagnostics';
import { createMainWindow } from './window';
import { placeWindow, readWindowState, trackWindowState, writeWindowState } from './window-state';

let core: Core | undefined;
let mainWindow: BrowserWindow | undefined;
// The log and the problems told to staff outlive a restart of the core (see main/log).
const logger = createLogger({ dir: join(app.getPath('userData'), LOG_DIR), console: app.isPackaged ? false : 'info' });
const alerts = createStaffAlerts();

function fail(error: unknown): void {
  logger.error('ClaimDesk cannot start', error);
  dialog.showErrorBox('ClaimDesk cannot start', error instanceof Error ? error.message : String(error));
  app.exit(1);
}

function workAreas() {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((display) => display.id !== primary.id)].map((d) => d.workArea);
}

async function launch(fromEnv: Settings): Promise<void> {
  await app.whenReady();
  const userData = app.getPath('userData');
  logger.info('ClaimDesk starts (desktop)', { ...runtimeVersions(), dataFolder: userData });
  const tokenStore = createSafeTokenStore(safeStorage, join(userData, 'service-token.bin'));
  const nativeBinding = resolveNativeBinding(
    true,
    app.isPackaged ? process.resourcesPath : join(app.getAppPath(), 'build'),
  );
  const contents = () => mainWindow?.webContents;
  const saveArchive = saveWithDialog(
    (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
    app.getPath('downloads'),
  );
  let stopEvents = (): void => undefined;

  async function serve(settings: Settings): Promise<OperationHost> {
    const started = await startLoggedCore(settings, { dataDir: userData, nativeBinding }, { logger, alerts });
    if (!started.ok) throw new Error(started.error.message);
    const running = started.value;
    core = running;
    const stored = { url: readSetting(running.db, 'serviceUrl'), token: tokenStore.get() };
    const wanted = startSettings(fromEnv, stored);
    if (!sameService(settings, wanted)) {
      await running.stop();
      return serve(wanted);
    }
    const host = createLoggedOperationHost(
      running,
      {
        tokenStore,
        dataDir: userData,
        restartWithSettings: (next) =>
          setImmediate(() => {
            ready = restart(running, next);
          }),
        diagnostics: { logger, alerts, saveArchive },
      },
      logger,
    );
    stopEvents();
    stopEvents = forwardEvents(host, contents);
    return host;
  }

  async function restart(running: Core, next: Settings): Promise<OperationHost> {
    await running.stop();
    return serve(next).catch((error: unknown) => {
      fail(error);
      throw error;
    });
  }

  let ready = serve(fromEnv);
  await ready;

  const source = rendererSource(
    join(__dirname, '../renderer/index.html'),
    app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL,
  );
  secureSession(session.defaultSession);
  registerOperations(
    ipcMain,
    { invoke: (name, input) => ready.then((host) => host.invoke(name, input)) },
    trustedSender(
      () => contents()?.id,
      (url) => isAppUrl(source, url),
    ),
  );
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        {
          syncNow: () => void ready.then((host) => host.invoke('sync.now', {})),
          openSettings: () => sendEvent(contents(), { name: 'app.openSettings', payload: {} }),
          exportDiagnostics: () => sendEvent(contents(), { name: 'app.exportDiagnostics', payload: {} }),
          quit: () => app.quit(),
        },
        { isDev: !app.isPackaged, isMac: process.platform === 'darwin' },
      ),
    ),
  );

  const stateFile = join(userData, 'window-state.json');
  const { window, loaded } = createMainWindow(
    { BrowserWindow },
    {
      preloadPath: join(__dirname, '../preload/index.js'),
      source,
      placement: placeWindow(readWindowState(stateFile), workAreas()),
    },
  );
  mainWindow = window;
  guardScreen(window.webContents, {
    log: logger.scope('screen'),
    alerts,
    giveUp: () => {
      dialog.showErrorBox('ClaimDesk', say('diagnostics.screenKeepsFailing'));
      app.quit();
    },
  });
  trackWindowState(window, (state) => writeWindowState(stateFile, state));
  await loaded;
}

const settings = loadSettings(process.env);
if (!settings.ok) {
  fail(new Error(settings.error.message));
} else if (claimSingleInstance(app, () => focusWindow(mainWindow))) {
  app.on('web-contents-created', (_event, webContents) => lockNavigation(webContents));
  app.on('window-all-closed', () => app.quit());
  catchUncaught(process, { log: logger.scope('main'), alerts, quit: () => app.quit() });
  stopBeforeQuit(app, () => {
    logger.info('ClaimDesk quits');
    return core?.stop() ?? Promise.resolve();
  });
  launch(settings.value).catch(fail);
} else {
  app.quit();
}
