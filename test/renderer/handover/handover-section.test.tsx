// @vitest-environment jsdom
/**
 * Settings › Hand claims to another desk: the passphrase typed twice and long enough before anything is
 * asked, the file downloaded and its claims listed, an import refused in the core's words.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HandoverSection } from '../../../renderer/screens/settings/HandoverSection';
import type { HandoverClaim } from '../../../shared/domain/handover';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const CLAIM: HandoverClaim = {
  id: 'c1',
  state: 'queued',
  memberName: 'Fatuma Kowalski Chepkoech',
  authorizationNo: 'PA-000001',
  attendanceDate: '2026-11-20',
  amountText: '2761.40',
  documentCount: 1,
};

const UPLOAD_ID = '6f1c2a52-8d1e-4b7a-9c3f-2e5d4a6b7c8d';
const downloads: string[] = [];
beforeEach(() => {
  downloads.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:handover');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('asks for a passphrase of 12 characters typed twice, then downloads the file and lists its claims', async () => {
  answer({
    'handover.list': () => ({ ok: true, value: [] }),
    'handover.export': () => ({
      ok: true,
      value: {
        handoverId: 'h1',
        fileName: 'claimdesk-handover-20261124T0405Z.cdhandover',
        contentBase64: 'AAEC',
        claims: [CLAIM],
      },
    }),
  });
  render(<HandoverSection />);
  const [passphrase, repeated] = [
    screen.getAllByLabelText('Passphrase')[0],
    screen.getByLabelText('Type the passphrase again'),
  ];
  const make = screen.getByRole('button', { name: 'Make the hand-over file' });
  expect(screen.getByText(/At least 12 characters/)).toBeTruthy();

  fireEvent.change(passphrase as HTMLElement, { target: { value: 'too short' } });
  fireEvent.click(make);
  expect(await screen.findByText('The passphrase needs at least 12 characters.')).toBeTruthy();
  fireEvent.change(passphrase as HTMLElement, { target: { value: 'outreach laptop 2026' } });
  fireEvent.change(repeated, { target: { value: 'outreach laptop 2025' } });
  fireEvent.click(make);
  expect(await screen.findByText('The two passphrases are not the same. Type them again.')).toBeTruthy();
  expect(inputsOf('handover.export')).toEqual([]);

  fireEvent.change(repeated, { target: { value: 'outreach laptop 2026' } });
  fireEvent.submit(repeated);
  expect(await screen.findByText('Claims handed over')).toBeTruthy();
  expect(inputsOf('handover.export')).toEqual([{ passphrase: 'outreach laptop 2026' }]);
  expect(downloads).toEqual(['claimdesk-handover-20261124T0405Z.cdhandover']);
  expect(
    screen.getByText(/Fatuma Kowalski Chepkoech, attended 20 Nov 2026, .*2,761\.40 \(Waiting to send, 1 document\)/),
  ).toBeTruthy();
  // The answer takes the focus, so it is read out and the next Tab goes on from it.
  await waitFor(() => expect(document.activeElement?.textContent).toContain('Claims handed over'));
  expect((passphrase as HTMLInputElement).value).toBe('');
});

it('imports a chosen file with its passphrase, and shows a refusal in the core’s own words', async () => {
  answer({
    'handover.list': () => ({ ok: true, value: [] }),
    'handover.upload': () => ({ ok: true, value: { uploadId: UPLOAD_ID, bytes: 3 } }),
    'handover.import': () => ({
      ok: false,
      error: { code: 'wrong-passphrase', message: 'The passphrase does not open laptop.cdhandover.' },
    }),
  });
  render(<HandoverSection />);
  const importButton = screen.getByRole('button', { name: 'Import the file' });
  fireEvent.submit(importButton);
  expect(await screen.findByText('Choose the hand-over file first.')).toBeTruthy();

  const file = new File([new Uint8Array([1, 2, 3])], 'laptop.cdhandover');
  fireEvent.change(screen.getByLabelText('Hand-over file'), { target: { files: [file] } });
  fireEvent.change(screen.getAllByLabelText('Passphrase')[1] as HTMLElement, { target: { value: 'wrong words' } });
  fireEvent.click(importButton);
  expect(await screen.findByText('The passphrase does not open laptop.cdhandover.')).toBeTruthy();
  expect(screen.getByText('Nothing was imported')).toBeTruthy();
  expect(inputsOf('handover.upload')).toEqual([{ uploadId: undefined, contentBase64: 'AQID' }]);
  expect(inputsOf('handover.import')).toEqual([
    { fileName: 'laptop.cdhandover', uploadId: UPLOAD_ID, passphrase: 'wrong words' },
  ]);
});
