/** The operation handlers behind both hosts (see operation-host.ts). */
export {
  createOperationHost,
  internalMessage,
  isOperationName,
  type OperationHostDeps,
  type OperationLogEntry,
} from './operation-host';
export type { OperationHost } from './host-api';
export { createMemoryTokenStore, type TokenStore } from './token-store';
export { describeException } from './describe-exception';
