/**
 * A claim's documents: their state in words, attach by file picker or by drag and
 * drop, remove while still waiting, and confirm or retry one the desk is unsure of.
 * The core decides what it accepts; its refusal is shown as it wrote it. A document
 * whose contents retention removed is listed as the record of its upload, saying when
 * and why, with no action on its contents. Used by the outbox and by the claim editor: a
 * claim never saved has no id yet, so `prepare` saves it (as a draft) first and gives its id.
 * While the claim's referral letter is missing, "This is the referral letter" is offered,
 * ticked: the next document attached is marked as the letter (referral.ts in the core).
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { DocumentSummary, ReferralLetter } from '../../../shared/domain/claims';
import type { OperationResult } from '../../../shared/ops/define';
import { outboxModel } from './outbox-model';
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
  /** Undefined for a claim never saved: `prepare` gives its id when a document is attached. */
  readonly claimId: string | undefined;
  /** Changes whenever the desk's sync status (or the claim read again) does, so upload progress shows. */
  readonly refreshKey: unknown;
  /** The claim's referral letter, as the core last said. */
  readonly referralLetter?: ReferralLetter | undefined;
  /** Saves the claim when it must be (the editor), answering its id; undefined when it could not be saved. */
  readonly prepare?: () => Promise<string | undefined>;
  /** After a document was attached or removed: the claim's own state (its hold) may have changed. */
  readonly onChanged?: (claimId: string) => void;
  /** After the files chosen were attached (or refused): the panel, for the editor to move on from. */
  readonly onAttached?: (panel: HTMLElement) => void;
}

export function DocumentsPanel({
  claimId,
  refreshKey,
  referralLetter,
  prepare,
  onChanged,
  onAttached,
}: DocumentsPanelProps) {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const inputId = useId();
  const [documents, setDocuments] = useState<readonly DocumentSummary[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [working, setWorking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const offerReferral = referralLetter === 'missing';
  const [isReferral, setIsReferral] = useState(true);
  const panel = useRef<HTMLElement>(null);

  const load = async (id = claimId): Promise<void> => {
    if (id === undefined) {
      setDocuments([]);
      return;
    }
    const result = await outboxModel.documents(id);
    if (result.ok) setDocuments(result.value);
    else setProblem(result.error.message);
  };
  useEffect(() => void load(), [claimId, refreshKey]);

  const run = async (work: () => Promise<OperationResult<unknown>>, id = claimId): Promise<void> => {
    setWorking(true);
    const result = await work();
    setProblem(result.ok ? undefined : result.error.message);
    await load(id);
    setWorking(false);
    if (id !== undefined) onChanged?.(id);
  };

  const attach = async (files: readonly File[]): Promise<void> => {
    if (files.length === 0) return;
    const id = claimId ?? (await prepare?.());
    if (id === undefined) return;
    // Only the first file of a batch is the letter: a letter is one document.
    let kind: 'referral' | 'other' = offerReferral && isReferral ? 'referral' : 'other';
    for (const file of files) {
      const marked = kind;
      kind = 'other';
      await run(
        async () =>
          outboxModel.attach({
            claimId: id,
            fileName: file.name,
            contentBase64: await readAsBase64(file),
            // Sent only for the letter: `other` is the core's default.
            ...(marked === 'referral' && { kind: marked }),
          }),
        id,
      );
    }
    if (panel.current) onAttached?.(panel.current);
  };

  const onDrop = (event: DragEvent<HTMLElement>): void => {
    event.preventDefault();
    setDragging(false);
    void attach([...event.dataTransfer.files]);
  };

  return (
    <section ref={panel} className="documents" aria-label={t('documents.heading')}>
      <h4>{t('documents.heading')}</h4>
      {documents.length === 0 ? (
        <p>{t('documents.none')}</p>
      ) : (
        <ul className="document-list">
          {documents.map((document) => (
            <li key={document.id}>
              <span className="document-name">{document.fileName}</span>{' '}
              {document.kind === 'referral' && <span className="document-kind">{t('documents.referralTag')} </span>}
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
                  onClick={() => void run(() => outboxModel.removeDocument(document.id))}
                >
                  {t('documents.remove')}
                </Button>
              )}
              {document.state === 'needs-attention' && (
                <>
                  <Button
                    disabled={working}
                    aria-label={t('documents.uploadAgainLabel', { file: document.fileName })}
                    onClick={() => void run(() => outboxModel.retryDocument(document.id))}
                  >
                    {t('documents.uploadAgain')}
                  </Button>
                  <Button
                    disabled={working}
                    aria-label={t('documents.insurerHasItLabel', { file: document.fileName })}
                    onClick={() => void run(() => outboxModel.confirmUploaded(document.id))}
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
        {claimId === undefined && <p className="field-hint">{t('documents.saveFirst')}</p>}
        {offerReferral && (
          <label className="document-referral">
            <input type="checkbox" checked={isReferral} onChange={(event) => setIsReferral(event.target.checked)} />{' '}
            {t('documents.isReferral')}
          </label>
        )}
      </div>
      {working && <p role="status">{t('documents.working')}</p>}
      {problem && <Notice tone="error">{problem}</Notice>}
    </section>
  );
}
