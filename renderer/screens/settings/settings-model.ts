/**
 * The settings screen's one way to the core, besides the app-wide stores it shares (settings, lock, updates):
 * diagnostics and their alerts, handing claims to another desk, and forgetting this device.
 */
import { HANDOVER_PART_BYTES } from '../../../shared/domain/handover';
import type { EventPayload } from '../../../shared/ops/operations';
import { callOp, onEvent } from '../../api';
import { readAsBase64 } from '../outbox/read-file';

/** Sends the file in parts (each operation stays small), then imports it whole. */
async function importInParts(file: File, passphrase: string) {
  let uploadId: string | undefined;
  for (let start = 0; start === 0 || start < file.size; start += HANDOVER_PART_BYTES) {
    const contentBase64 = await readAsBase64(file.slice(start, start + HANDOVER_PART_BYTES));
    const sent = await callOp('handover.upload', { uploadId, contentBase64 });
    if (!sent.ok) return sent;
    uploadId = sent.value.uploadId;
  }
  return callOp('handover.import', { fileName: file.name, uploadId: uploadId ?? '', passphrase });
}

export const settingsModel = {
  previewDiagnostics: () => callOp('diagnostics.preview', {}),
  exportDiagnostics: (id: string) => callOp('diagnostics.export', { id }),
  alerts: () => callOp('diagnostics.alerts', {}),
  dismissAlert: (id: number) => callOp('diagnostics.dismissAlert', { id }),
  onAlertsChanged: (listener: (alerts: EventPayload<'diagnostics.alertsChanged'>) => void) =>
    onEvent('diagnostics.alertsChanged', listener),
  /** The desktop menu's "Export diagnostics". */
  onExportAsked: (listener: () => void) => onEvent('app.exportDiagnostics', listener),
  handoverRecords: () => callOp('handover.list', {}),
  exportHandover: (passphrase: string) => callOp('handover.export', { passphrase }),
  importHandover: importInParts,
  handoverFile: (id: string) => callOp('handover.file', { id }),
  checkForget: () => callOp('forget.check', {}),
  forget: (word: string) => callOp('forget.confirm', { word }),
};
