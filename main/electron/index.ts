/**
 * The Electron host: one instance, one window, the operation table over IPC. Everything
 * the app does lives in the core (main/core, main/operations, main/desk), which runs through the desk's lifecycle
 * (main/host/desk-host.ts: start, restart on new service settings, forget, stop before the
 * app quits); this file gives it what is the desktop's own: the data folders, the keychain
 * token and key, the first-run choice file, the updater, the dialogs and the window. The data
 * folder is placed first (data-folder.ts); the demo and the real desk each run on their own
 * folder in it.
 */
import { dirname, join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, safeStorage, screen, session } from 'electron';
import { autoUpdater } from 'electron-updater';
import { hostVersions } from '../desk/about';
import { startDeskHost, type DeskHost } from '../host/desk-host';
import { resolveNativeBinding } from '../core/native-binding';
import { loadSettings, type Settings } from '../desk/settings/service-settings';
import { choiceOf } from '../desk/setup-choice';
import { policyFileFor } from '../desk/policy/policy-file';
import { findFeed, withPolicyFeed } from '../desk/updates/feed';
import { RELEASE_KEYS } from '../desk/updates/release-key';
import { createUpdateService } from '../desk/updates/service';
import { channelFileFor, createReleaseVerifier } from '../desk/updates/verify';
import { onCoreLanguage, say } from '../i18n/words';
import { createLogger, LOG_DIR } from '../log/logger';
import { runtimeVersions } from '../log/runtime';
import { createStaffAlerts } from '../log/staff-alerts';
import { catchUncaught } from '../log/uncaught';
import { keepPrivate } from '../store/private-files';
import { readSetting } from '../store/settings-store';
import { environmentKeySource, wrappedKeySource } from '../store/store-key';
import { registerAppScheme, serveAppFiles } from './app-protocol';
import { guardScreen } from './crash-guard';
import { dataFolderFor, dataFolders, placeDataFolder } from './data-folder';
import { adoptEarlierStore } from './earlier-store';
import { forwardEvents, registerOperations, sendEvent, trustedSender } from './ipc';
import { claimSingleInstance, focusWindow, stopBeforeQuit } from './lifecycle';
import { menuTemplate } from './menu';
import { isAppOrigin, isAppUrl, rendererSource } from './renderer-source';
import { lockNavigation, secureSession } from './security';
import { createFileSetupStore, startSettings } from './start-settings';
import { createSafeTokenStore, keyWrapperOf } from './token-store';
import { saveWithDialog } from './save-diagnostics';
import { confirmInstallWithDialog } from './update-dialog';
import { createUpdaterPort } from './updater';
import { createMainWindow } from './window';
import { placeWindow, readWindowState, trackWindowState, writeWindowState } from './window-state';

let desk: DeskHost | undefined;
let mainWindow: BrowserWindow | undefined;
// Before anything reads userData (the log below, Chromium's own files): Windows keeps it in the local
// (non-roaming) application data (data-folder.ts).
const userData = placeDataFolder(app, process.platform, process.env);
// Its user's alone: 0700, and whatever an earlier build left readable by others repaired (main/store/private-files.ts).
keepPrivate(userData);
// The log and the problems told to staff outlive a restart of the core (see main/log).
const logger = createLogger({ dir: join(userData, LOG_DIR), console: app.isPackaged ? false : 'info' });
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

async function launch(fromEnv: Settings, userData: string): Promise<void> {
  await app.whenReady();
  const folders = dataFolders(userData);
  logger.info('ClaimDesk starts (desktop)', { ...runtimeVersions(), dataFolder: userData });
  const tokenFile = join(userData, 'service-token.bin');
  const logDir = join(userData, LOG_DIR);
  const choiceFile = join(userData, 'service-choice.json');
  const stateFile = join(userData, 'window-state.json');
  const tokenStore = createSafeTokenStore(safeStorage, tokenFile);
  // The store's key, per data folder: wrapped by the OS, or given as CLAIMDESK_DB_KEY (store/store-key.ts).
  const givenKey = process.env.CLAIMDESK_DB_KEY;
  const keys = givenKey ? environmentKeySource(givenKey) : wrappedKeySource(keyWrapperOf(safeStorage));
  const setup = createFileSetupStore(choiceFile);
  // A desk updated from a build that kept its store at the top of the data folder finds it again (earlier-store.ts).
  const workedWithService = fromEnv.service !== null || tokenStore.get() !== null;
  const [earlierInto, otherwise] = workedWithService ? [folders.desk, folders.demo] : [folders.demo, folders.desk];
  const adopted = adoptEarlierStore(userData, earlierInto, otherwise);
  if (adopted !== undefined) logger.info('An earlier build’s store moved into the folder now used', { into: adopted });
  const nativeBinding = resolveNativeBinding(app.isPackaged ? process.resourcesPath : undefined);
  const contents = () => mainWindow?.webContents;
  // Where updates come from is read once: an administrator's policy file beside the app, else the build's.
  const feed = findFeed(
    {
      policyFiles: [
        join(process.resourcesPath, 'update-policy.json'),
        join(dirname(app.getPath('exe')), 'update-policy.json'),
      ],
      buildConfig: join(process.resourcesPath, 'app-update.yml'),
    },
    (message) => logger.warn(message),
  );
  const updaterPort = createUpdaterPort(autoUpdater, {
    verifier: createReleaseVerifier({
      keys: RELEASE_KEYS,
      channelFile: channelFileFor(process.platform, process.arch),
      // Electron's network stack: the system's proxy settings, as electron-updater's own requests.
      fetchFile: async (url) => {
        const answer = await net.fetch(url, { redirect: 'follow' });
        return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
      },
    }),
    onRefused: (failure) => logger.warn('Update refused', { reason: failure.reason, detail: failure.detail }),
  });
  const confirmInstall = confirmInstallWithDialog((options) =>
    mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options),
  );
  const saveArchive = saveWithDialog(
    (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
    app.getPath('downloads'),
  );
  const started = await startDeskHost(startSettings(fromEnv, setup.read(), tokenStore.get()), {
    logging: { logger, alerts },
    dataFolders: [folders.desk, folders.demo],
    dataDirFor: (settings) => dataFolderFor(folders, settings),
    // The policy file IT set is read at each core start (main/desk/policy).
    core: { nativeBinding, keys, policyFile: policyFileFor(process.platform, process.env) },
    serve: (core) => {
      const updates = createUpdateService({
        port: updaterPort,
        feed: withPolicyFeed(core.policy, feed),
        confirmInstall,
        settings: () => readSetting(core.store().db, 'updates'),
        sync: core.sync,
      });
      return {
        parts: {
          tokenStore,
          setup,
          updates,
          host: hostVersions(app.getVersion(), process.versions),
          diagnostics: { logger, alerts, saveArchive },
          // "Move a desk here from a backup" writes into the desk's folder (refused once it holds a desk).
          recovery: { dataDir: folders.desk, keys, nativeBinding },
        },
        stop: () => updates.stop(),
      };
    },
    // The choice is kept at once; the core restarts on it once the answer is out.
    keepService: (next) => setup.write(choiceOf(next)),
    // Forgetting also erases the log, the token, the first-run choice and the window's place, with the page's own
    // storage; the core starts as on a first run (the page reloads to the setup).
    forget: {
      logDir,
      alsoErase: [tokenFile, choiceFile, stateFile],
      afterErase: () => session.defaultSession.clearStorageData(),
      firstRun: () => startSettings(fromEnv, null, null),
    },
    onFailure: fail,
  });
  if (!started.ok) throw new Error(started.message);
  const host = (desk = started.value);
  forwardEvents(host, contents);

  // The dev server only for unpackaged runs; otherwise the built page on app://claimdesk/.
  const source = rendererSource(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);
  if (source.kind === 'app') serveAppFiles(protocol, join(__dirname, '../renderer'));
  secureSession(session.defaultSession, (url) => isAppOrigin(source, url));
  registerOperations(
    ipcMain,
    host,
    trustedSender(
      () => contents()?.id,
      (url) => isAppUrl(source, url),
    ),
  );
  const setMenu = (): void =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate(
          {
            syncNow: () => void host.invoke('sync.now', {}),
            openSettings: () => sendEvent(contents(), { name: 'app.openSettings', payload: {} }),
            openAbout: () => sendEvent(contents(), { name: 'app.openAbout', payload: {} }),
            exportDiagnostics: () => sendEvent(contents(), { name: 'app.exportDiagnostics', payload: {} }),
            quit: () => app.quit(),
          },
          { isDev: !app.isPackaged, isMac: process.platform === 'darwin' },
        ),
      ),
    );
  setMenu();
  // The menu speaks the desk's language, as the page does, from the moment it changes in Settings.
  onCoreLanguage(setMenu);

  const { window, loaded } = createMainWindow(
    { BrowserWindow },
    {
      preloadPath: join(__dirname, '../preload/index.js'),
      pageUrl: source.url,
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
  registerAppScheme(protocol);
  app.on('web-contents-created', (_event, webContents) => lockNavigation(webContents));
  app.on('window-all-closed', () => app.quit());
  catchUncaught(process, { log: logger.scope('main'), alerts, quit: () => app.quit() });
  stopBeforeQuit(app, () => {
    logger.info('ClaimDesk quits');
    return desk?.stop() ?? Promise.resolve();
  });
  launch(settings.value, userData).catch(fail);
} else {
  app.quit();
}
