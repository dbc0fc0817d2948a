/** Handing claims to another desk: the public API (docs/sync.md, "Handing claims to another desk"). */
export { exportHandover, handoverFileName, handoverRecordsOf, keptHandoverFile, type HandoverDeps } from './export';
export { importHandover } from './import';
export { createHandoverUploads, type HandoverUploads } from './uploads';
