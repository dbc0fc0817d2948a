/**
 * The Electron host: one instance, one window, one bridge channel. Everything the
 * app does lives in the core (main/app), which this file starts and stops.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, session, type Event } from 'electron';
import { startCore, type Core } from '../app/core';
import { loadSettings, type Settings } from '../app/settings';
import { registerBridge } from './ipc';
import { isAppUrl, rendererSource } from './renderer-source';
import { lockNavigation, secureSession } from './security';
import { createMainWindow } from './window';

let core: Core | undefined;
let mainWindow: BrowserWindow | undefined;

function fail(error: unknown): void {
  dialog.showErrorBox('ClaimDesk cannot start', error instanceof Error ? error.message : String(error));
  app.exit(1);
}

async function launch(settings: Settings): Promise<void> {
  await app.whenReady();
  core = await startCore(settings);
  const running = core;
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const source = rendererSource(join(__dirname, '../renderer/index.html'), devServerUrl);

  secureSession(session.defaultSession);
  registerBridge(
    ipcMain,
    (url) => isAppUrl(source, url),
    () => running.status(),
  );
  const { window, loaded } = createMainWindow(
    { BrowserWindow },
    { preloadPath: join(__dirname, '../preload/index.js'), source },
  );
  mainWindow = window;
  await loaded;
}

function stopCoreThenQuit(event: Event): void {
  if (core === undefined) return;
  const stopping = core;
  core = undefined;
  event.preventDefault();
  void stopping.stop().finally(() => app.quit());
}

function focusMainWindow(): void {
  if (mainWindow === undefined) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

const settings = loadSettings(process.env);
if (!settings.ok) {
  fail(new Error(settings.error.message));
} else if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('web-contents-created', (_event, contents) => lockNavigation(contents));
  app.on('second-instance', focusMainWindow);
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', stopCoreThenQuit);
  launch(settings.value).catch(fail);
}
