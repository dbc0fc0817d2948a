/**
 * A settings section rendered as the Settings screen shows it: above the one Save (SaveBar), with no draft
 * left by the test before (the drafts outlive a render, as they outlive a page switch).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SaveBar } from '../../../renderer/screens/settings/SaveBar';
import { undoAllDrafts } from '../../../renderer/screens/settings/settings-drafts';

export function renderWithSaveBar(ui: ReactElement): ReturnType<typeof render> {
  undoAllDrafts();
  return render(
    <>
      {ui}
      <SaveBar pages={['desk', 'insurer', 'data', 'computer']} />
    </>,
  );
}

/** Presses the one Save. */
export const saveSettings = (): void => {
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
};

/** What the bar says of the last save: "Settings saved.", a page with changes, or nothing to save. */
export const saveState = (): string =>
  screen.getByRole('region', { name: 'Saving the settings' }).querySelector('[role="status"]')?.textContent ?? '';
