/** The lint rule that keeps main/claims/state the one writer of a claim's rows: what it reports, and where. */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../lint-rules/claims-written-in-main-claims.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

const cwd = process.cwd();
const at = (file: string): string => path.join(cwd, file);
const options = [{ allowedIn: ['main/claims/state/', 'main/store/migrations/', 'test/'] }];
const elsewhere = at('main/sync/outbox/claim-outbox.ts');

const valid = (code: string, file = elsewhere) => ({ code, filename: file, options });
const invalid = (code: string, table = 'claims', file = elsewhere) => ({
  code,
  filename: file,
  options,
  errors: [{ messageId: 'write' as const, data: { table } }],
});

tester.run('claims-written-in-main-claims', rule, {
  valid: [
    // Reads, and writes of other tables, anywhere.
    valid("db.prepare('SELECT id FROM claims WHERE state = ?');"),
    valid('const sql = `SELECT count(*) FROM claims c JOIN claim_lines l ON l.claim_id = c.id`;'),
    valid("db.prepare('UPDATE claim_documents SET state = ? WHERE id = ?');"),
    valid("db.prepare('INSERT INTO claim_look_alikes (claim_id) VALUES (?)');"),
    valid("db.prepare('DELETE FROM claims_archive WHERE id = ?');"),
    valid('db.prepare(`INSERT INTO batch_follow_ups (service) VALUES (?) ON CONFLICT DO UPDATE SET read_at = 1`);'),
    // Prose is not SQL.
    valid("const words = 'A tariff refresh may update claims waiting to be sent.';"),
    // A table named by an expression cannot be told.
    valid('db.prepare(`UPDATE ${table} SET state = ?`);'),
    // The owner, the migrations and the tests.
    valid("db.prepare(`UPDATE claims SET state = 'queued' WHERE id = ?`);", at('main/claims/state/staff.ts')),
    valid("const up = 'UPDATE claims SET service = NULL';", at('main/store/migrations/009-claim-service.ts')),
    valid("db.prepare('INSERT INTO claims (id) VALUES (?)');", at('test/support/claim-rows.ts')),
  ],
  invalid: [
    invalid("db.prepare(`UPDATE claims SET state = 'sending' WHERE id = ? AND state = 'queued'`);"),
    invalid('db.prepare(`UPDATE claims\n     SET outcome_unknown = 1 WHERE id = ${id}`);'),
    invalid('db.prepare(`UPDATE claims INDEXED BY claims_handed_over SET handed_over_at = NULL`);'),
    invalid("db.prepare('UPDATE OR IGNORE claims AS c SET review_reason = NULL');"),
    invalid('db.prepare(\'update main."claims" set state = ?\');'),
    invalid("db.prepare('INSERT INTO claims (id, state) VALUES (?, ?)');"),
    invalid("db.prepare('INSERT OR REPLACE INTO claims (id) VALUES (?)');"),
    invalid("db.prepare('REPLACE INTO [claims] (id) VALUES (?)');"),
    invalid("db.prepare('DELETE FROM claims WHERE id = ?');"),
    invalid("db.prepare('DELETE FROM claim_lines WHERE claim_id = ?');", 'claim_lines'),
    invalid('db.prepare(`INSERT INTO claim_lines (claim_id) VALUES (?)`);', 'claim_lines'),
    invalid("db.prepare('UPDATE claims ' + 'SET state = ? WHERE id = ?');"),
    invalid("db.prepare('UPDATE claims SET state = ?');", 'claims', at('main/claims/queue.ts')),
    invalid("db.prepare('UPDATE claims SET state = ?');", 'claims', at('main/tariffs/price-review.ts')),
    invalid(
      'db.prepare(`INSERT INTO claim_lines (claim_id) VALUES (?)`);',
      'claim_lines',
      at('main/store/migrations-old/x.ts'),
    ),
  ],
});

// Without options, every file is checked.
tester.run('claims-written-in-main-claims, no options', rule, {
  valid: [{ code: "db.prepare('SELECT 1 FROM claims');", filename: at('main/claims/state/staff.ts') }],
  invalid: [
    {
      code: "db.prepare('DELETE FROM claims');",
      filename: at('main/claims/state/staff.ts'),
      errors: [{ messageId: 'write', data: { table: 'claims' } }],
    },
  ],
});
