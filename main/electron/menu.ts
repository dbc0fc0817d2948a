/**
 * The native menu: File (Sync now, Settings, Export diagnostics, Quit), Edit (the clipboard, for pasting
 * an OTP or an authorization number), in development only View (reload, devtools), and
 * Help (About, which the page shows).
 * Settings is CmdOrCtrl+, as on every desktop; Sync now is CmdOrCtrl+Shift+S, leaving
 * CmdOrCtrl+R (reload) alone. The labels are in the desk's language (the core's `menu` words); the
 * host builds the menu again when it changes. The Edit and View items are Electron's roles, which
 * Electron names in the system's language.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { say } from '../i18n/words';

export interface MenuActions {
  syncNow(): void;
  openSettings(): void;
  openAbout(): void;
  exportDiagnostics(): void;
  quit(): void;
}

export interface MenuOptions {
  readonly isDev: boolean;
  readonly isMac: boolean;
}

export function menuTemplate(actions: MenuActions, { isDev, isMac }: MenuOptions): MenuItemConstructorOptions[] {
  const file: MenuItemConstructorOptions = {
    label: say('menu.file'),
    submenu: [
      { id: 'sync-now', label: say('menu.syncNow'), accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.syncNow() },
      { id: 'settings', label: say('menu.settings'), accelerator: 'CmdOrCtrl+,', click: () => actions.openSettings() },
      { id: 'export-diagnostics', label: say('menu.exportDiagnostics'), click: () => actions.exportDiagnostics() },
      { type: 'separator' },
      { id: 'quit', label: say('menu.quit'), accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() },
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: say('menu.edit'),
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: say('menu.view'),
    submenu: [{ role: 'reload' }, { role: 'toggleDevTools' }],
  };
  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: say('menu.help'),
    submenu: [{ id: 'about', label: say('menu.about'), click: () => actions.openAbout() }],
  };
  return [...(isMac ? [{ role: 'appMenu' } as const] : []), file, edit, ...(isDev ? [view] : []), help];
}
