// @vitest-environment jsdom
/**
 * The diagnostics section of Settings and the problems told to staff, with a stand-in
 * for the core: what the archive holds is shown before it is saved, and saved only when
 * staff say so; a screen reloaded after a crash says so.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiagnosticsAlerts } from '../../../renderer/screens/settings/DiagnosticsAlerts';
import { DiagnosticsSection } from '../../../renderer/screens/settings/DiagnosticsSection';
import { useDiagnosticsRequest } from '../../../renderer/screens/settings/diagnostics-request';
import { useNavigation } from '../../../renderer/stores/navigation';
import type { DiagnosticsPreview, StaffAlert } from '../../../shared/domain/diagnostics';
import { answer, emit, inputsOf } from '../fake-api';
import { deskDay } from '../desk-day';

const LOG_FROM = '2026-11-23T06:00:00.000Z';
const LOG_TO = '2026-11-24T07:30:00.000Z';
const ALERT_AT = '2026-11-24T07:30:00.000Z';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const SETTINGS_TEXT = '{\n  "mode": "demo",\n  "tokenSaved": true\n}\n';
const preview = (savedBy: DiagnosticsPreview['savedBy']): DiagnosticsPreview => ({
  id: 'archive-1',
  fileName: 'claimdesk-diagnostics-20261124-0730Z.zip',
  bytes: 2_048,
  savedBy,
  files: [
    { name: 'settings.json', bytes: 40, content: { kind: 'facts', subject: 'settings', text: SETTINGS_TEXT } },
    {
      name: 'logs/claimdesk.log',
      bytes: 9_000,
      content: { kind: 'log', lines: 120, from: LOG_FROM, to: LOG_TO },
    },
    { name: 'logs/claimdesk.1.log', bytes: 0, content: { kind: 'log', lines: 0, from: null, to: null } },
  ],
});

beforeEach(() => useDiagnosticsRequest.setState({ requested: false }));
afterEach(cleanup);

describe('the diagnostics section', () => {
  it('shows every file of the archive before saving it, and saves it only when asked', async () => {
    answer({
      'diagnostics.preview': () => ({ ok: true, value: preview('dialog') }),
      'diagnostics.export': () => ({ ok: true, value: { kind: 'saved', path: '/home/desk/Downloads/d.zip' } }),
    });
    render(<DiagnosticsSection />);
    expect(
      screen.getByText(/never holds the access token, a code sent to a member or a full card number/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the archive' }));

    await screen.findByText('The archive claimdesk-diagnostics-20261124-0730Z.zip (2 kB) holds these files:');
    const files = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(files.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'settings.json',
      'logs/claimdesk.log',
      'logs/claimdesk.1.log',
    ]);
    expect(files[0]?.textContent).toContain(
      'This desk’s settings, and whether an access token is saved (never the token).',
    );
    expect(files[0]?.querySelector('pre')?.textContent).toBe(SETTINGS_TEXT);
    expect(files[1]?.textContent).toMatch(
      new RegExp(
        `The log: 120 lines, from ${deskDay(LOG_FROM)} Nov 2026, \\d\\d:\\d\\d \\S+ to ${deskDay(LOG_TO)} Nov 2026, \\d\\d:\\d\\d \\S+\\.`,
      ),
    );
    expect(files[2]?.textContent).toContain('The log: empty.');
    expect(inputsOf('diagnostics.export')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save the archive…' }));
    await screen.findByText('Saved as /home/desk/Downloads/d.zip. Send this file to your support.');
    expect(inputsOf('diagnostics.export')).toEqual([{ id: 'archive-1' }]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the archive ready when staff cancel the save dialog, and drops it when they cancel the preview', async () => {
    answer({
      'diagnostics.preview': () => ({ ok: true, value: preview('dialog') }),
      'diagnostics.export': () => ({ ok: true, value: { kind: 'cancelled' } }),
    });
    render(<DiagnosticsSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the archive' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save the archive…' }));
    await screen.findByText('Not saved. The archive is still ready: save it when you are ready.');
    expect(screen.getByRole('list')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Prepare the archive' })).toBeTruthy();
  });

  it('downloads the archive in the browser', async () => {
    const zip = btoa('PK\u0005\u0006 test');
    answer({
      'diagnostics.preview': () => ({ ok: true, value: preview('download') }),
      'diagnostics.export': () => ({
        ok: true,
        value: { kind: 'download', fileName: 'claimdesk-diagnostics-20261124-0730Z.zip', contentBase64: zip },
      }),
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:archive';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('claimdesk-diagnostics-20261124-0730Z.zip');
      expect(this.href).toBe('blob:archive');
    });

    render(<DiagnosticsSection />);
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the archive' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download the archive' }));
    await screen.findByText(/is in your downloads/);
    expect(clicked).toHaveBeenCalledOnce();
    const [blob] = blobs;
    expect(blob && btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())))).toBe(zip);
    clicked.mockRestore();
  });

  it('prepares the archive at once when the desktop menu asked for it', async () => {
    answer({ 'diagnostics.preview': () => ({ ok: true, value: preview('dialog') }) });
    useDiagnosticsRequest.getState().request();
    render(<DiagnosticsSection />);
    await screen.findByRole('list');
    expect(useDiagnosticsRequest.getState().requested).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Diagnostics for support' }));
  });
});

const alert = (patch: Partial<StaffAlert>): StaffAlert => ({
  id: 1,
  kind: 'screen-restarted',
  firstAt: ALERT_AT,
  lastAt: ALERT_AT,
  count: 1,
  ...patch,
});

describe('the problems told to staff', () => {
  it('says the screen was restarted when the page comes back, until dismissed', async () => {
    answer({
      'diagnostics.alerts': () => ({ ok: true, value: [alert({})] }),
      'diagnostics.dismissAlert': () => ({ ok: true, value: [] }),
    });
    render(<DiagnosticsAlerts />);
    await screen.findByText('ClaimDesk restarted the screen after a problem; your work was kept.');
    expect(screen.getByText(new RegExp(`^Once, at ${deskDay(ALERT_AT)} Nov 2026`))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(screen.queryByText(/restarted the screen/)).toBeNull());
    expect(inputsOf('diagnostics.dismissAlert')).toEqual([{ id: 1 }]);
  });

  it('shows what the host reports as it happens, with how often', async () => {
    answer({ 'diagnostics.alerts': () => ({ ok: true, value: [] }) });
    render(<DiagnosticsAlerts />);
    await vi.waitFor(() => expect(inputsOf('diagnostics.alerts')).toHaveLength(1));
    emit('diagnostics.alertsChanged', [alert({ id: 4, kind: 'store', count: 3 })]);
    await screen.findByText(/background upkeep of its data file stopped/);
    expect(screen.getByText(new RegExp(`^3 times, the last at ${deskDay(ALERT_AT)} Nov 2026`))).toBeTruthy();
  });

  it('opens Settings for the desktop menu’s Export diagnostics', async () => {
    answer({ 'diagnostics.alerts': () => ({ ok: true, value: [] }) });
    useNavigation.setState({ screen: 'visit' });
    render(<DiagnosticsAlerts />);
    await vi.waitFor(() => expect(inputsOf('diagnostics.alerts')).toHaveLength(1));
    emit('app.exportDiagnostics', {});
    expect(useNavigation.getState().screen).toBe('settings');
    expect(useDiagnosticsRequest.getState().requested).toBe(true);
  });
});
