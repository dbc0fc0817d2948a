/** Handing claims to another desk: the public API (README "Handing claims to another desk"). */
export { exportHandover, handoverFileName, type HandoverContext } from './export';
export { importHandover } from './import';
export { handoverFile, handoverRecord, handoverRecords } from './rows';
