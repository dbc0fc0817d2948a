// @vitest-environment jsdom
/** Settings › Backups to the IT folder: the folder, the interval and the log level saved together by Settings' one Save; the last copy with its zone; the stale warning; policy locks. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BackupSection } from '../../../renderer/screens/settings/BackupSection';
import { useSettings } from '../../../renderer/stores/settings';
import type { SettingsView } from '../../../shared/ops/operations';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';
import { renderWithSaveBar, saveSettings } from './save-bar';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const SHARE = '/mnt/claimdesk';
const status = (patch: Partial<SettingsView['offsiteBackup']>): SettingsView['offsiteBackup'] => ({
  ...settingsView().offsiteBackup,
  folder: SHARE,
  ...patch,
});

beforeEach(() => useSettings.setState({ view: undefined, loadError: undefined }));
afterEach(cleanup);

it('says backups stay on this computer while no folder is set, and saves the folder, interval and log level together', async () => {
  const view = settingsView();
  answer({ 'settings.update': () => ({ ok: true, value: view }) });
  renderWithSaveBar(<BackupSection view={view} />);
  expect(screen.getByText('Backups stay on this computer only: no IT folder is set.')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('IT folder'), { target: { value: ` ${SHARE} ` } });
  fireEvent.change(screen.getByLabelText('Copy every (hours)'), { target: { value: '6' } });
  fireEvent.change(screen.getByLabelText('Log level'), { target: { value: 'debug' } });
  saveSettings();
  await screen.findByText('Settings saved.');
  expect(inputsOf('settings.update')).toEqual([{ backup: { folder: SHARE, everyHours: 6 }, log: { level: 'debug' } }]);
});

it('shows the last copy with its zone, the last failure in words, and no warning while copies are fresh', () => {
  const view = settingsView({
    backup: { folder: SHARE, everyHours: 24 },
    offsiteBackup: status({
      lastSuccessAt: '2026-11-27T06:00:00.000Z',
      lastFailure: { at: '2026-11-27T05:45:00.000Z', reason: 'folder-missing' },
      failureWords: 'the IT folder cannot be found',
    }),
  });
  render(<BackupSection view={view} />);
  const last = screen.getByText(/^Last copy to the IT folder: /).textContent;
  // the day in the desk's zone (CI also runs in UTC-12)
  expect(last).toMatch(/(26|27) Nov 2026, \d\d:00 [A-Z+0-9:-]+$/);
  expect(screen.getByText(/^Last failure, .*: the IT folder cannot be found\.$/)).toBeTruthy();
  expect(screen.getByText('This desk’s folder in it: front-desk-3f9a2c1d')).toBeTruthy();
  expect(screen.queryByText('The copies to the IT folder are late')).toBeNull();
});

it('warns when the copies are stale, and when none reached the folder yet', () => {
  render(<BackupSection view={settingsView({ offsiteBackup: status({ stale: true, everyHours: 12 }) })} />);
  expect(screen.getByText('No copy has reached the IT folder yet.')).toBeTruthy();
  expect(screen.getByText('The copies to the IT folder are late')).toBeTruthy();
  expect(screen.getByText(/in the last 24 hours/)).toBeTruthy();
});

it('disables what the policy file sets, saying who set it', () => {
  const file = '/etc/claimdesk/policy.json';
  render(
    <BackupSection
      view={settingsView({
        backup: { folder: SHARE, everyHours: 24 },
        policy: { locked: { 'backup.folder': file, 'log.level': file }, problem: null },
      })}
    />,
  );
  expect(screen.getByLabelText<HTMLInputElement>('IT folder').disabled).toBe(true);
  expect(screen.getByLabelText<HTMLSelectElement>('Log level').disabled).toBe(true);
  expect(screen.getByLabelText<HTMLInputElement>('Copy every (hours)').disabled).toBe(false);
  expect(screen.getAllByText(`Set by your administrator (policy: ${file})`)).toHaveLength(2);
});
