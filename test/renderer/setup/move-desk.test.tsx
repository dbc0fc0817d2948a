// @vitest-environment jsdom
/**
 * Setup › Move a desk here from a backup, and Settings › Recovery key: what IT types goes to the core as typed,
 * its refusals are shown as worded, and an issued key is shown once, then gone from the page.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoveDeskChoice } from '../../../renderer/screens/setup/MoveDeskChoice';
import { RecoverySection } from '../../../renderer/screens/settings/RecoverySection';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

afterEach(cleanup);

const KEY = '7K3QD-M0X4H-9ZT2B-AAAAA-BBBBB-CCCCC-DDDDD';

describe('moving a desk here', () => {
  it('asks for both fields, sends them as typed, and shows the core’s refusal', async () => {
    answer({
      'recovery.restore': () => ({
        ok: false,
        error: { code: 'mistyped-key', message: 'Group 3 of the recovery key is mistyped.' },
      }),
    });
    render(<MoveDeskChoice />);
    const form = screen.getByRole('form', { name: 'Move a desk here from a backup' });
    fireEvent.click(within(form).getByRole('button', { name: 'Move the desk here' }));
    expect(await screen.findByText('Enter the path of the backup file.')).toBeTruthy();
    expect(screen.getByText('Enter the recovery key.')).toBeTruthy();
    expect(inputsOf('recovery.restore')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Backup file'), { target: { value: ' D:\\b\\claimdesk.sqlite ' } });
    fireEvent.change(within(form).getByLabelText('Recovery key'), { target: { value: 'abcde fghjk' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move the desk here' }));
    expect(await screen.findByText('Group 3 of the recovery key is mistyped.')).toBeTruthy();
    expect(inputsOf('recovery.restore')).toEqual([
      { backupFile: 'D:\\b\\claimdesk.sqlite', recoveryKey: 'abcde fghjk' },
    ]);
  });

  it('says the desk is here and how many claims will be checked first', async () => {
    answer({
      'recovery.restore': () => ({ ok: true, value: { claimsToCheck: 4, documentsHeld: 0, envelopeWritten: true } }),
    });
    render(<MoveDeskChoice />);
    const form = screen.getByRole('form', { name: 'Move a desk here from a backup' });
    fireEvent.change(within(form).getByLabelText('Backup file'), { target: { value: '/b.sqlite' } });
    fireEvent.change(within(form).getByLabelText('Recovery key'), { target: { value: KEY } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move the desk here' }));
    expect(await screen.findByText(/4 claims that were waiting will be checked with the insurer/)).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Recovery key').value).toBe('');
  });
});

describe('Settings › Recovery key', () => {
  it('shows a new key once, in its groups, until IT says it is written down', async () => {
    answer({ 'recovery.issue': () => ({ ok: true, value: { recoveryKey: KEY } }) });
    render(<RecoverySection />);
    fireEvent.click(screen.getByRole('button', { name: 'Issue a new recovery key' }));
    const shown = await screen.findByLabelText('Recovery key', { selector: 'p' });
    expect(shown.textContent).toBe(KEY.replace(/-/g, ''));
    expect(within(shown).getAllByText(/^[0-9A-Z]{5}$/)).toHaveLength(7);
    expect(inputsOf('recovery.issue')).toEqual([{ reason: 'replace' }]);
    fireEvent.click(screen.getByRole('button', { name: 'I have written it down' }));
    await waitFor(() => expect(screen.queryByLabelText('Recovery key', { selector: 'p' })).toBeNull());
    expect(document.body.textContent).not.toContain('7K3QD');
  });
});
