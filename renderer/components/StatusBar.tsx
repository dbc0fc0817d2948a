/**
 * Always visible, on one line: the sync state in words, when ClaimDesk tries again by itself (while offline or
 * after a failure), what is waiting (and insurer statuses not read), the last successful sync and its age, and
 * "Sync now". Every part is the engine's status as last told (renderer/stores/sync-status.ts): the counts move
 * the moment a claim changes state, and "Up to date" shows only when nothing waits and nothing needs a person.
 *
 * Only the state is a live region: the next try's countdown ticks every second and is not announced.
 * A part too long for the line is cut with an ellipsis and said whole in its tooltip.
 */
import { useEffect } from 'react';
import { ATTENTION_KINDS, type AttentionKind } from '../../shared/domain/attention';
import type { SyncStatus } from '../../shared/domain/sync';
import { Trans, useFormat, useTranslation } from '../i18n';
import { deskSyncState, useSyncStatus, type DeskSyncState } from '../stores/sync-status';
import { Button } from './Button';
import { useNow } from './use-now';

/** The state's words (its live region): short enough for the line in every language. */
function useStateWords(): (status: SyncStatus, state: DeskSyncState) => string {
  const { t } = useTranslation('status');
  return (status, state) => {
    switch (state) {
      case 'offline':
        return t('offline');
      case 'syncing': {
        const { done = 0, total = 0 } = status.progress ?? {};
        return t('syncing', { done: Math.min(done, total), total });
      }
      case 'slowed':
        return [status.lastError?.message ?? t('slowedDown'), status.lastError?.whatToDo].filter(Boolean).join(' ');
      case 'failed':
        return `${t('failed', { message: status.lastError?.message ?? t('failedUnknown') })} ${
          status.lastError?.whatToDo ?? t('tryAgain')
        }`;
      case 'checking':
        return t('checking');
      case 'waiting-on-you':
        return t('waitingOnYou');
      case 'connected':
        return t('connected');
      case 'up-to-date':
        return t('upToDate');
    }
  };
}

/** When ClaimDesk tries again by itself, counted down; nothing when it is not waiting to. */
function NextTry({ at }: { readonly at: string | undefined }) {
  const { t } = useTranslation('status');
  const format = useFormat();
  const now = useNow(1000);
  if (at === undefined) return null;
  const coming = format.coming(at, now);
  return (
    <p className="sync-next">
      <time dateTime={at}>{coming === undefined ? t('tryingNow') : t('nextTry', { when: coming })}</time>
    </p>
  );
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
  if (status.documentsNeedingAttentionCount > 0) {
    parts.push(t('documentsToCheck', { count: status.documentsNeedingAttentionCount }));
  }
  if (status.unreadBatchCount > 0) parts.push(t('statusesUnread', { count: status.unreadBatchCount }));
  const text = parts.join(' · ');
  return (
    <p className="sync-counts" title={text}>
      {text}
    </p>
  );
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
        values={{ stamp: format.when(at, now), age: format.age(at, now) }}
        components={{ time: <time dateTime={at} title={format.dateTime(at)} /> }}
      />
    </p>
  );
}

export function StatusBar() {
  const { t } = useTranslation('status');
  const stateWords = useStateWords();
  const { status, error, requesting, follow, syncNow } = useSyncStatus();
  useEffect(follow, [follow]);
  const state = status ? deskSyncState(status) : 'unknown';
  const words = status && state !== 'unknown' ? stateWords(status, state) : t('reading');
  const { done = 0, total = 0 } = status?.progress ?? {};

  return (
    <section className={`status-bar status-${state}`} aria-label={t('region')}>
      <div role="status" aria-live="polite" className="status-text">
        <p className="sync-state" title={words}>
          {words}
          {state === 'syncing' && (
            <>
              {' '}
              <progress max={Math.max(total, 1)} value={Math.min(done, total)} aria-label={t('progress')} />
            </>
          )}
        </p>
        {error && <p className="sync-error">{error.message}</p>}
      </div>
      {status && <NextTry at={status.nextTryAt} />}
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
