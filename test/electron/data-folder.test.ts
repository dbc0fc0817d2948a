import { describe, expect, it } from 'vitest';
import { dataFolderFor, dataFolders, placeDataFolder, type AppLike } from '../../main/electron/data-folder';

/** Electron's app as far as paths go: its defaults per system, and what was set. */
function fakeApp(defaults: { userData: string; home: string }): AppLike & { readonly set: string[] } {
  const paths = { ...defaults };
  const set: string[] = [];
  return {
    set,
    getPath: (name) => paths[name],
    setPath: (_name, value) => {
      set.push(value);
      paths.userData = value;
    },
  };
}

describe('the data folder', () => {
  it('is in the local, not the roaming, application data on Windows', () => {
    const app = fakeApp({ userData: 'C:\\Users\\amina\\AppData\\Roaming\\ClaimDesk', home: 'C:\\Users\\amina' });
    const folder = placeDataFolder(app, 'win32', { LOCALAPPDATA: 'C:\\Users\\amina\\AppData\\Local' });
    expect(folder).toBe('C:\\Users\\amina\\AppData\\Local\\ClaimDesk');
    expect(app.set).toEqual([folder]);
  });

  it('is found under the home folder on Windows when LOCALAPPDATA is not set', () => {
    const app = fakeApp({ userData: 'C:\\Users\\amina\\AppData\\Roaming\\ClaimDesk', home: 'C:\\Users\\amina' });
    expect(placeDataFolder(app, 'win32', {})).toBe('C:\\Users\\amina\\AppData\\Local\\ClaimDesk');
  });

  it("is Electron's own on macOS and Linux", () => {
    for (const [platform, userData] of [
      ['darwin', '/Users/amina/Library/Application Support/ClaimDesk'],
      ['linux', '/home/amina/.config/ClaimDesk'],
    ] as const) {
      const app = fakeApp({ userData, home: '/home/amina' });
      expect(placeDataFolder(app, platform, { LOCALAPPDATA: '/elsewhere' })).toBe(userData);
      expect(app.set).toEqual([]);
    }
  });

  it('holds the real desk and the demo apart', () => {
    const folders = dataFolders('/home/amina/.config/ClaimDesk');
    expect(folders).toEqual({
      root: '/home/amina/.config/ClaimDesk',
      desk: '/home/amina/.config/ClaimDesk/desk',
      demo: '/home/amina/.config/ClaimDesk/demo',
    });
    expect(dataFolderFor(folders, { service: null })).toBe(folders.demo);
    expect(dataFolderFor(folders, { service: { url: 'https://insurer.example', token: 't' } })).toBe(folders.desk);
  });
});
