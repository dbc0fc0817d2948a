/**
 * "Delete draft", for a draft that will not be sent: asked twice (the second button says what goes), then the
 * core deletes it with its lines and documents and records it in the audit trail. Queued and sent claims have
 * no such button; the core refuses them too.
 */
import { useState } from 'react';
import type { OperationResult } from '../../shared/ops/define';
import { Button } from './Button';
import { Notice } from './Notice';
import { useTranslation } from '../i18n';

interface DeleteDraftProps {
  readonly claimId: string;
  /** The screen's model deleting it. */
  readonly deleteDraft: (id: string) => Promise<OperationResult<unknown>>;
  readonly onDeleted: () => void;
}

export function DeleteDraft({ claimId, deleteDraft, onDeleted }: DeleteDraftProps) {
  const { t } = useTranslation('outbox');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const remove = async (): Promise<void> => {
    setBusy(true);
    const result = await deleteDraft(claimId);
    setBusy(false);
    if (result.ok) onDeleted();
    else setProblem(result.error.message);
  };

  if (!asking) return <Button onClick={() => setAsking(true)}>{t('deleteDraft.ask')}</Button>;
  return (
    <Notice tone="warn" title={t('deleteDraft.title')}>
      <p>{t('deleteDraft.body')}</p>
      <div className="actions">
        <Button variant="danger" busy={busy} onClick={() => void remove()}>
          {t('deleteDraft.confirm')}
        </Button>
        <Button onClick={() => setAsking(false)}>{t('deleteDraft.keep')}</Button>
      </div>
      {problem && <p role="alert">{problem}</p>}
    </Notice>
  );
}
