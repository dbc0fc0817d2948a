/**
 * What ClaimDesk found when it opened its data file (a restore from a backup, an update, a failed backup), above
 * the screens and worded in the language on screen with what to do, until staff press "Understood" on each
 * (notices.acknowledge: the core keeps that, so a restart does not show it again; a new notice always shows).
 * Its words load only when there is something to show.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { storeNotices } from '../stores/store-notices';
import { useFormat, useTranslation } from '../i18n';
import type { StoreNoticeFacts, StoreNoticeView } from '../../shared/domain/store-notices';
import { Button } from './Button';
import { Notice } from './Notice';
import './StoreNotices.css';

function useTitle(facts: StoreNoticeFacts): string {
  const { t } = useTranslation('notices');
  switch (facts.kind) {
    case 'restored-from-backup':
      return t('restored.title');
    case 'migrated':
      return t('migrated.title');
    case 'backup-failed':
      return t('backupFailed.title');
  }
}

function Body({ facts }: { readonly facts: StoreNoticeFacts }) {
  const { t } = useTranslation('notices');
  const format = useFormat();
  switch (facts.kind) {
    case 'restored-from-backup':
      return (
        <>
          <p>{t(`restored.${facts.reason}`, { stamp: format.dateTime(facts.backupTakenAt) })}</p>
          <p>{t('restored.toDo')}</p>
          {facts.claimsToReconcile > 0 && <p>{t('restored.reconcile', { count: facts.claimsToReconcile })}</p>}
          {facts.keptIn !== null && <p>{t('restored.keptIn', { folder: facts.keptIn })}</p>}
        </>
      );
    case 'migrated':
      return (
        <>
          <p>{t('migrated.body', { from: facts.from, to: facts.to, file: facts.backupFile })}</p>
          <p>{t('migrated.toDo')}</p>
        </>
      );
    case 'backup-failed':
      return (
        <>
          <p>{t('backupFailed.body')}</p>
          <p>
            {facts.newestBackupAt === null
              ? t('backupFailed.none')
              : t('backupFailed.newest', { stamp: format.dateTime(facts.newestBackupAt) })}
          </p>
          <p>{t('backupFailed.toDo')}</p>
        </>
      );
  }
}

function StoreNoticeItem({
  notice,
  onRead,
}: {
  readonly notice: StoreNoticeView;
  readonly onRead: (id: number) => Promise<boolean>;
}) {
  const { t } = useTranslation('notices');
  const format = useFormat();
  const title = useTitle(notice.facts);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const read = async (): Promise<void> => {
    setBusy(true);
    const done = await onRead(notice.id);
    setBusy(false);
    setFailed(!done);
  };
  return (
    <li>
      <Notice tone={notice.facts.kind === 'migrated' ? 'info' : 'warn'} title={title}>
        <Body facts={notice.facts} />
        <p className="muted">{t('raisedAt', { stamp: format.dateTime(notice.raisedAt) })}</p>
        <Button onClick={() => void read()} busy={busy} aria-label={t('acknowledgeLabel', { title })}>
          {t('acknowledge')}
        </Button>
        {failed && <p role="alert">{t('notAcknowledged')}</p>}
      </Notice>
    </li>
  );
}

function NoticeList({
  notices,
  onRead,
}: {
  readonly notices: readonly StoreNoticeView[];
  readonly onRead: (id: number) => Promise<boolean>;
}) {
  const { t } = useTranslation('notices');
  return (
    <section className="store-notices" aria-label={t('region')}>
      <ul>
        {notices.map((notice) => (
          <StoreNoticeItem key={notice.id} notice={notice} onRead={onRead} />
        ))}
      </ul>
    </section>
  );
}

/** After a notice is read the focus goes on: to the next notice's button, else to the screen's heading. */
function focusAfterRead(list: HTMLElement | null): void {
  const next = list?.querySelector<HTMLElement>('.store-notices button');
  const heading = document.querySelector<HTMLElement>('#main h2');
  (next ?? heading)?.focus();
}

export function StoreNotices() {
  const [notices, setNotices] = useState<readonly StoreNoticeView[]>([]);
  const frame = useRef<HTMLDivElement>(null);
  const justRead = useRef(false);
  useEffect(() => {
    if (!justRead.current) return;
    justRead.current = false;
    focusAfterRead(frame.current);
  }, [notices]);
  useEffect(() => {
    let live = true;
    void storeNotices.unread().then((result) => {
      if (live && result.ok) setNotices(result.value);
    });
    return () => {
      live = false;
    };
  }, []);
  const read = async (id: number): Promise<boolean> => {
    const result = await storeNotices.read(id);
    if (!result.ok) return false;
    justRead.current = true;
    setNotices(result.value);
    return true;
  };
  if (notices.length === 0) return null;
  return (
    <div ref={frame}>
      <Suspense fallback={null}>
        <NoticeList notices={notices} onRead={read} />
      </Suspense>
    </div>
  );
}
