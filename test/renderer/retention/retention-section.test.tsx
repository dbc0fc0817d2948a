// @vitest-environment jsdom
/** Settings › How long data is kept: the periods shown, saved together, and a refused one said next to its field. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RetentionSection } from '../../../renderer/screens/settings/RetentionSection';
import { useSettings } from '../../../renderer/stores/settings';
import { problem } from '../../../shared/domain/problems';
import { DEFAULT_RETENTION } from '../../../shared/domain/settings';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';

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
  render(<RetentionSection retention={DEFAULT_RETENTION} />);
  expect(screen.getByLabelText<HTMLInputElement>(DOCUMENTS).value).toBe('30');
  expect(screen.getByLabelText<HTMLInputElement>(AUDIT).value).toBe('2557');

  fireEvent.change(screen.getByLabelText(AUDIT), { target: { value: '30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
  expect(await screen.findByText('Enter a whole number of days from 366 to 3,653.')).toBeTruthy();
  expect(screen.queryByText('The periods were not saved')).toBeNull();

  fireEvent.change(screen.getByLabelText(AUDIT), { target: { value: '3000' } });
  fireEvent.change(screen.getByLabelText(DOCUMENTS), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
  expect(await screen.findByText(/Retention periods saved/)).toBeTruthy();
  expect(inputsOf('settings.update').at(-1)).toEqual({
    retention: { ...DEFAULT_RETENTION, documentDays: 7, auditDays: 3000 },
  });
  expect(useSettings.getState().view?.retention.documentDays).toBe(7);
});
