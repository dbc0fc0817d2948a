/**
 * The install confirmation as a native dialog (main/electron/update-dialog.ts), with Electron's
 * `dialog.showMessageBox` doubled: its words, "Not now" as default and as what closing answers.
 */
import { describe, expect, it } from 'vitest';
import type { MessageBoxOptions } from 'electron';
import { confirmInstallWithDialog } from '../../main/electron/update-dialog';

describe('the install dialog', () => {
  it('asks in the core’s words and installs only on its first button', async () => {
    const shown: MessageBoxOptions[] = [];
    const answering = (response: number) =>
      confirmInstallWithDialog((options) => {
        shown.push(options);
        return Promise.resolve({ response });
      });
    expect(await answering(0)('1.5.0')).toBe(true);
    expect(await answering(1)('1.5.0')).toBe(false);
    expect(shown[0]).toMatchObject({
      type: 'question',
      message: 'Install ClaimDesk 1.5.0 now?',
      buttons: ['Restart and install', 'Not now'],
      defaultId: 1,
      cancelId: 1,
    });
  });
});
