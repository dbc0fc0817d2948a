// @vitest-environment jsdom
/**
 * Settings › How long data is kept: the periods shown, saved together by Settings' one Save, and a refused one
 * said next to its field, the bar naming its page.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RetentionSection } from '../../../renderer/screens/settings/RetentionSection';
import { useSettings } from '../../../renderer/stores/settings';
import { problem } from '../../../shared/domain/problems';
import { DEFAULT_RETENTION } from '../../../shared/domain/settings';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';
import { renderWithSaveBar, saveSettings } from '../settings/save-bar';

vi.mock('../../../renderer/api', () => import('../fake-api'));

beforeEach(() => useSettings.setState({ view: settingsView(), loadError: undefined }));
afterEach(cleanup);

const DOCUMENTS = 'Scanned documents, after the insurer received them';
const AUDIT = 'Audit trail';

it('shows the periods, refuses one out of bounds next to its field, and saves them together', async () => {
  answer({
    'settings.update': ({ retention }) =>
      retention && retention.auditDays >= 366
        ? { ok: true, value: settingsView({ retention }) }
        : {
            ok: false,
            error: {
              code: 'invalid-input',
              message: 'Audit days must be at least 366.',
              fields: [
                problem('retention.auditDays', 'input.tooSmall', { field: 'retention.auditDays', minimum: 366 }),
              ],
            },
          },
  });
  renderWithSaveBar(<RetentionSection retention={DEFAULT_RETENTION} />);
  expect(screen.getByLabelText<HTMLInputElement>(DOCUMENTS).value).toBe('30');
  expect(screen.getByLabelText<HTMLInputElement>(AUDIT).value).toBe('2557');

  fireEvent.change(screen.getByLabelText(AUDIT), { target: { value: '30' } });
  saveSettings();
  expect(await screen.findByText('Enter a whole number of days from 366 to 3,653.')).toBeTruthy();
  expect(screen.getByText('Correct the field marked in red, on: Data and backups.')).toBeTruthy();

  fireEvent.change(screen.getByLabelText(AUDIT), { target: { value: '3000' } });
  fireEvent.change(screen.getByLabelText(DOCUMENTS), { target: { value: '7' } });
  saveSettings();
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(screen.queryByText('Enter a whole number of days from 366 to 3,653.')).toBeNull();
  expect(inputsOf('settings.update').at(-1)).toEqual({
    retention: { ...DEFAULT_RETENTION, documentDays: 7, auditDays: 3000 },
  });
  expect(useSettings.getState().view?.retention.documentDays).toBe(7);
});
