// @vitest-environment jsdom
/**
 * Settings › The insurer's status of sent claims: the two numbers shown, one out of bounds refused next to its
 * field (the bar naming its page), saved together by Settings' one Save.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FollowUpSection } from '../../../renderer/screens/settings/FollowUpSection';
import { useSettings } from '../../../renderer/stores/settings';
import { problem } from '../../../shared/domain/problems';
import { DEFAULT_FOLLOW_UP } from '../../../shared/domain/settings';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';
import { renderWithSaveBar, saveSettings } from '../settings/save-bar';

vi.mock('../../../renderer/api', () => import('../fake-api'));

beforeEach(() => useSettings.setState({ view: settingsView(), loadError: undefined }));
afterEach(cleanup);

const AGE = 'Follow claims up for (days after sending)';
const EVERY = 'Read each batch again every (hours)';

it('shows the defaults, refuses a number out of bounds next to its field, and saves both', async () => {
  answer({
    'settings.update': ({ statusFollowUp }) =>
      statusFollowUp && statusFollowUp.intervalHours <= 168
        ? { ok: true, value: settingsView({ statusFollowUp }) }
        : {
            ok: false,
            error: {
              code: 'invalid-input',
              message: 'Hours must be at most 168.',
              fields: [
                problem('statusFollowUp.intervalHours', 'input.tooLarge', {
                  field: 'statusFollowUp.intervalHours',
                  maximum: 168,
                }),
              ],
            },
          },
  });
  renderWithSaveBar(<FollowUpSection followUp={DEFAULT_FOLLOW_UP} />);
  expect(screen.getByLabelText<HTMLInputElement>(AGE).value).toBe('90');
  expect(screen.getByLabelText<HTMLInputElement>(EVERY).value).toBe('6');

  fireEvent.change(screen.getByLabelText(EVERY), { target: { value: '500' } });
  saveSettings();
  expect(await screen.findByText('Enter a whole number of hours from 1 to 168.')).toBeTruthy();
  expect(screen.getByText('Correct the field marked in red, on: Insurer and claims.')).toBeTruthy();

  fireEvent.change(screen.getByLabelText(EVERY), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(AGE), { target: { value: '60' } });
  saveSettings();
  expect(await screen.findByText('Settings saved.')).toBeTruthy();
  expect(inputsOf('settings.update').at(-1)).toEqual({ statusFollowUp: { maxAgeDays: 60, intervalHours: 12 } });
  expect(useSettings.getState().view?.statusFollowUp).toEqual({ maxAgeDays: 60, intervalHours: 12 });
});
