// @vitest-environment jsdom
/** About ClaimDesk: opened from the menu's event or from Settings, it says the versions and where the data is. */
import { DESK_TIME_ZONE } from '../../../shared/i18n/format';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { App } from '../../../renderer/App';
import { AboutDialog } from '../../../renderer/components/AboutDialog';
import { showAbout } from '../../../renderer/stores/about';
import { useAppState } from '../../../renderer/stores/app-state';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useSettings } from '../../../renderer/stores/settings';
import type { AboutDesk } from '../../../shared/domain/app-state';
import { answer, emit, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

// jsdom has <dialog> without its methods; the page's browser (Chromium) has them (and the e2e test uses it).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const IN_ELECTRON: AboutDesk = {
  version: '0.1.0',
  electron: '45.4.1',
  chromium: '142.0.7444.59',
  node: '22.20.0',
  sqlite: '3.53.0',
  dataDir: 'C:\\Users\\amina\\AppData\\Local\\ClaimDesk\\desk',
  signature: 'signed',
};

beforeEach(() => {
  useAppState.setState({ setupNeeded: undefined });
  useSettings.setState({ view: undefined, loadError: undefined });
});
afterEach(() => {
  act(() => useNavigation.getState().goTo('visit'));
  cleanup();
});

const dialog = (): HTMLElement => screen.getByRole('dialog', { hidden: true });

it("says the host's versions and the data folder, with the focus on its heading, and closes", async () => {
  answer({ 'app.about': () => ({ ok: true, value: IN_ELECTRON }) });
  render(<AboutDialog />);
  act(showAbout);
  const heading = await screen.findByRole('heading', { name: 'About ClaimDesk' });
  expect(document.activeElement).toBe(heading);
  await screen.findByText('45.4.1');
  const facts = [...dialog().querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
  expect(facts).toEqual([
    'Version: 0.1.0',
    'Electron: 45.4.1',
    'Chromium: 142.0.7444.59',
    'Node.js: 22.20.0',
    'SQLite: 3.53.0',
    'Code signature: Signed by the publisher',
    `Data folder: ${IN_ELECTRON.dataDir} Copy`,
  ]);
  expect(within(dialog()).getByRole('button', { name: 'Copy data folder' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect((dialog() as HTMLDialogElement).open).toBe(false);
  expect(screen.queryByRole('heading', { name: 'About ClaimDesk' })).toBeNull();
});

it('says so when the build is not code-signed', async () => {
  answer({ 'app.about': () => ({ ok: true, value: { ...IN_ELECTRON, signature: 'unsigned' } }) });
  render(<AboutDialog />);
  act(showAbout);
  expect(await screen.findByText(/^Not signed: this build was made without a code-signing certificate/)).toBeTruthy();
});

it('says Electron and Chromium are not used in browser mode, and what went wrong when it cannot say', async () => {
  answer({ 'app.about': () => ({ ok: true, value: { ...IN_ELECTRON, electron: null, chromium: null } }) });
  render(<AboutDialog />);
  act(showAbout);
  expect(await screen.findAllByText('not used (browser mode)')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));

  answer({ 'app.about': () => ({ ok: false, error: { code: 'internal', message: 'no' } }) });
  act(showAbout);
  expect((await screen.findByRole('alert')).textContent).toContain('ClaimDesk could not say what it runs on.');
});

it('opens from the desktop menu and from the Settings screen', async () => {
  answer({
    'app.state': () => ({ ok: true, value: { setupNeeded: false, mode: 'service', timeZone: DESK_TIME_ZONE } }),
    'app.about': () => ({ ok: true, value: IN_ELECTRON }),
    'settings.get': () => ({ ok: true, value: settingsView({ mode: 'service' }) }),
    'notices.list': () => ({ ok: true, value: [] }),
    'members.recent': () => ({ ok: true, value: [] }),
    'visits.current': () => ({ ok: true, value: null }),
  });
  render(<App />);
  await screen.findByRole('navigation', { name: 'Screens' });
  act(() => emit('app.openAbout', {}));
  await screen.findByText('45.4.1');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));

  act(() => useNavigation.getState().goTo('settings'));
  fireEvent.click(await screen.findByRole('button', { name: 'About ClaimDesk' }));
  expect(await screen.findByRole('heading', { name: 'About ClaimDesk' })).toBeTruthy();
  expect(inputsOf('app.about')).toHaveLength(2);
});
