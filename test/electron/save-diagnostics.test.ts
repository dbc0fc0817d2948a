/** Saving the diagnostics archive in the desktop app, with a stand-in for Electron's save dialog. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveWithDialog, type AskWhereToSave } from '../../main/electron/save-diagnostics';
import { tempDir } from '../support/sync-world';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const BYTES = new Uint8Array([0x50, 0x4b, 0x05, 0x06]);

describe('saving the diagnostics archive', () => {
  it('offers the Downloads folder and writes the archive where staff chose, as a zip', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const ask = vi.fn<AskWhereToSave>(() =>
      Promise.resolve({ canceled: false, filePath: path.join(dir, 'for-support') }),
    );

    const outcome = await saveWithDialog(ask, '/home/desk/Downloads')(
      'claimdesk-diagnostics-20261124-0730Z.zip',
      BYTES,
    );

    expect(ask).toHaveBeenCalledWith({
      title: 'Save the diagnostics archive',
      defaultPath: path.join('/home/desk/Downloads', 'claimdesk-diagnostics-20261124-0730Z.zip'),
      filters: [{ name: 'Zip archive', extensions: ['zip'] }],
    });
    expect(outcome).toEqual({ kind: 'saved', path: path.join(dir, 'for-support.zip') });
    expect(new Uint8Array(fs.readFileSync(path.join(dir, 'for-support.zip')))).toEqual(BYTES);
  });

  it('writes nothing when staff cancel', async () => {
    const ask = vi.fn<AskWhereToSave>(() => Promise.resolve({ canceled: true, filePath: '' }));
    expect(await saveWithDialog(ask, '/tmp')('a.zip', BYTES)).toEqual({ kind: 'cancelled' });
  });
});
