/**
 * The claim being written, kept by the core as typed (ClaimEditorDraft): the
 * editor stores it a moment after every change and at once when staff leave the
 * screen, and comes back to it after a screen switch, a reload or a restart. It
 * is not a claim (the outbox and the audit trail show what staff chose to save);
 * it sits in the store beside the patient data it holds, never in the page.
 */
import { ClaimEditorDraft } from '../../shared/domain/claims';
import { writeTransaction } from '../store/database';
import { statement } from '../store/statements';
import { storeResult, type StoreResult } from '../store/store-errors';
import type { ClaimDeps, ClaimStore } from './context';

const KEY = 'claim-editor';

/** Keeps the draft as typed; a store that refuses the write answers a failure (a draft that is not one throws). */
export function stashEditorDraft(
  { db, now }: Pick<ClaimDeps, 'db' | 'now'>,
  draft: ClaimEditorDraft,
): StoreResult<unknown> {
  return storeResult(
    () =>
      writeTransaction(db, () =>
        statement(
          db,
          `INSERT INTO work_in_progress (key, value_json, saved_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, saved_at = excluded.saved_at`,
        ).run(KEY, JSON.stringify(ClaimEditorDraft.parse(draft)), now().toISOString()),
      ),
    'claimBeingWritten',
  );
}

/** The stashed draft, or undefined when there is none or it cannot be read (it is then dropped, not guessed at). */
export function stashedEditorDraft({ db }: ClaimStore): ClaimEditorDraft | undefined {
  const json = statement(db, 'SELECT value_json FROM work_in_progress WHERE key = ?').pluck().get(KEY) as
    string | undefined;
  if (json === undefined) return undefined;
  try {
    const parsed = ClaimEditorDraft.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: dropped below
  }
  dropEditorDraft({ db });
  return undefined;
}

export function dropEditorDraft({ db }: ClaimStore): void {
  writeTransaction(db, () => statement(db, 'DELETE FROM work_in_progress WHERE key = ?').run(KEY));
}
