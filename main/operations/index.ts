/** The operation handlers behind both hosts (see operation-host.ts). */
export { createOperationHost, internalMessage, type OperationLogEntry } from './operation-host';
export type { OperationHost } from './host-api';
export { describeException } from './describe-exception';
export type { DiagnosticsHostDeps, SaveArchive, SaveOutcome } from './diagnostics-ops';
