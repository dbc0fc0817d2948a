/**
 * Prints a browser-mode desk's audit trail as JSON, newest first: `read-audit.ts <data folder>`. Run through tsx
 * by audit-trail.ts, since the store's modules load in Node as the desk runs them, not in Playwright's runner.
 */
import path from 'node:path';
import { listAudit } from '../../../main/store/audit';
import { DATABASE_FILE } from '../../../main/store/open-store';
import { connect } from '../../../main/store/sqlite';
import { fileKeySource } from '../../../main/store/store-key';

const dataDir = process.argv[2] ?? '';
const key = fileKeySource().read(dataDir) ?? null;
const db = connect(path.join(dataDir, DATABASE_FILE), { key }, { readonly: true, fileMustExist: true });
try {
  process.stdout.write(JSON.stringify(listAudit(db, { limit: 1000 })));
} finally {
  db.close();
}
