/**
 * Settings' diagnostics section: the archive for support, shown file by file (the facts
 * whole, the logs by their lines and the time they span) before staff save it — through
 * the desktop's save dialog, or as a download in the browser. The desktop menu's
 * Export diagnostics opens Settings and prepares it at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { settingsModel } from './settings-model';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useFormat, useTranslation } from '../../i18n';
import type { DiagnosticsFile, DiagnosticsPreview, DiagnosticsSaved } from '../../../shared/domain/diagnostics';
import type { OperationError } from '../../../shared/ops/define';
import { useFocusOn } from '../use-focus-on';
import { useDiagnosticsRequest } from './diagnostics-request';
import { base64Blob, downloadFile } from '../../api/download';

type Outcome =
  | { readonly kind: 'saved'; readonly saved: DiagnosticsSaved }
  | { readonly kind: 'failed'; readonly error: OperationError };

const download = (fileName: string, contentBase64: string): void =>
  downloadFile(fileName, base64Blob(contentBase64, 'application/zip'));

function FileItem({ file }: { readonly file: DiagnosticsFile }) {
  const { t } = useTranslation('diagnostics');
  const format = useFormat();
  const { content } = file;
  return (
    <li>
      <code>{file.name}</code> <span className="muted">{format.size(file.bytes)}</span>
      {content.kind === 'facts' ? (
        <>
          <p>{t(`file.${content.subject}`)}</p>
          <details>
            <summary>{t('showContent')}</summary>
            <pre className="diagnostics-content">{content.text}</pre>
          </details>
        </>
      ) : (
        <p>
          {content.from !== null && content.to !== null
            ? t('file.log', {
                count: content.lines,
                from: format.dateTime(content.from),
                to: format.dateTime(content.to),
              })
            : t('file.emptyLog')}
        </p>
      )}
    </li>
  );
}

function SavedNotice({ saved }: { readonly saved: DiagnosticsSaved }) {
  const { t } = useTranslation('diagnostics');
  switch (saved.kind) {
    case 'saved':
      return (
        <Notice tone="success">
          <p>{t('saved', { path: saved.path })}</p>
        </Notice>
      );
    case 'sent':
      return (
        <Notice tone="success">
          <p>{t('sent', { path: saved.path })}</p>
        </Notice>
      );
    case 'download':
      return (
        <Notice tone="success">
          <p>{t('downloaded', { fileName: saved.fileName })}</p>
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice tone="info">
          <p>{t('cancelled')}</p>
        </Notice>
      );
  }
}

export function DiagnosticsSection() {
  const { t } = useTranslation('diagnostics');
  const format = useFormat();
  const take = useDiagnosticsRequest((state) => state.take);
  const requested = useDiagnosticsRequest((state) => state.requested);
  // Asked for from the menu: the focus (and the view) comes to this section, not the screen's heading.
  const [menuAsked, setMenuAsked] = useState(0);
  const heading = useFocusOn<HTMLHeadingElement>(menuAsked || undefined);
  const [preview, setPreview] = useState<DiagnosticsPreview | undefined>();
  const [busy, setBusy] = useState<'preparing' | 'saving' | undefined>();
  const [prepareError, setPrepareError] = useState<OperationError | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const prepare = useCallback(async (): Promise<void> => {
    setBusy('preparing');
    setOutcome(undefined);
    setPrepareError(undefined);
    const result = await settingsModel.previewDiagnostics();
    setBusy(undefined);
    if (result.ok) setPreview(result.value);
    else setPrepareError(result.error);
  }, []);

  useEffect(() => {
    if (!requested || !take()) return;
    setMenuAsked((times) => times + 1);
    void prepare();
  }, [requested, take, prepare]);

  const save = async (id: string): Promise<void> => {
    setBusy('saving');
    const result = await settingsModel.exportDiagnostics(id);
    setBusy(undefined);
    if (!result.ok) {
      setOutcome({ kind: 'failed', error: result.error });
      return;
    }
    if (result.value.kind === 'download') download(result.value.fileName, result.value.contentBase64);
    if (result.value.kind !== 'cancelled') setPreview(undefined);
    setOutcome({ kind: 'saved', saved: result.value });
  };

  return (
    <section className="diagnostics" aria-labelledby="diagnostics-heading">
      <h3 id="diagnostics-heading" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h3>
      <p>{t('intro')}</p>
      <p>{t('neverHolds')}</p>
      <p className="muted">{t('logKept')}</p>
      {!preview && (
        <Button onClick={() => void prepare()} busy={busy === 'preparing'}>
          {t('show')}
        </Button>
      )}
      {prepareError && (
        <Notice tone="error" title={t('notMade')}>
          <p>{prepareError.message}</p>
        </Notice>
      )}
      {preview && (
        <div className="diagnostics-preview">
          <p>{t('contains', { fileName: preview.fileName, size: format.size(preview.bytes) })}</p>
          <ul className="diagnostics-files">
            {preview.files.map((file) => (
              <FileItem key={file.name} file={file} />
            ))}
          </ul>
          <div className="diagnostics-actions">
            <Button variant="primary" onClick={() => void save(preview.id)} busy={busy === 'saving'}>
              {preview.savedBy === 'it-folder'
                ? t('sendToIt')
                : preview.savedBy === 'dialog'
                  ? t('save')
                  : t('download')}
            </Button>
            <Button onClick={() => setPreview(undefined)} disabled={busy === 'saving'}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
      {outcome?.kind === 'failed' && (
        <Notice tone="error" title={t('notSaved')}>
          <p>{outcome.error.message}</p>
        </Notice>
      )}
      {outcome?.kind === 'saved' && <SavedNotice saved={outcome.saved} />}
    </section>
  );
}
