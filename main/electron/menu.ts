/**
 * The native menu: File (Sync now, Settings, Export diagnostics, Quit), Edit (the clipboard, for pasting
 * an OTP or an authorization number), in development only View (reload, devtools), and
 * Help (About, which the page shows).
 * Settings is CmdOrCtrl+, as on every desktop; Sync now is CmdOrCtrl+Shift+S, leaving
 * CmdOrCtrl+R (reload) alone.
 */
import type { MenuItemConstructorOptions } from 'electron';

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
    label: '&File',
    submenu: [
      { id: 'sync-now', label: 'Sync now', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.syncNow() },
      { id: 'settings', label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: () => actions.openSettings() },
      { id: 'export-diagnostics', label: 'Export diagnostics…', click: () => actions.exportDiagnostics() },
      { type: 'separator' },
      { id: 'quit', label: 'Quit ClaimDesk', accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() },
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: '&Edit',
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
    label: '&View',
    submenu: [{ role: 'reload' }, { role: 'toggleDevTools' }],
  };
  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: '&Help',
    submenu: [{ id: 'about', label: 'About ClaimDesk', click: () => actions.openAbout() }],
  };
  return [...(isMac ? [{ role: 'appMenu' } as const] : []), file, edit, ...(isDev ? [view] : []), help];
}
