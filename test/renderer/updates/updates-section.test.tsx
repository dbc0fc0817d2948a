// @vitest-environment jsdom
/**
 * Settings › Updates: each state in words (up to date only with the answer's time), where updates come
 * from (read-only), a refused signature in words for staff and IT, the on/off setting (no feed address),
 * the actions, browser mode's sentence, and the same in French.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../renderer/i18n';
import { UpdatesSection } from '../../../renderer/screens/settings/UpdatesSection';
import { useNavigation } from '../../../renderer/stores/navigation';
import type { UpdateFailure, UpdateState, UpdateStatus } from '../../../shared/domain/updates';
import { answer, emit, inputsOf } from '../fake-api';
import { FEED, resetUpdatesStore, updateStatus } from './fixtures';
import { deskDay } from '../desk-day';
import { renderWithSaveBar, saveSettings } from '../settings/save-bar';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const section = (): HTMLElement => screen.getByRole('region', { name: 'Updates' });
/** The section's live region (a saved form adds a notice of its own). */
const stateText = (): string => within(section()).getAllByRole('status')[0]?.textContent ?? '';

async function show(status: UpdateStatus): Promise<void> {
  answer({ 'updates.status': () => ({ ok: true, value: status }) });
  render(<UpdatesSection />);
  await screen.findByText('This is ClaimDesk 1.4.0.');
}

beforeEach(resetUpdatesStore);
afterEach(() => {
  cleanup();
  act(() => void i18n.changeLanguage('en'));
});

describe('the state, in words', () => {
  it('says up to date with the version and when the feed answered', async () => {
    const at = '2026-11-24T08:02:00.000Z';
    await show(updateStatus({ phase: 'up-to-date', checkedAt: at }, { lastCheckedAt: at }));
    expect(stateText()).toMatch(
      new RegExp(`^Up to date: version 1\\.4\\.0, checked ${deskDay(at)} Nov 2026, \\d\\d:02 .+\\.$`),
    );
    expect(section().querySelector('time')?.getAttribute('dateTime')).toBe(at);
  });

  it.each<[UpdateState, string]>([
    [{ phase: 'off' }, 'Updates are off.'],
    [{ phase: 'idle' }, 'Updates are on. The first check runs a few minutes after ClaimDesk starts.'],
    [{ phase: 'checking' }, 'Checking for an update…'],
    [{ phase: 'ready', version: '1.5.0', waitingFor: null }, 'Version 1.5.0 is downloaded and ready to install.'],
    [{ phase: 'installing', version: '1.5.0' }, 'Installing version 1.5.0. ClaimDesk closes and starts again.'],
  ])('says %o as “%s”', async (state, words) => {
    await show(updateStatus(state));
    expect(stateText()).toBe(words);
  });

  it('shows how far a download is', async () => {
    await show(updateStatus({ phase: 'downloading', version: '1.5.0', percent: 42 }));
    expect(stateText()).toContain('Downloading version 1.5.0: 42%');
    expect(screen.getByRole('progressbar', { name: 'Download progress' }).getAttribute('value')).toBe('42');
  });

  it('says what failed, why, when, and the updater’s own words for IT', async () => {
    await show(
      updateStatus(
        {
          phase: 'failed',
          stage: 'download',
          failure: { reason: 'checksum', detail: 'sha512 checksum mismatch, expected abc, got def' },
          failedAt: '2026-11-24T09:00:00.000Z',
        },
        { lastCheckedAt: '2026-11-24T08:59:00.000Z' },
      ),
    );
    const text = stateText();
    expect(text).toContain('The update could not be downloaded');
    expect(text).toContain('did not match the release’s checksum, so it was thrown away');
    expect(text).toContain(`The update address last answered ${deskDay('2026-11-24T08:59:00.000Z')} Nov 2026`);
    expect(within(section()).getByText('sha512 checksum mismatch, expected abc, got def').tagName).toBe('CODE');
  });

  it('follows the updater’s events', async () => {
    await show(updateStatus({ phase: 'checking' }));
    act(() => emit('updates.statusChanged', updateStatus({ phase: 'downloading', version: '1.5.0', percent: 7 })));
    expect(stateText()).toContain('Downloading version 1.5.0: 7%');
  });
});

describe('where updates come from', () => {
  it.each<[UpdateStatus['feed'], string]>([
    [
      { source: 'build', url: FEED, problem: null },
      `Updates come from the address built into this copy of ClaimDesk: ${FEED}`,
    ],
    [
      { source: 'policy', url: 'https://mirror.clinic.example/claimdesk', problem: null },
      'Updates come from the address your IT team set in a policy file (policy.json, or update-policy.json beside ClaimDesk): https://mirror.clinic.example/claimdesk',
    ],
    [
      { source: 'none', url: null, problem: 'policy-invalid' },
      'No updates: the update-policy.json beside ClaimDesk cannot be read or its address is not allowed. Tell your IT team.',
    ],
  ])('says %o, and offers no field to change it', async (feed, words) => {
    await show(updateStatus({ phase: 'idle' }, { feed }));
    expect(
      within(section()).getByText((_text, element) => element?.tagName === 'P' && element.textContent === words),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each<[UpdateFailure['reason'], string]>([
    ['signature-missing', 'it is not signed by the ClaimDesk release team'],
    ['signature-wrong', 'it is signed, but not with the ClaimDesk release key'],
    ['signature-tampered', 'it was changed after the ClaimDesk release team signed it'],
  ])('words a refused signature (%s) for staff, with the details for IT', async (reason, words) => {
    const detail = 'latest.yml: no latest.yml.sig beside it';
    await show(
      updateStatus({
        phase: 'failed',
        stage: 'check',
        failure: { reason, detail },
        failedAt: '2026-11-24T09:00:00.000Z',
      }),
    );
    expect(stateText()).toContain(words);
    expect(stateText()).toMatch(/nothing was installed/i);
    expect(within(section()).getByText(detail).tagName).toBe('CODE');
  });
});

describe('the setting', () => {
  it('turns updates on, sending no address', async () => {
    const off = updateStatus(
      { phase: 'off' },
      { settings: { ...updateStatus({ phase: 'off' }).settings, enabled: false } },
    );
    answer({
      'updates.status': () => ({ ok: true, value: off }),
      'updates.configure': (settings) => ({
        ok: true,
        value: updateStatus({ phase: 'checking' }, { settings: { channel: 'stable', deferDays: 7, ...settings } }),
      }),
    });
    renderWithSaveBar(<UpdatesSection />);
    await screen.findByText('Updates are off.');
    fireEvent.click(screen.getByLabelText('Check for updates every day and download them'));
    expect(screen.getByText('Not saved yet, on: This computer.')).toBeTruthy();
    saveSettings();
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(stateText()).toBe('Checking for an update…');
    expect(inputsOf('updates.configure')).toEqual([{ enabled: true }]);
  });
});

describe('the channel and the days for “Later”', () => {
  it('sends the parts staff changed, besides on/off', async () => {
    answer({
      'updates.status': () => ({ ok: true, value: updateStatus({ phase: 'idle' }) }),
      'updates.configure': (settings) => ({
        ok: true,
        value: updateStatus({ phase: 'idle' }, { settings: { channel: 'stable', deferDays: 7, ...settings } }),
      }),
    });
    renderWithSaveBar(<UpdatesSection />);
    await screen.findByText('This is ClaimDesk 1.4.0.');
    fireEvent.change(screen.getByLabelText('Update channel'), { target: { value: 'pilot' } });
    fireEvent.change(screen.getByLabelText('Days staff may answer “Later”'), { target: { value: '3' } });
    saveSettings();
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(inputsOf('updates.configure')).toEqual([{ enabled: true, channel: 'pilot', deferDays: 3 }]);
  });

  it('disables a part the policy locks, says who set it, and never sends it', async () => {
    answer({
      'updates.status': () => ({ ok: true, value: updateStatus({ phase: 'idle' }) }),
      'updates.configure': (settings) => ({
        ok: true,
        value: updateStatus({ phase: 'idle' }, { settings: { channel: 'stable', deferDays: 7, ...settings } }),
      }),
    });
    renderWithSaveBar(<UpdatesSection lockedBy={{ channel: '/etc/claimdesk/policy.json' }} />);
    await screen.findByText('This is ClaimDesk 1.4.0.');
    const channel = screen.getByLabelText('Update channel');
    expect((channel as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Set by your administrator (policy: /etc/claimdesk/policy.json)').id).toBe(
      channel.getAttribute('aria-describedby'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Days staff may answer “Later”').disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Days staff may answer “Later”'), { target: { value: '0' } });
    saveSettings();
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(inputsOf('updates.configure')).toEqual([{ enabled: true, deferDays: 0 }]);
  });

  it('leaves nothing to change when the policy locks every part', async () => {
    const file = '/etc/claimdesk/policy.json';
    await show(updateStatus({ phase: 'idle' }));
    cleanup();
    render(<UpdatesSection lockedBy={{ enabled: file, channel: file, deferDays: file }} />);
    await screen.findByText('This is ClaimDesk 1.4.0.');
    expect(screen.getAllByText(`Set by your administrator (policy: ${file})`)).toHaveLength(3);
    const parts = [
      screen.getByLabelText<HTMLInputElement>('Check for updates every day and download them'),
      screen.getByLabelText<HTMLSelectElement>('Update channel'),
      screen.getByLabelText<HTMLInputElement>('Days staff may answer “Later”'),
    ];
    expect(parts.map((part) => part.disabled)).toEqual([true, true, true]);
  });
});

describe('the actions', () => {
  it('checks now when asked, and not while a download is under way', async () => {
    await show(updateStatus({ phase: 'up-to-date', checkedAt: '2026-11-24T08:02:00.000Z' }));
    answer({ 'updates.checkNow': () => ({ ok: true, value: updateStatus({ phase: 'checking' }) }) });
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await screen.findByText('Checking for an update…');
    expect(inputsOf('updates.checkNow')).toEqual([{}]);
    act(() => emit('updates.statusChanged', updateStatus({ phase: 'downloading', version: '1.5.0', percent: 1 })));
    expect(screen.getByRole('button', { name: 'Check now' }).hasAttribute('disabled')).toBe(true);
  });

  it('says nothing went wrong when staff answer “Not now” in ClaimDesk’s own dialog', async () => {
    await show(updateStatus({ phase: 'ready', version: '1.5.0', waitingFor: null }));
    answer({
      'updates.install': () => ({
        ok: false,
        error: { code: 'update-not-confirmed', message: 'The update was not installed.' },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Restart and install' }));
    await vi.waitFor(() => expect(inputsOf('updates.install')).toHaveLength(1));
    expect(screen.queryByText('The update was not installed.')).toBeNull();
    expect(stateText()).toBe('Version 1.5.0 is downloaded and ready to install.');
  });

  it('installs when staff agree, and says what the install waits for', async () => {
    useNavigation.setState({ screen: 'settings' });
    await show(updateStatus({ phase: 'ready', version: '1.5.0', waitingFor: null }));
    answer({
      'updates.install': () => ({
        ok: true,
        value: updateStatus({ phase: 'ready', version: '1.5.0', waitingFor: ['sending'] }),
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Restart and install' }));
    await screen.findByText('Claims are being sent to the insurer; the install starts when they are sent.');
    expect(stateText()).toContain('Version 1.5.0 will install as soon as ClaimDesk is free:');
    expect(inputsOf('updates.install')).toEqual([{ claimEditorOpen: false }]);
    expect(screen.queryByRole('button', { name: 'Restart and install' })).toBeNull();
  });

  it('offers no actions while updates are off', async () => {
    await show(
      updateStatus({ phase: 'off' }, { settings: { ...updateStatus({ phase: 'off' }).settings, enabled: false } }),
    );
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
  });
});

describe('browser mode', () => {
  it('says updates come with the desktop app, and offers no setting', async () => {
    answer({
      'updates.status': () => ({
        ok: true,
        value: updateStatus(
          { phase: 'unavailable' },
          { currentVersion: null, settings: { ...updateStatus({ phase: 'off' }).settings, enabled: false } },
        ),
      }),
    });
    render(<UpdatesSection />);
    expect(
      await screen.findByText(
        'Updates come with the desktop app. In a browser, ClaimDesk is updated by whoever runs it on this computer.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** Spaces as French typography writes them (non-breaking) shown as plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('in French', () => {
  it('says the state, where updates come from and a refused signature in French', async () => {
    act(() => void i18n.changeLanguage('fr'));
    answer({
      'updates.status': () => ({
        ok: true,
        value: updateStatus({ phase: 'ready', version: '1.5.0', waitingFor: ['editing'] }),
      }),
    });
    render(<UpdatesSection />);
    await screen.findByText('Ceci est ClaimDesk 1.4.0.');
    expect(plain(screen.getByRole('listitem').textContent)).toBe(
      'L’écran Demande est ouvert. Enregistrez la demande et quittez l’écran ; l’installation commencera alors.',
    );
    expect(plain(document.body.textContent)).toContain(
      `Les mises à jour viennent de l’adresse intégrée à cette copie de ClaimDesk : ${FEED}`,
    );
    act(() =>
      emit(
        'updates.statusChanged',
        updateStatus({
          phase: 'failed',
          stage: 'download',
          failure: { reason: 'signature-tampered', detail: 'x' },
          failedAt: '2026-11-24T09:00:00.000Z',
        }),
      ),
    );
    expect(plain(screen.getAllByRole('status')[0]?.textContent)).toContain(
      'La mise à jour a été refusée : elle a été modifiée après sa signature par l’équipe de publication de ClaimDesk.',
    );
  });
});
