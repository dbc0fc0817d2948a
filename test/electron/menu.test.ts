import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { menuTemplate, type MenuActions } from '../../main/electron/menu';
import { onCoreLanguage, setCoreLanguage } from '../../main/i18n/words';
import { LANGUAGES } from '../../shared/i18n/languages';

const actions = () =>
  ({
    syncNow: vi.fn(),
    openSettings: vi.fn(),
    openAbout: vi.fn(),
    exportDiagnostics: vi.fn(),
    quit: vi.fn(),
  }) satisfies MenuActions;

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

function item(template: MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions {
  const found = items(template).find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no menu item ${id}`);
  return found;
}

const click = (entry: MenuItemConstructorOptions): void => (entry.click as (() => void) | undefined)?.();

describe('the menu', () => {
  it('has Sync now, Settings, Export diagnostics and Quit under File, each calling its action', () => {
    const calls = actions();
    const template = menuTemplate(calls, { isDev: false, isMac: false });

    expect(template[0]?.label).toBe('&File');
    click(item(template, 'sync-now'));
    expect(calls.syncNow).toHaveBeenCalledOnce();
    click(item(template, 'settings'));
    expect(calls.openSettings).toHaveBeenCalledOnce();
    click(item(template, 'export-diagnostics'));
    expect(calls.exportDiagnostics).toHaveBeenCalledOnce();
    click(item(template, 'quit'));
    expect(calls.quit).toHaveBeenCalledOnce();
  });

  it('has About under Help, last, on every system', () => {
    for (const isMac of [false, true]) {
      const calls = actions();
      const template = menuTemplate(calls, { isDev: false, isMac });
      expect(template.at(-1)).toMatchObject({ role: 'help', label: '&Help' });
      click(item(template, 'about'));
      expect(calls.openAbout).toHaveBeenCalledOnce();
    }
  });

  it('gives them accelerators that do not take over reload', () => {
    const template = menuTemplate(actions(), { isDev: false, isMac: false });
    expect(item(template, 'sync-now').accelerator).toBe('CmdOrCtrl+Shift+S');
    expect(item(template, 'settings').accelerator).toBe('CmdOrCtrl+,');
    const accelerators = items(template).flatMap((entry) => (entry.accelerator ? [entry.accelerator] : []));
    expect(accelerators).not.toContain('CmdOrCtrl+R');
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });

  it('has the clipboard in Edit, for pasting codes', () => {
    const roles = items(menuTemplate(actions(), { isDev: false, isMac: false })).map((entry) => entry.role);
    expect(roles).toEqual(expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll']));
  });

  it('offers reload and devtools only in development', () => {
    const roles = (isDev: boolean) =>
      items(menuTemplate(actions(), { isDev, isMac: false })).map((entry) => entry.role);
    expect(roles(false)).not.toContain('reload');
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('starts with the application menu on macOS only', () => {
    expect(menuTemplate(actions(), { isDev: false, isMac: true })[0]?.role).toBe('appMenu');
    expect(menuTemplate(actions(), { isDev: false, isMac: false })[0]?.role).toBeUndefined();
  });

  it('speaks the desk’s language, and says when it changes so the host builds it again', () => {
    const heard: string[] = [];
    const stop = onCoreLanguage((language) => heard.push(language));
    try {
      setCoreLanguage('sw');
      const template = menuTemplate(actions(), { isDev: true, isMac: false });
      expect(template[0]?.label).toBe('&Faili');
      expect(item(template, 'sync-now').label).toBe('Sawazisha sasa');
      expect(template.at(-1)?.label).toBe('&Msaada');
      expect(heard).toEqual(['sw']);
    } finally {
      setCoreLanguage('en');
      stop();
    }
  });

  it.each(LANGUAGES)('gives each top menu its own access key in %s', (language) => {
    setCoreLanguage(language);
    try {
      const tops = menuTemplate(actions(), { isDev: true, isMac: false }).flatMap((entry) =>
        entry.label === undefined ? [] : [entry.label],
      );
      const keys = tops.map((label) => /&(.)/.exec(label)?.[1]?.toLowerCase());
      expect(keys.every((key) => key !== undefined)).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      setCoreLanguage('en');
    }
  });
});
