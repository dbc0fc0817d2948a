/**
 * The install confirmation (main/desk/updates/port.ts ConfirmInstall) as a native dialog of the main
 * process: the page can ask for an install, but only staff's answer here starts one. "Not now" is the
 * default and what closing the dialog (Escape) answers.
 */
import type { MessageBoxOptions } from 'electron';
import type { ConfirmInstall } from '../desk/updates/port';
import { say } from '../i18n/words';

export function confirmInstallWithDialog(
  show: (options: MessageBoxOptions) => Promise<{ readonly response: number }>,
): ConfirmInstall {
  return async (version) => {
    const { response } = await show({
      type: 'question',
      title: say('updates.confirm.title'),
      message: say('updates.confirm.message', { version }),
      detail: say('updates.confirm.detail'),
      buttons: [say('updates.confirm.install'), say('updates.confirm.cancel')],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
    return response === 0;
  };
}
