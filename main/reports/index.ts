/** The clinic's reports: read-only use-cases over the store (shapes in shared/domain/reports.ts). */
export { batchClosing, listBatches } from './batch-closing';
export { claimsReport } from './claims-report';
