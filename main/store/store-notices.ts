/**
 * Store notices kept until a person has read them (migration 10): the core records
 * what opening the store found (open-store.ts), the page shows every notice not yet
 * acknowledged, at every start, and staff acknowledge each one (audited). A notice
 * read once never comes back; a new one always shows.
 */
import path from 'node:path';
import { StoreNoticeFacts, type StoreNoticeView } from '../../shared/domain/store-notices';
import { recordAudit } from './audit';
import { writeTransaction, type Db } from './database';
import type { StoreNotice } from './open-store';
import { statement } from './statements';
import type { StoreDeps } from './store-deps';

/** The facts of a notice, without its English message (the page words them). */
function factsOf(notice: StoreNotice): StoreNoticeFacts {
  switch (notice.kind) {
    case 'restored-from-backup': {
      const [moved] = notice.movedAside;
      return {
        kind: notice.kind,
        reason: notice.reason,
        backupTakenAt: notice.backupTakenAt,
        claimsToReconcile: notice.claimsToReconcile,
        keptIn: moved === undefined ? null : path.dirname(moved),
      };
    }
    case 'migrated':
      return { kind: notice.kind, from: notice.from, to: notice.to, backupFile: notice.backupFile };
    case 'backup-failed':
      return { kind: notice.kind, newestBackupAt: notice.newestBackupAt };
  }
}

/** Keeps this start's notices, raised at `at`, in one transaction. */
export function recordStoreNotices(db: Db, notices: readonly StoreNotice[], at: Date): void {
  if (notices.length === 0) return;
  writeTransaction(db, () => {
    const insert = statement(db, 'INSERT INTO store_notices (kind, raised_at, detail_json) VALUES (?, ?, ?)');
    for (const notice of notices) insert.run(notice.kind, at.toISOString(), JSON.stringify(factsOf(notice)));
  });
}

interface NoticeRow {
  id: number;
  raised_at: string;
  detail_json: string;
}

function viewOf(row: NoticeRow): StoreNoticeView | undefined {
  let facts: unknown;
  try {
    facts = JSON.parse(row.detail_json);
  } catch {
    return undefined;
  }
  const parsed = StoreNoticeFacts.safeParse(facts);
  return parsed.success ? { id: row.id, raisedAt: row.raised_at, facts: parsed.data } : undefined;
}

/** Every notice not acknowledged yet, oldest first (a row that cannot be read is left out). */
export function unreadStoreNotices({ db }: Pick<StoreDeps, 'db'>): StoreNoticeView[] {
  const rows = statement(
    db,
    'SELECT id, raised_at, detail_json FROM store_notices WHERE acknowledged_at IS NULL ORDER BY id',
  ).all() as NoticeRow[];
  return rows.flatMap((row) => viewOf(row) ?? []);
}

/** Marks one notice read by the staff member of `ctx`; false when there is no such notice still unread. */
export function acknowledgeStoreNotice(ctx: StoreDeps, id: number): boolean {
  const { db } = ctx;
  return writeTransaction(db, () => {
    const kind = statement(db, 'SELECT kind FROM store_notices WHERE id = ? AND acknowledged_at IS NULL')
      .pluck()
      .get(id) as string | undefined;
    if (kind === undefined) return false;
    statement(db, 'UPDATE store_notices SET acknowledged_at = ?, acknowledged_by = ? WHERE id = ?').run(
      ctx.now().toISOString(),
      ctx.staff,
      id,
    );
    recordAudit(db, { action: 'notice.acknowledge', outcome: 'ok', subject: `notice ${id}`, detail: kind }, ctx);
    return true;
  });
}
