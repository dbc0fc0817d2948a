/**
 * "Send to IT": with an IT folder set, the diagnostics archive previewed is written into this desk's folder there
 * (a real core, real folders); without one, the save flow of today (the host's dialog) is used; a share that is
 * not there answers why, and leaves nothing behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createDiagnosticsExport } from '../../main/desk/diagnostics-export';
import { offsiteStatus } from '../../main/store/offsite-backup';
import { writeSettings } from '../../main/store/settings-store';
import { silentLogger } from '../../main/log/logger';
import { useCoreTestbed } from '../core/core-harness';

const bed = useCoreTestbed();

const exporter = () => {
  const dialog: string[] = [];
  const archive = createDiagnosticsExport({
    logger: silentLogger,
    hasToken: () => false,
    saveArchive: (fileName) => {
      dialog.push(fileName);
      return Promise.resolve({ kind: 'saved', path: `/chosen/${fileName}` });
    },
  });
  return { archive, dialog };
};

describe('Send to IT', () => {
  it('writes the archive into the desk’s folder of the IT folder, saying where', async () => {
    const core = await bed.start({ service: null });
    const share = path.join(bed.dataDir, '..', `share-${path.basename(bed.dataDir)}`);
    fs.mkdirSync(share);
    const written = writeSettings(core.store().db, { backup: { folder: share, everyHours: 24 } });
    if (!written.ok) expect.fail(written.error.message);
    const { archive, dialog } = exporter();

    const preview = archive.preview(core);
    expect(preview.savedBy).toBe('it-folder');
    const sent = await archive.save(preview.id, core);
    const deskFolder = offsiteStatus(core.store().db, new Date()).deskFolder;
    const file = path.join(share, deskFolder, preview.fileName);
    expect(sent).toEqual({ ok: true, value: { kind: 'sent', path: file } });
    expect(Object.keys(unzipSync(fs.readFileSync(file)))).toContain('versions.json');
    expect(fs.readdirSync(path.join(share, deskFolder))).toEqual([preview.fileName]);
    expect(dialog).toEqual([]);
    fs.rmSync(share, { recursive: true, force: true });
  });

  it('says why when the IT folder is not there, keeping the archive for another try', async () => {
    const core = await bed.start({ service: null });
    const missing = path.join(bed.dataDir, 'not-connected');
    const written = writeSettings(core.store().db, { backup: { folder: missing, everyHours: 24 } });
    if (!written.ok) expect.fail(written.error.message);
    const { archive } = exporter();

    const preview = archive.preview(core);
    const sent = await archive.save(preview.id, core);
    expect(sent).toMatchObject({ ok: false, error: { code: 'not-saved' } });
    expect(sent.ok ? '' : sent.error.message).toContain('cannot be found');
    expect(sent.ok ? '' : sent.error.message).not.toContain(missing);
    expect(fs.existsSync(missing)).toBe(false);

    fs.mkdirSync(missing);
    expect(await archive.save(preview.id, core)).toMatchObject({ ok: true, value: { kind: 'sent' } });
  });

  it('falls back to the save dialog when no IT folder is set', async () => {
    const core = await bed.start({ service: null });
    const { archive, dialog } = exporter();
    const preview = archive.preview(core);
    expect(preview.savedBy).toBe('dialog');
    expect(await archive.save(preview.id, core)).toMatchObject({ ok: true, value: { kind: 'saved' } });
    expect(dialog).toEqual([preview.fileName]);
  });
});
