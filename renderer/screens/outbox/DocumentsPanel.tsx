/**
 * A claim's documents: their state in words, attach by file picker or by drag and
 * drop, remove while still waiting, and confirm or retry one the desk is unsure of.
 * The core decides what it accepts; its refusal is shown as it wrote it. A document
 * whose contents retention removed is listed as the record of its upload, saying when
 * and why, with no action on its contents.
 */
import { useEffect, useId, useState, type DragEvent } from 'react';
import type { DocumentSummary } from '../../../shared/domain/claims';
import type { OperationResult } from '../../../shared/ops/define';
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useFormat, useTranslation } from '../../i18n';
import { DOCUMENT_STATE_KEYS } from './claim-states';
import { readAsBase64 } from './read-file';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between two instants: how long the contents were kept after their upload. */
const wholeDays = (from: string, to: string): number => Math.floor((Date.parse(to) - Date.parse(from)) / DAY_MS);

interface RemovedContentsProps {
  readonly uploadedAt: string | null;
  readonly removedAt: string;
}

function RemovedContents({ uploadedAt, removedAt }: RemovedContentsProps) {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const removed = format.dateTime(removedAt);
  return (
    <p className="document-removed">
      {uploadedAt === null
        ? t('documents.contentRemovedOn', { removed })
        : t('documents.contentRemoved', {
            uploaded: format.dateTime(uploadedAt),
            removed,
            count: wholeDays(uploadedAt, removedAt),
          })}
    </p>
  );
}

interface DocumentsPanelProps {
  readonly claimId: string;
  /** Changes whenever the desk's sync status does, so upload progress shows. */
  readonly refreshKey: number;
}

export function DocumentsPanel({ claimId, refreshKey }: DocumentsPanelProps) {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const inputId = useId();
  const [documents, setDocuments] = useState<readonly DocumentSummary[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [working, setWorking] = useState(false);
  const [dragging, setDragging] = useState(false);

  const load = async (): Promise<void> => {
    const result = await callOp('documents.list', { claimId });
    if (result.ok) setDocuments(result.value);
    else setProblem(result.error.message);
  };
  useEffect(() => void load(), [claimId, refreshKey]);

  const run = async (work: () => Promise<OperationResult<unknown>>): Promise<void> => {
    setWorking(true);
    const result = await work();
    setProblem(result.ok ? undefined : result.error.message);
    await load();
    setWorking(false);
  };

  const attach = async (files: readonly File[]): Promise<void> => {
    for (const file of files) {
      await run(async () =>
        callOp('documents.attach', { claimId, fileName: file.name, contentBase64: await readAsBase64(file) }),
      );
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>): void => {
    event.preventDefault();
    setDragging(false);
    void attach([...event.dataTransfer.files]);
  };

  return (
    <section className="documents" aria-label={t('documents.heading')}>
      <h4>{t('documents.heading')}</h4>
      {documents.length === 0 ? (
        <p>{t('documents.none')}</p>
      ) : (
        <ul className="document-list">
          {documents.map((document) => (
            <li key={document.id}>
              <span className="document-name">{document.fileName}</span>{' '}
              {t('documents.size', { size: format.size(document.size) })} —{' '}
              <strong>{t(DOCUMENT_STATE_KEYS[document.state])}</strong>
              {document.contentPurgedAt !== null && (
                <RemovedContents uploadedAt={document.uploadedAt} removedAt={document.contentPurgedAt} />
              )}
              {document.messages.length > 0 && (
                <ul className="service-messages">
                  {document.messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
              {document.state === 'pending' && (
                <Button
                  variant="danger"
                  disabled={working}
                  aria-label={t('documents.removeLabel', { file: document.fileName })}
                  onClick={() => void run(() => callOp('documents.remove', { id: document.id }))}
                >
                  {t('documents.remove')}
                </Button>
              )}
              {document.state === 'needs-attention' && (
                <>
                  <Button
                    disabled={working}
                    aria-label={t('documents.uploadAgainLabel', { file: document.fileName })}
                    onClick={() => void run(() => callOp('documents.retry', { id: document.id }))}
                  >
                    {t('documents.uploadAgain')}
                  </Button>
                  <Button
                    disabled={working}
                    aria-label={t('documents.insurerHasItLabel', { file: document.fileName })}
                    onClick={() => void run(() => callOp('documents.confirmUploaded', { id: document.id }))}
                  >
                    {t('documents.insurerHasIt')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div
        className={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <label htmlFor={inputId}>{t('documents.attach')}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="application/pdf,image/png,image/jpeg,image/tiff"
          disabled={working}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void attach(files);
          }}
        />
        <p className="field-hint">{t('documents.drop')}</p>
      </div>
      {working && <p role="status">{t('documents.working')}</p>}
      {problem && <Notice tone="error">{problem}</Notice>}
    </section>
  );
}
