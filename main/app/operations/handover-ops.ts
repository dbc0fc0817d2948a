/**
 * handover.*: hand this desk's unsent claims to another desk, and read such a file. The file crosses as
 * base64 both ways, in the browser mode and the desktop app alike (the page downloads and uploads it),
 * so there is one path to test; a file imported wakes the sync engine, which sends its queued claims.
 */
import {
  exportHandover,
  handoverFile,
  handoverFileName,
  handoverRecord,
  handoverRecords,
  importHandover,
  type HandoverContext,
} from '../../handover';
import { say } from '../../i18n/words';
import type { Core } from '../core';
import { fail, ok, type HandlersOf } from './handler';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const context = (core: Core): HandoverContext => ({ ...core.claimContext(), demo: core.mode === 'demo' });

export const handoverHandlers: HandlersOf<'handover'> = {
  'handover.export': async ({ passphrase }, core) => {
    const made = await exportHandover(core.db, passphrase, context(core));
    if (!made.ok) return made;
    const { handoverId, fileName, file, claims } = made.value;
    return ok({ handoverId, fileName, contentBase64: file.toString('base64'), claims: [...claims] });
  },
  'handover.import': async ({ fileName, contentBase64, passphrase }, core) => {
    const base64 = contentBase64.replace(/\s+/g, '');
    if (!BASE64.test(base64)) return fail('handover-damaged', say('handover.damaged', { file: fileName }));
    const content = Buffer.from(base64, 'base64');
    const imported = await importHandover(core.db, { fileName, content }, passphrase, context(core));
    if (imported.ok) core.sync.runSoon();
    return imported;
  },
  'handover.list': (_input, core) => ok(handoverRecords(core.db)),
  'handover.file': ({ id }, core) => {
    const record = handoverRecord(core.db, id);
    const file = handoverFile(core.db, id);
    if (!record || !file) return fail('not-found', say('handover.noFile'));
    return ok({ fileName: handoverFileName(record.at), contentBase64: file.toString('base64') });
  },
};
