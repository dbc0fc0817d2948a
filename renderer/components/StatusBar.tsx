/** Always visible: the sync state in words, what is waiting, the last successful sync and its age, and "Sync now". */
import { useEffect } from 'react';
import type { SyncStatus } from '../../shared/domain/sync';
import { deskSyncState, useSyncStatus } from '../stores/sync-status';
import { Button } from './Button';
import { formatAge, formatStamp } from './format-age';
import { useNow } from './use-now';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

function StateText({ status }: { readonly status: SyncStatus }) {
  const state = deskSyncState(status);
  switch (state) {
    case 'offline':
      return <p className="sync-state">Offline — claims are saved and will be sent when the connection returns</p>;
    case 'syncing': {
      const { done = 0, total = 0 } = status.progress ?? {};
      const percent = total === 0 ? 0 : Math.round((done / total) * 100);
      return (
        <p className="sync-state">
          Syncing… {percent}%{' '}
          <progress max={Math.max(total, 1)} value={done} aria-label="Sync progress">
            {percent}%
          </progress>
        </p>
      );
    }
    case 'failed':
      return (
        <p className="sync-state">
          Sync failed: {status.lastError?.message ?? 'the last sync did not finish.'}{' '}
          <span className="sync-todo">{status.lastError?.whatToDo ?? 'Press “Sync now” to try again.'}</span>
        </p>
      );
    case 'checking':
      return <p className="sync-state">Checking the connection to the insurer…</p>;
    case 'up-to-date':
      return <p className="sync-state">{status.pendingCount === 0 ? 'Up to date' : 'Connected'}</p>;
  }
}

function Waiting({ status }: { readonly status: SyncStatus }) {
  const parts = [plural(status.pendingCount, 'claim waiting', 'claims waiting')];
  if (status.needsAttentionCount > 0) parts.push(plural(status.needsAttentionCount, 'needs', 'need') + ' attention');
  if (status.pendingDocumentCount > 0)
    parts.push(plural(status.pendingDocumentCount, 'document', 'documents') + ' to upload');
  return <p className="sync-counts">{parts.join(' · ')}</p>;
}

function LastSync({ at }: { readonly at: string | null }) {
  const now = useNow(30_000);
  if (at === null) return <p className="sync-last">Never synced yet</p>;
  return (
    <p className="sync-last">
      Last sync <time dateTime={at}>{formatStamp(at)}</time> ({formatAge(at, now)})
    </p>
  );
}

export function StatusBar() {
  const { status, error, requesting, follow, syncNow } = useSyncStatus();
  useEffect(follow, [follow]);
  const state = status ? deskSyncState(status) : 'unknown';

  return (
    <section className={`status-bar status-${state}`} aria-label="Sync status">
      <div role="status" aria-live="polite" className="status-text">
        {status ? <StateText status={status} /> : <p className="sync-state">Reading the sync status…</p>}
        {error && <p className="sync-error">{error.message}</p>}
      </div>
      {status && <Waiting status={status} />}
      {status && <LastSync at={status.lastSuccessfulSyncAt} />}
      <Button onClick={() => void syncNow()} busy={requesting || state === 'syncing'}>
        Sync now
      </Button>
    </section>
  );
}
