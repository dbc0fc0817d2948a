/**
 * Settings › Hand claims to another desk (main/handover): Export seals every unsent claim into one file
 * with a passphrase typed twice, and the page downloads it; Import reads such a file with its passphrase.
 * Each answer lists the claims it moved. Below, every file made or read on this desk; one made here can be
 * saved again. Plain forms: Tab through, Enter submits, and the answer takes the focus.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { MIN_PASSPHRASE_LENGTH, type HandoverClaim, type HandoverRecord } from '../../../shared/domain/handover';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useFormat, useTranslation } from '../../i18n';
import { CLAIM_STATE_KEYS } from '../outbox/claim-states';
import { useFocusOn } from '../use-focus-on';
import { useHandover, type HandoverFile, type HandoverOutcome } from './settings-model';
import { base64Blob, downloadFile } from '../../api/download';

const download = (file: HandoverFile | undefined): void => {
  if (file) downloadFile(file.fileName, base64Blob(file.contentBase64, 'application/octet-stream'));
};

function ClaimList({ claims }: { readonly claims: readonly HandoverClaim[] }) {
  const { t } = useTranslation(['handover', 'outbox']);
  const format = useFormat();
  return (
    <ul className="handover-claims">
      {claims.map((claim) => (
        <li key={claim.id}>
          {t('claim', {
            member: claim.memberName || claim.authorizationNo,
            date: format.date(claim.attendanceDate),
            amount: format.amount(claim.amountText),
            state: t(`outbox:${CLAIM_STATE_KEYS[claim.state]}`),
            count: claim.documentCount,
          })}
        </li>
      ))}
    </ul>
  );
}

function OutcomeNotice({ outcome }: { readonly outcome: HandoverOutcome }) {
  const { t } = useTranslation('handover');
  if (outcome.kind === 'failed') {
    return (
      <Notice tone="error" title={t(outcome.title)}>
        <p>{outcome.error.message}</p>
      </Notice>
    );
  }
  const words = {
    exported: ['exportedTitle', 'exported'],
    imported: ['importedTitle', 'imported'],
    'taken-back': ['takenBackTitle', 'takenBack'],
  } as const;
  const [title, body] = words[outcome.kind];
  return (
    <Notice tone="success" title={t(title)}>
      <p>{t(body, { count: outcome.claims.length, fileName: outcome.fileName })}</p>
      <ClaimList claims={outcome.claims} />
    </Notice>
  );
}

function Records({
  records,
  onSave,
}: {
  readonly records: readonly HandoverRecord[];
  readonly onSave: (id: string) => void;
}) {
  const { t } = useTranslation('handover');
  const format = useFormat();
  if (records.length === 0) return null;
  return (
    <>
      <h4>{t('recordsHeading')}</h4>
      <ul className="handover-records">
        {records.map((record) => (
          <li key={record.id}>
            {t(record.direction === 'exported' ? 'recordExported' : 'recordImported', {
              count: record.claimCount,
              at: format.dateTime(record.at),
            })}
            {record.takenBackAt !== null && ` ${t('recordTakenBack', { at: format.dateTime(record.takenBackAt) })}`}
            {record.canSaveAgain && record.takenBackAt === null && (
              <>
                {' '}
                <Button onClick={() => onSave(record.id)}>{t('saveAgain')}</Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function HandoverSection() {
  const { t } = useTranslation('handover');
  const [passphrase, setPassphrase] = useState('');
  const [repeated, setRepeated] = useState('');
  const [exportProblem, setExportProblem] = useState<'short' | 'different' | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [importPassphrase, setImportPassphrase] = useState('');
  const [noFile, setNoFile] = useState(false);
  const {
    records,
    busy,
    outcome,
    loadRecords,
    exportClaims: exportFile,
    importFile: takeFile,
    fileAgain,
    leave,
  } = useHandover();
  const answer = useFocusOn<HTMLDivElement>(outcome);
  useEffect(() => {
    void loadRecords();
    return leave;
  }, [loadRecords, leave]);

  const exportClaims = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const problem =
      passphrase.length < MIN_PASSPHRASE_LENGTH ? 'short' : passphrase !== repeated ? 'different' : undefined;
    setExportProblem(problem);
    if (problem) return;
    const exported = await exportFile(passphrase);
    if (!exported) return;
    download(exported);
    setPassphrase('');
    setRepeated('');
  };

  const importFile = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setNoFile(file === undefined);
    if (file === undefined) return;
    if (await takeFile(file, importPassphrase)) setImportPassphrase('');
  };

  const saveAgain = async (id: string): Promise<void> => download(await fileAgain(id));

  return (
    <section className="handover" aria-labelledby="handover-heading">
      <h3 id="handover-heading">{t('heading')}</h3>
      <p>{t('intro')}</p>
      <form onSubmit={(event) => void exportClaims(event)} aria-labelledby="handover-export-heading">
        <h4 id="handover-export-heading">{t('exportHeading')}</h4>
        <p>{t('exportIntro')}</p>
        <Field
          label={t('passphrase')}
          hint={t('passphraseHint', { count: MIN_PASSPHRASE_LENGTH })}
          error={exportProblem === 'short' ? t('tooShort', { count: MIN_PASSPHRASE_LENGTH }) : undefined}
          type="password"
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
        />
        <Field
          label={t('repeat')}
          error={exportProblem === 'different' ? t('different') : undefined}
          type="password"
          autoComplete="new-password"
          value={repeated}
          onChange={(event) => setRepeated(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={busy === 'exporting'}>
          {t('export')}
        </Button>
      </form>
      <form onSubmit={(event) => void importFile(event)} aria-labelledby="handover-import-heading">
        <h4 id="handover-import-heading">{t('importHeading')}</h4>
        <p>{t('importIntro')}</p>
        <FieldFrame label={t('file')} error={noFile ? t('chooseFile') : undefined}>
          {(ids) => (
            <input {...ids} type="file" accept=".cdhandover" onChange={(event) => setFile(event.target.files?.[0])} />
          )}
        </FieldFrame>
        <Field
          label={t('passphrase')}
          type="password"
          autoComplete="off"
          value={importPassphrase}
          required
          onChange={(event) => setImportPassphrase(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={busy === 'importing'}>
          {t('import')}
        </Button>
      </form>
      <div ref={answer} tabIndex={-1}>
        {outcome && <OutcomeNotice outcome={outcome} />}
      </div>
      <Records records={records} onSave={(id) => void saveAgain(id)} />
    </section>
  );
}
