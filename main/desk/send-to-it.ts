/**
 * "Send to IT": the diagnostics archive written into this desk's folder of the IT folder (the one the backups'
 * copies go to, main/store/offsite-backup.ts), under a `.partial` name then renamed, so IT never picks up half an
 * archive. A share that is not there or refuses the file answers why, in the reason words of the backup copies.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OffsiteFailureReason } from '../../shared/domain/offsite-backup';
import { deskFolderIn } from '../store/offsite-backup';
import { reasonOf } from '../store/offsite-copy';
import { say } from '../i18n/words';

export type SendResult = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly reason: string };

export async function sendToIt(
  it: { readonly folder: string; readonly deskFolder: string },
  fileName: string,
  bytes: Uint8Array,
): Promise<SendResult> {
  let partial: string | undefined;
  try {
    const dir = await deskFolderIn(it.folder, it.deskFolder);
    const file = path.join(dir, fileName);
    partial = `${file}.partial`;
    await fs.writeFile(partial, bytes, { mode: 0o600 });
    await fs.rename(partial, file);
    return { ok: true, path: file };
  } catch (error) {
    if (partial !== undefined) await fs.rm(partial, { force: true }).catch(() => undefined);
    return { ok: false, reason: reasonWords(reasonOf(error)) };
  }
}

const reasonWords = (reason: OffsiteFailureReason): string => say(`offsite.${reason}`);
