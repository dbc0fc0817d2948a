/** Always visible: the sync state in words, what is waiting (and insurer statuses not read), the last successful sync and its age, and "Sync now". */
import { useEffect } from 'react';
import { ATTENTION_KINDS, type AttentionKind } from '../../shared/domain/attention';
import type { SyncStatus } from '../../shared/domain/sync';
import { Trans, useFormat, useTranslation } from '../i18n';
import { deskSyncState, useSyncStatus } from '../stores/sync-status';
import { Button } from './Button';
import { useNow } from './use-now';

function StateText({ status }: { readonly status: SyncStatus }) {
  const { t } = useTranslation('status');
  const format = useFormat();
  const state = deskSyncState(status);
  switch (state) {
    case 'offline':
      return <p className="sync-state">{t('offline')}</p>;
    case 'syncing': {
      const { done = 0, total = 0 } = status.progress ?? {};
      const share = total === 0 ? 0 : done / total;
      return (
        <p className="sync-state">
          {t('syncing', { share })}{' '}
          <progress max={Math.max(total, 1)} value={done} aria-label={t('progress')}>
            {format.percent(share)}
          </progress>
        </p>
      );
    }
    case 'slowed':
      return (
        <p className="sync-state">
          {status.lastError?.message ?? t('slowedDown')} <span className="sync-todo">{status.lastError?.whatToDo}</span>
        </p>
      );
    case 'failed':
      return (
        <p className="sync-state">
          {t('failed', { message: status.lastError?.message ?? t('failedUnknown') })}{' '}
          <span className="sync-todo">{status.lastError?.whatToDo ?? t('tryAgain')}</span>
        </p>
      );
    case 'checking':
      return <p className="sync-state">{t('checking')}</p>;
    case 'up-to-date':
      return <p className="sync-state">{status.pendingCount === 0 ? t('upToDate') : t('connected')}</p>;
  }
}

const ATTENTION_COUNT_KEYS = {
  'in-doubt': 'attention.inDoubt',
  refused: 'attention.refused',
  'price-changed': 'attention.priceChanged',
  'another-claim': 'attention.anotherClaim',
} as const satisfies Record<AttentionKind, string>;

function Waiting({ status }: { readonly status: SyncStatus }) {
  const { t } = useTranslation('status');
  const parts: string[] = [t('waiting', { count: status.pendingCount })];
  if (status.waitingOnDocumentCount > 0) parts.push(t('waitingOnDocument', { count: status.waitingOnDocumentCount }));
  if (status.needsAttentionCount > 0) {
    const total = t('needsAttention', { count: status.needsAttentionCount });
    const why = ATTENTION_KINDS.filter((kind) => status.needsAttentionByKind[kind] > 0).map((kind) =>
      t(ATTENTION_COUNT_KEYS[kind], { count: status.needsAttentionByKind[kind] }),
    );
    parts.push(t('needsAttentionWhy', { total, why: why.join(', ') }));
  }
  if (status.pendingDocumentCount > 0) parts.push(t('documents', { count: status.pendingDocumentCount }));
  if (status.unreadBatchCount > 0) parts.push(t('statusesUnread', { count: status.unreadBatchCount }));
  return <p className="sync-counts">{parts.join(' · ')}</p>;
}

function LastSync({ at }: { readonly at: string | null }) {
  const { t } = useTranslation('status');
  const format = useFormat();
  const now = useNow(30_000);
  if (at === null) return <p className="sync-last">{t('never')}</p>;
  return (
    <p className="sync-last">
      <Trans
        t={t}
        i18nKey="lastSync"
        values={{ stamp: format.dateTime(at), age: format.age(at, now) }}
        components={{ time: <time dateTime={at} /> }}
      />
    </p>
  );
}

export function StatusBar() {
  const { t } = useTranslation('status');
  const { status, error, requesting, follow, syncNow } = useSyncStatus();
  useEffect(follow, [follow]);
  const state = status ? deskSyncState(status) : 'unknown';

  return (
    <section className={`status-bar status-${state}`} aria-label={t('region')}>
      <div role="status" aria-live="polite" className="status-text">
        {status ? <StateText status={status} /> : <p className="sync-state">{t('reading')}</p>}
        {error && <p className="sync-error">{error.message}</p>}
      </div>
      {status && <Waiting status={status} />}
      {status && <LastSync at={status.lastSuccessfulSyncAt} />}
      <Button
        className="sync-now"
        onClick={() => void syncNow()}
        busy={requesting || state === 'syncing'}
        staysFocusable
      >
        {t('syncNow')}
      </Button>
    </section>
  );
}
