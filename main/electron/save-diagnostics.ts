/**
 * The desktop app's way of saving the diagnostics archive: the system's save dialog,
 * in the Downloads folder by default, then the file written where staff chose.
 */
import { join } from 'node:path';
import type { SaveArchive } from '../operations';
import { say } from '../i18n/words';
import { writePrivateFile } from '../store/private-files';

export interface SaveDialogOptions {
  readonly title: string;
  readonly defaultPath: string;
  readonly filters: { name: string; extensions: string[] }[];
}

/** Electron's dialog.showSaveDialog, for the main window. */
export type AskWhereToSave = (options: SaveDialogOptions) => Promise<{ canceled: boolean; filePath?: string }>;

export function saveWithDialog(ask: AskWhereToSave, defaultFolder: string): SaveArchive {
  return async (fileName, bytes) => {
    const chosen = await ask({
      title: say('diagnostics.saveTitle'),
      defaultPath: join(defaultFolder, fileName),
      filters: [{ name: say('diagnostics.zipFiles'), extensions: ['zip'] }],
    });
    if (chosen.canceled || !chosen.filePath) return { kind: 'cancelled' };
    const path = /\.zip$/i.test(chosen.filePath) ? chosen.filePath : `${chosen.filePath}.zip`;
    // The logs inside are the clinic's: the archive is its user's alone until they send it.
    writePrivateFile(path, bytes);
    return { kind: 'saved', path };
  };
}
