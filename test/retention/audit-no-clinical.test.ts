/**
 * The audit trail, kept longest, holds no clinical detail: the insurer's words on a refused claim or
 * document (which may quote a complaint or a diagnosis) are not recorded, and those recorded by an
 * older version are replaced when the store is updated (migration 11).
 */
import { expect, it } from 'vitest';
import { insurerRefusal } from '../../main/store/audit';
import { migrate } from '../../main/store/database';
import { migrations } from '../../main/store/migrations';
import { openDatabase } from '../../main/store/database';
import { makeTempDir, removeDir } from '../store/helpers';
import path from 'node:path';
import { testAccess } from '../support/store-access';

const WORDS = "complain 'severe abdominal pain, vomiting' too long; diagnosis A00 Cholera not covered";

it('replaces the insurer words of refused sends recorded before, and keeps every other entry as it was', () => {
  const dir = makeTempDir();
  const db = openDatabase(path.join(dir, 'claimdesk.sqlite'), { ...testAccess, migrations: migrations.slice(0, 10) });
  try {
    // Rows as an older version wrote them (the audit trail's columns of that version: no person yet).
    const record = (action: string, outcome: string, subject: string, detail: string): void => {
      db.prepare(
        `INSERT INTO audit_log (at, desk, staff, action, outcome, subject, detail)
         VALUES ('2026-11-22T09:00:00.000Z', 'Front', 'Amina', ?, ?, ?, ?)`,
      ).run(action, outcome, subject, detail);
    };
    record('claim.send', 'rejected', 'c1', WORDS);
    record('document.upload', 'rejected', 'document #1', WORDS);
    record('claim.send', 'ok', 'c2', 'CLM-1, 100.00 recorded');
    expect(migrate(db, migrations.slice(0, 11))).toEqual([11]);
    const details = db.prepare('SELECT detail FROM audit_log ORDER BY id').pluck().all();
    expect(details).toEqual([
      'refused by the insurer: the words are kept with the claim',
      'refused by the insurer: the words are kept with the claim',
      'CLM-1, 100.00 recorded',
    ]);
    expect(insurerRefusal(2)).not.toMatch(/abdominal|Cholera/);
  } finally {
    db.close();
    removeDir(dir);
  }
});
