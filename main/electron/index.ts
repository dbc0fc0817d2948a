/**
 * The Electron host: one instance, one window, the operation table over IPC. Everything
 * the app does lives in the core (main/core, main/operations, main/desk), which runs through the desk's lifecycle
 * (main/host/desk-host.ts: start, restart on new service settings, forget, stop before the
 * app quits); this file gives it what is the desktop's own: the data folders, the keychain
 * token and key, the first-run choice file, the updater, the dialogs and the window. The data
 * folder is placed first (data-folder.ts); the demo and the real desk each run on their own
 * folder in it.
 */
import { mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, safeStorage, screen, session } from 'electron';
import { autoUpdater } from 'electron-updater';
import { buildSignature, hostVersions } from '../desk/about';
import { readFileSync } from 'node:fs';
import { startDeskHost, type DeskHost } from '../host/desk-host';
import { resolveNativeBinding } from '../core/native-binding';
import { settingsFromEnvironment, type Settings } from '../desk/settings/service-settings';
import { choiceOf } from '../desk/setup-choice';
import { enterMachineFolder, machineFolderFor } from '../desk/machine/machine-folder';
import { readPolicy } from '../desk/policy/policy-file';
import { policyFileFor, regQuery } from '../desk/policy/policy-sources';
import { readDeskPolicy, type PolicyPlaces } from '../desk/policy/desk-policy';
import { enrolmentRequired } from '../desk/policy/service-gate';
import { installFromFolder, updateFolderArg } from '../desk/updates/offline-install';
import type { ConfirmInstall } from '../desk/updates/port';
import { spawn } from 'node:child_process';
import { findFeed, withPolicyFeed } from '../desk/updates/feed';
import { RELEASE_KEYS } from '../desk/updates/release-key';
import { createUpdateService } from '../desk/updates/service';
import { channelFileFor, createReleaseVerifier } from '../desk/updates/verify';
import { fileDeferralStore } from '../desk/updates/deferral';
import { deskIdIn } from '../desk/updates/rollout';
import { onCoreLanguage, say } from '../i18n/words';
import { createLogger, LOG_DIR } from '../log/logger';
import { runtimeVersions } from '../log/runtime';
import { createStaffAlerts } from '../log/staff-alerts';
import { catchUncaught } from '../log/uncaught';
import { keepPrivate } from '../store/private-files';
import { readSetting } from '../store/settings-store';
import { environmentKeySource, wrappedKeySource, type KeySource } from '../store/store-key';
import { registerAppScheme, serveAppFiles } from './app-protocol';
import { readFirstScreenHint } from '../desk/first-screen-hint';
import { guardScreen } from './crash-guard';
import { dataFolderFor, dataFolders, placeDataFolder } from './data-folder';
import { placeDesk } from './desk-place';
import { machineFolderCheck, machineProtectionFor } from './machine-protection';
import { purgeRequested, runPurgeCommand, updateCacheFor } from './purge-command';
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
// The account's desk, or the PC's when the policy file says so (desk-place.ts): checked before anything is read there.
const place = placeDesk({
  userData,
  machineFolder: machineFolderFor(process.platform, process.env),
  policy: readPolicy(policyFileFor(process.platform, process.env)),
  check: machineFolderCheck(process.platform),
});
const machineWide = place.ok && place.value.scope === 'machine';
const purging = purgeRequested(process.argv);
// Decommissioning erases userData: Chromium's own files of the purging process go to a folder of its own instead
// (on Windows a file the process holds open could not be erased).
if (purging) app.setPath('userData', mkdtempSync(join(app.getPath('temp'), 'claimdesk-purge-')));
const deskRoot = place.ok ? place.value.root : userData;
// A machine-wide desk's writes are its group's (2770/0660), whatever the session's umask.
if (machineWide) enterMachineFolder();
// Its user's alone: 0700, and whatever an earlier build left readable by others repaired (main/store/private-files.ts);
// a machine folder its group's.
keepPrivate(userData);
if (machineWide) keepPrivate(deskRoot);
// The log and the problems told to staff outlive a restart of the core (see main/log); a machine-wide desk's beside it.
const logger = createLogger({ dir: join(deskRoot, LOG_DIR), console: app.isPackaged ? false : 'info' });
// Token and key: wrapped by the account's keychain, or for a machine-wide desk as machine-protection.ts says.
const protection = machineWide ? machineProtectionFor(process.platform) : safeStorage;
// The store's key, per data folder: wrapped as above, or given as CLAIMDESK_DB_KEY (store/store-key.ts).
const givenKey = process.env.CLAIMDESK_DB_KEY;
const keys: KeySource = givenKey ? environmentKeySource(givenKey) : wrappedKeySource(keyWrapperOf(protection));
const alerts = createStaffAlerts();

function fail(error: unknown): void {
  logger.error('ClaimDesk cannot start', error);
  dialog.showErrorBox('ClaimDesk cannot start', error instanceof Error ? error.message : String(error));
  app.exit(1);
}

/** Whether the release workflow signed this build: the flag in the packaged app's package.json (desk/about.ts). */
function signatureOfApp(): 'signed' | 'unsigned' {
  try {
    return buildSignature(JSON.parse(readFileSync(join(app.getAppPath(), 'package.json'), 'utf8')));
  } catch {
    return 'unsigned';
  }
}

/** The policy IT set (the file, and the registry key on Windows), read again at each core start (main/desk/policy). */
const policyPlaces = (): PolicyPlaces => ({
  policyFile: policyFileFor(process.platform, process.env),
  policyRegistry: process.platform === 'win32' ? regQuery() : undefined,
});

/**
 * `ClaimDesk --update-from=<folder>` (docs/it-guide.md, "Updates without the internet"): checked like a download,
 * installed after the dialog's yes. Started while ClaimDesk runs, the single-instance lock drops it: quit first.
 */
function updateFromFolder(confirmInstall: ConfirmInstall): void {
  const folder = updateFolderArg(process.argv);
  if (folder === undefined) return;
  void readDeskPolicy(policyPlaces())
    .then((policy) =>
      installFromFolder(folder, {
        check: { keys: RELEASE_KEYS, platform: process.platform, arch: process.arch, currentVersion: app.getVersion() },
        policy,
        confirm: confirmInstall,
        refuse: (message) => {
          logger.warn('Update from a folder refused', { folder, message });
          dialog.showErrorBox('ClaimDesk', message);
        },
        run: (command, args) => {
          spawn(command, [...args], { detached: true, stdio: 'ignore' }).unref();
          app.quit();
        },
      }),
    )
    .then((outcome) => logger.info('Update from a folder', { folder, outcome }), fail);
}

function workAreas() {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((display) => display.id !== primary.id)].map((d) => d.workArea);
}

async function launch(fromEnv: Settings, root: string): Promise<void> {
  await app.whenReady();
  const folders = dataFolders(root);
  logger.info('ClaimDesk starts (desktop)', { ...runtimeVersions(), dataFolder: root, machineWide });
  if (place.ok && place.value.leftBehind !== undefined)
    logger.warn('This account’s own desk is left as it is: the desk is the computer’s', {
      folder: place.value.leftBehind,
    });
  const tokenFile = join(root, 'service-token.bin');
  const logDir = join(root, LOG_DIR);
  const choiceFile = join(root, 'service-choice.json');
  const stateFile = join(userData, 'window-state.json');
  const tokenStore = createSafeTokenStore(protection, tokenFile);
  const setup = createFileSetupStore(choiceFile);
  // A desk updated from a build that kept its store at the top of the data folder finds it again (earlier-store.ts).
  const workedWithService = fromEnv.service !== null || tokenStore.get() !== null;
  const [earlierInto, otherwise] = workedWithService ? [folders.desk, folders.demo] : [folders.demo, folders.desk];
  const adopted = adoptEarlierStore(root, earlierInto, otherwise);
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
      channelFile: (channel) => channelFileFor(process.platform, process.arch, channel),
      // Electron's network stack: the system's proxy settings, as electron-updater's own requests.
      fetchFile: async (url) => {
        const answer = await net.fetch(url, { redirect: 'follow' });
        return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
      },
    }),
    onRefused: (failure) => logger.warn('Update refused', { reason: failure.reason, detail: failure.detail }),
    // Kept in the data folder: on a machine-wide desk every OS account is the same desk for a staged rollout.
    deskId: () => deskIdIn(join(userData, 'update-id.txt')),
  });
  const confirmInstall = confirmInstallWithDialog((options) =>
    mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options),
  );
  const saveArchive = saveWithDialog(
    (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
    app.getPath('downloads'),
  );
  const places = policyPlaces();
  const enrolOnly = enrolmentRequired(await readDeskPolicy(places));
  const started = await startDeskHost(startSettings(fromEnv, setup.read(), tokenStore.get(), enrolOnly), {
    logging: { logger, alerts },
    dataFolders: [folders.desk, folders.demo],
    dataDirFor: (settings) => dataFolderFor(folders, settings),
    core: { nativeBinding, keys, ...places },
    serve: (core) => {
      const updates = createUpdateService({
        port: updaterPort,
        feed: withPolicyFeed(core.policy, feed),
        confirmInstall,
        settings: () => readSetting(core.store().db, 'updates'),
        sync: core.sync,
        deferral: fileDeferralStore(join(userData, 'update-deferral.json')),
      });
      return {
        parts: {
          tokenStore,
          setup,
          updates,
          host: hostVersions(app.getVersion(), process.versions, signatureOfApp()),
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
  updateFromFolder(confirmInstall);
  forwardEvents(host, contents);

  // The dev server only for unpackaged runs; otherwise the built page on app://claimdesk/.
  const source = rendererSource(app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);
  if (source.kind === 'app')
    serveAppFiles(protocol, join(__dirname, '../renderer'), () => {
      const core = host.core();
      return core && readFirstScreenHint(core.dataDir);
    });
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

const settings = settingsFromEnvironment(process.env);
if (purging) {
  // Decommissioning (purge-command.ts): no window, no desk started; safeStorage answers only once the app is ready.
  void app.whenReady().then(() =>
    app.exit(
      runPurgeCommand({
        argv: process.argv,
        place,
        userData,
        updateCache: updateCacheFor(process.platform, process.env, app.getPath('home')),
        keys,
        nativeBinding: resolveNativeBinding(app.isPackaged ? process.resourcesPath : undefined),
        tempDir: app.getPath('temp'),
        print: (line) => process.stdout.write(`${line}\n`),
      }),
    ),
  );
} else if (!place.ok) {
  fail(new Error(place.message));
} else if (!settings.ok) {
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
  launch(settings.value, deskRoot).catch(fail);
} else {
  app.quit();
}
